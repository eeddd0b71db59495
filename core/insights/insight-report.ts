/** What the studio's Insights screen gets from `GET /api/admin/insights` (ADR 022). */

/** The breakdowns the dashboard shows, each one value per row. */
export const insightDims = [
  "page",
  "source",
  "campaign",
  "landing",
  "referrer",
  "device",
  "lang",
  "tool",
  "channel",
  "area",
  "form",
  "social",
  "event",
] as const;
export type InsightDim = (typeof insightDims)[number];

/** One value's figures: visitors are counted per day (a visitor is a different hash each day). */
export type InsightRow = {
  value: string;
  views: number;
  /** Every event of this value (a tap, a form step, a tool use…). */
  events: number;
  visitors: number;
  /** Enquiries sent through the form. */
  enquiries: number;
  /** WhatsApp, call, email and Telegram taps. */
  taps: number;
  /** Visitors who sent an enquiry or tapped a contact link the same day. */
  converted: number;
  /** Tool uses and completed results (the tool dimension). */
  used: number;
  completed: number;
};

export type InsightTotals = { visitors: number; views: number; enquiries: number; taps: number; converted: number };

/**
 * From a visit to a client (issue 45, item 5): the enquiries and matched chats that began in the period, by
 * where they came from, and how far each went with him.
 */
export const leadPathDims = ["source", "campaign", "page"] as const;
export type LeadPathDim = (typeof leadPathDims)[number];
export type LeadPathFigures = {
  /** Enquiries and chats matched by their code. */
  leads: number;
  /** Those he answered (replied, sent a quote or won). */
  replied: number;
  won: number;
  /** The value won, per currency. */
  wonIqd: number;
  wonUsd: number;
};
export type LeadPathRow = { value: string } & LeadPathFigures;
export type LeadPath = { totals: LeadPathFigures; previous: LeadPathFigures; dims: Record<LeadPathDim, LeadPathRow[]> };

export type InsightReport = {
  from: string;
  to: string;
  /** Leads by source, campaign and page, and how far they went (the period and the one before). */
  leadPath: LeadPath;
  totals: InsightTotals;
  /** The period of the same length just before, for comparison. */
  previous: { from: string; to: string; totals: InsightTotals };
  /** One entry per day of the period, days without a visit included. */
  days: ({ day: string } & InsightTotals)[];
  dims: Record<InsightDim, InsightRow[]>;
};

/** Share of visitors who converted, 0 when there were none. */
export function conversionRate(row: { visitors: number; converted: number }): number {
  return row.visitors === 0 ? 0 : row.converted / row.visitors;
}
