import { leadPathDims, type InsightReport, type LeadPathDim, type LeadPathFigures, type LeadPathRow } from "#core/insights/insight-report";
import type { useStudioT } from "../kit/use-studio-t";
import { useStudioFormats } from "../kit/studio-formats";

type T = ReturnType<typeof useStudioT>["t"];

/** Left out on a phone: what Insights counted before the lead (its own tables above show it). */
const wide = "hidden sm:table-cell";

/**
 * From a visit to a client (issue 45, item 5): for each source, campaign and page, the visitors Insights
 * counted, their taps and enquiries, then the leads he answered and won, and the value won.
 */
export function LeadPathTables({ report, t }: { report: InsightReport; t: T }) {
  const format = useStudioFormats();
  const { totals, previous } = report.leadPath;
  const won = (figures: LeadPathFigures) =>
    [figures.wonIqd ? format.money(figures.wonIqd, "IQD") : "", figures.wonUsd ? format.money(figures.wonUsd, "USD") : ""]
      .filter(Boolean)
      .join(" + ") || "—";
  return (
    <section className="grid gap-4" aria-labelledby="insights-path" data-testid="insights-path">
      <div>
        <h2 id="insights-path" className="text-lg font-bold">
          {t("studio.insights.path.title")}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted" data-testid="insights-path-summary">
          {t("studio.insights.path.summary", {
            leads: format.number(totals.leads),
            replied: format.number(totals.replied),
            won: format.number(totals.won),
            value: won(totals),
            before: format.number(previous.leads),
            wonBefore: format.number(previous.won),
          })}
        </p>
      </div>
      <div className="grid gap-4">
        {leadPathDims.map((dim) => (
          <PathTable key={dim} dim={dim} rows={report.leadPath.dims[dim]} report={report} t={t} won={won} />
        ))}
      </div>
    </section>
  );
}

function PathTable({
  dim,
  rows,
  report,
  t,
  won,
}: {
  dim: LeadPathDim;
  rows: LeadPathRow[];
  report: InsightReport;
  t: T;
  won: (figures: LeadPathFigures) => string;
}) {
  const format = useStudioFormats();
  const visits = new Map(report.dims[dim].map((row) => [row.value, row]));
  const headingId = `insights-path-${dim}`;
  const name = (value: string) => {
    if (dim === "source" && value === "direct") return t("studio.insights.values.direct");
    if (dim !== "page") return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return (
    <section className="card min-w-0 p-4" aria-labelledby={headingId} data-testid={`insights-path-${dim}`}>
      <h3 id={headingId} className="font-bold">
        {t(`studio.insights.path.by.${dim}`)}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t("studio.insights.path.none")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-muted">
                <th scope="col" className="pb-2 text-start font-semibold">
                  {t(`studio.insights.dimColumn.${dim}`)}
                </th>
                {(["visitors", "contacts", "replied", "won", "value"] as const).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-1 pb-2 text-end text-xs font-semibold sm:text-sm ${column === "visitors" || column === "contacts" ? wide : ""}`}
                  >
                    {t(`studio.insights.path.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const seen = visits.get(row.value);
                return (
                  <tr key={row.value} data-testid={`insights-path-${dim}-row`} data-value={row.value}>
                    <th scope="row" className="max-w-28 truncate py-1.5 pe-2 text-start font-normal sm:max-w-none" dir="auto" title={row.value}>
                      {name(row.value)}
                    </th>
                    <td className={`px-1 py-1.5 text-end tabular-nums ${wide}`}>{seen ? format.number(seen.visitors) : "—"}</td>
                    <td className={`px-1 py-1.5 text-end tabular-nums ${wide}`}>
                      {format.number(seen ? Math.max(row.leads, seen.taps + seen.enquiries) : row.leads)}
                    </td>
                    <td className="px-1 py-1.5 text-end tabular-nums">{format.number(row.replied)}</td>
                    <td className="px-1 py-1.5 text-end tabular-nums">{format.number(row.won)}</td>
                    <td className="px-1 py-1.5 text-end tabular-nums whitespace-nowrap">{won(row)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
