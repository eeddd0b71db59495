import type { InsightDim, InsightRow } from "#core/insights/insight-report";
import type { useStudioT } from "../kit/use-studio-t";
import { useStudioFormats } from "../kit/studio-formats";

type T = ReturnType<typeof useStudioT>["t"];

type BreakdownKind = "conversion" | "views" | "tool" | "events";

/** One table of a breakdown: the value, its figures, and a bar for its share. */
export function Breakdown({
  dim,
  rows,
  kind,
  highlight,
  t,
}: {
  dim: InsightDim;
  rows: InsightRow[];
  kind: BreakdownKind;
  highlight: string | undefined;
  t: T;
}) {
  const format = useStudioFormats();
  const columns: {
    key: "visitors" | "enquiries" | "taps" | "rate" | "views" | "used" | "completed" | "events";
    value: (row: InsightRow) => string;
    /** Left out on a phone (the conversion rate already counts it). */
    wide?: boolean;
  }[] =
    kind === "conversion"
      ? [
          { key: "visitors", value: (row) => format.number(row.visitors) },
          { key: "enquiries", value: (row) => format.number(row.enquiries) },
          { key: "taps", value: (row) => format.number(row.taps), wide: true },
          { key: "rate", value: (row) => format.rate(row.converted, row.visitors) },
        ]
      : kind === "views"
        ? [
            { key: "views", value: (row) => format.number(row.views) },
            { key: "visitors", value: (row) => format.number(row.visitors) },
          ]
        : kind === "tool"
          ? [
              { key: "used", value: (row) => format.number(row.used) },
              { key: "completed", value: (row) => format.number(row.completed) },
              { key: "rate", value: (row) => format.rate(row.converted, row.visitors) },
            ]
          : [
              { key: "events", value: (row) => format.number(row.events) },
              { key: "visitors", value: (row) => format.number(row.visitors) },
            ];
  const measure = (row: InsightRow) => (kind === "views" ? row.views : kind === "events" ? row.events : kind === "tool" ? row.used : row.visitors);
  const top = Math.max(1, ...rows.map(measure));
  const headingId = `insights-${dim}`;
  return (
    <section className="card p-4" aria-labelledby={headingId} data-testid={`insights-${dim}`}>
      <h2 id={headingId} className="font-bold">
        {t(`studio.insights.dims.${dim}`)}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t("studio.insights.noneYet")}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <thead>
            <tr className="text-muted">
              <th scope="col" className={`pb-2 text-start font-semibold ${columns.length > 2 ? "w-[34%] sm:w-[40%]" : "w-1/2"}`}>
                {t(`studio.insights.dimColumn.${dim}`)}
              </th>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`pb-2 text-end text-xs font-semibold sm:text-sm ${column.wide ? "hidden sm:table-cell" : ""}`}
                >
                  {t(`studio.insights.columns.${column.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.value}
                className={row.value === highlight ? "bg-accent/15" : undefined}
                data-testid={`insights-${dim}-row`}
                data-value={row.value}
              >
                <th scope="row" className="relative py-1.5 pe-3 text-start font-normal">
                  <span className="absolute inset-y-1 start-0 rounded bg-fg/[0.06]" style={{ width: `${(measure(row) / top) * 100}%` }} aria-hidden />
                  <span className="relative block truncate" dir="auto" title={row.value}>
                    {label(dim, row.value, t)}
                  </span>
                </th>
                {columns.map((column) => (
                  <td key={column.key} className={`py-1.5 text-end tabular-nums ${column.wide ? "hidden sm:table-cell" : ""}`}>
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A value as the owner reads it: named for ids, the address as is for pages and sources. */
function label(dim: InsightDim, value: string, t: T): string {
  if (dim === "page" || dim === "landing") {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  if (dim === "lang" || dim === "device" || dim === "channel" || dim === "area" || dim === "form" || dim === "event" || dim === "tool")
    return t(`studio.insights.values.${dim}.${value}`, { defaultValue: value });
  if (dim === "source" && value === "direct") return t("studio.insights.values.direct");
  return value;
}
