import { conversionRate, insightDims, leadPathDims, type InsightReport } from "#core/insights/insight-report";

/** A cell as a spreadsheet will read it: quoted, and never a formula (a campaign name could start with "="). */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The report as one CSV table: a row per day, then a row per value of each breakdown. */
export function insightsCsv(report: InsightReport): string {
  const header = [
    "section",
    "value",
    "visitors",
    "views",
    "enquiries",
    "taps",
    "converted",
    "conversion_rate",
    "events",
    "tool_uses",
    "tool_results",
    "leads",
    "replied",
    "won",
    "won_iqd",
    "won_usd",
  ];
  const lines = [header.join(",")];
  const rate = (row: { visitors: number; converted: number }) => (conversionRate(row) * 100).toFixed(1);
  for (const entry of report.days)
    lines.push(
      ["day", entry.day, entry.visitors, entry.views, entry.enquiries, entry.taps, entry.converted, rate(entry), "", "", "", "", "", "", "", ""]
        .map(cell)
        .join(","),
    );
  for (const dim of insightDims)
    for (const row of report.dims[dim])
      lines.push(
        [
          dim,
          row.value,
          row.visitors,
          row.views,
          row.enquiries,
          row.taps,
          row.converted,
          rate(row),
          row.events,
          row.used,
          row.completed,
          "",
          "",
          "",
          "",
          "",
        ]
          .map(cell)
          .join(","),
      );
  // From visit to client (issue 45, item 5): the leads of each source, campaign and page, and how far they went.
  const path = report.leadPath;
  const figures = (row: typeof path.totals) => [row.leads, row.replied, row.won, row.wonIqd, row.wonUsd];
  const blank = ["", "", "", "", "", "", "", "", ""];
  lines.push(["path_total", `${report.from}..${report.to}`, ...blank, ...figures(path.totals)].map(cell).join(","));
  lines.push(["path_total", `${report.previous.from}..${report.previous.to}`, ...blank, ...figures(path.previous)].map(cell).join(","));
  for (const dim of leadPathDims)
    for (const row of path.dims[dim]) lines.push([`path_${dim}`, row.value, ...blank, ...figures(row)].map(cell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
