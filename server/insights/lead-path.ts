import { and, gte, lt } from "drizzle-orm";
import type { Database } from "../db/database";
import { leads } from "../db/schema";
import { addDays } from "#core/insights/days";
import { leadPathDims, type LeadPath, type LeadPathDim, type LeadPathFigures, type LeadPathRow } from "#core/insights/insight-report";
import { leadSource } from "#core/insights/source";

/** The first moment of a Baghdad day (UTC+3 all year, core/insights/days.ts). */
const startOf = (day: string) => new Date(`${day}T00:00:00+03:00`);

const empty = (): LeadPathFigures => ({ leads: 0, replied: 0, won: 0, wonIqd: 0, wonUsd: 0 });

type LeadFacts = Pick<typeof leads.$inferSelect, "pagePath" | "referrer" | "utm" | "stage" | "repliedAt" | "valueAmount" | "valueCurrency">;

function add(into: LeadPathFigures, lead: LeadFacts) {
  into.leads += 1;
  if (lead.repliedAt || lead.stage === "replied" || lead.stage === "quote" || lead.stage === "won") into.replied += 1;
  if (lead.stage !== "won") return;
  into.won += 1;
  if (lead.valueCurrency === "IQD") into.wonIqd += lead.valueAmount ?? 0;
  if (lead.valueCurrency === "USD") into.wonUsd += lead.valueAmount ?? 0;
}

/** The leads that began in days `from`..`to`, summed by source, campaign and page. */
async function figures(db: Database, from: string, to: string, siteHost: string) {
  const rows = await db
    .select({
      pagePath: leads.pagePath,
      referrer: leads.referrer,
      utm: leads.utm,
      stage: leads.stage,
      repliedAt: leads.repliedAt,
      valueAmount: leads.valueAmount,
      valueCurrency: leads.valueCurrency,
    })
    .from(leads)
    .where(and(gte(leads.createdAt, startOf(from)), lt(leads.createdAt, startOf(addDays(to, 1)))));
  const totals = empty();
  const byDim = Object.fromEntries(leadPathDims.map((dim) => [dim, new Map<string, LeadPathRow>()])) as Record<LeadPathDim, Map<string, LeadPathRow>>;
  for (const lead of rows) {
    add(totals, lead);
    const source = leadSource(lead, siteHost);
    const values: Record<LeadPathDim, string | null> = { source: source.source, campaign: source.campaign, page: lead.pagePath };
    for (const dim of leadPathDims) {
      const value = values[dim];
      if (!value) continue;
      const row = byDim[dim].get(value) ?? { value, ...empty() };
      add(row, lead);
      byDim[dim].set(value, row);
    }
  }
  return { totals, byDim };
}

/** The path from visit to client for the period and the one of the same length before it; the most leads first. */
export async function leadPath(
  db: Database,
  period: { from: string; to: string; previousFrom: string },
  siteHost: string,
  limit: number,
): Promise<LeadPath> {
  const current = await figures(db, period.from, period.to, siteHost);
  const previous = await figures(db, period.previousFrom, addDays(period.from, -1), siteHost);
  const order = (a: LeadPathRow, b: LeadPathRow) => b.won - a.won || b.leads - a.leads || a.value.localeCompare(b.value);
  const dims = Object.fromEntries(leadPathDims.map((dim) => [dim, [...current.byDim[dim].values()].sort(order).slice(0, limit)])) as LeadPath["dims"];
  return { totals: current.totals, previous: previous.totals, dims };
}
