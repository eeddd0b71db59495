import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { conversionRate, type InsightReport } from "#core/insights/insight-report";
import type { useStudioT } from "../kit/use-studio-t";
import { useStudioFormats } from "../kit/studio-formats";
import { change } from "./period";
import type { ChartSeries } from "./insights-chart";
import { Breakdown } from "./insight-breakdown";

const InsightsChart = lazy(() => import("./insights-chart"));

type T = ReturnType<typeof useStudioT>["t"];

/** A period's report: its key figures against the previous period, the trend by day and a table per breakdown. */
export function InsightFigures({ report, highlight, t }: { report: InsightReport; highlight: string | undefined; t: T }) {
  const format = useStudioFormats();
  const { totals, previous } = report;
  const days = useMemo(() => report.days.map((day) => day.day), [report]);
  const series = useMemo(
    (): ChartSeries[] => [
      { label: t("studio.insights.kpi.visitors"), values: report.days.map((day) => day.visitors), colour: "info" },
      { label: t("studio.insights.kpi.views"), values: report.days.map((day) => day.views), colour: "accent-text" },
      { label: t("studio.insights.kpi.converted"), values: report.days.map((day) => day.converted), colour: "success" },
    ],
    [report, t],
  );
  const kpis = [
    { key: "visitors", value: totals.visitors, before: previous.totals.visitors },
    { key: "views", value: totals.views, before: previous.totals.views },
    { key: "enquiries", value: totals.enquiries, before: previous.totals.enquiries },
    { key: "taps", value: totals.taps, before: previous.totals.taps },
  ] as const;

  if (totals.visitors === 0 && previous.totals.visitors === 0)
    return (
      <div className="card grid gap-2 p-6" data-testid="insights-empty">
        <h2 className="text-lg font-bold">{t("studio.insights.empty.title")}</h2>
        <p className="text-sm text-muted">{t("studio.insights.empty.text")}</p>
      </div>
    );

  const rate = conversionRate(totals);
  const rateBefore = conversionRate(previous.totals);
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="insights-kpis">
        {kpis.map((kpi) => (
          <Kpi
            key={kpi.key}
            id={kpi.key}
            label={t(`studio.insights.kpi.${kpi.key}`)}
            value={format.number(kpi.value)}
            delta={<Delta now={kpi.value} before={kpi.before} t={t} />}
          />
        ))}
        <Kpi
          id="rate"
          label={t("studio.insights.kpi.rate")}
          value={format.rate(totals.converted, totals.visitors)}
          delta={<Delta now={Math.round(rate * 1000)} before={Math.round(rateBefore * 1000)} t={t} />}
        />
      </ul>

      {/* One day is the figures above: a trend needs two. */}
      {days.length > 1 && (
        <section className="card p-4" aria-labelledby="insights-trend">
          <h2 id="insights-trend" className="mb-3 font-bold">
            {t("studio.insights.trend")}
          </h2>
          <Suspense fallback={<div className="h-[290px]" />}>
            <InsightsChart days={days} series={series} dayLabel={t("studio.insights.columns.day")} format={format} />
          </Suspense>
          {/* A table cannot be narrower than its content: the wrapper is what hides it. */}
          <div className="sr-only">
            <table>
              <caption>{t("studio.insights.trend")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("studio.insights.columns.day")}</th>
                  {series.map((line) => (
                    <th key={line.label} scope="col">
                      {line.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.days.map((day, index) => (
                  <tr key={day.day}>
                    <th scope="row">{format.day(day.day, true)}</th>
                    {series.map((line) => (
                      <td key={line.label}>{format.number(line.values[index] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <Breakdown dim="source" rows={report.dims.source} kind="conversion" highlight={highlight} t={t} />
        <Breakdown dim="campaign" rows={report.dims.campaign} kind="conversion" highlight={undefined} t={t} />
        <Breakdown dim="landing" rows={report.dims.landing} kind="conversion" highlight={undefined} t={t} />
        <Breakdown dim="page" rows={report.dims.page} kind="views" highlight={undefined} t={t} />
        <Breakdown dim="tool" rows={report.dims.tool} kind="tool" highlight={undefined} t={t} />
        <Breakdown dim="channel" rows={report.dims.channel} kind="events" highlight={undefined} t={t} />
        <Breakdown dim="area" rows={report.dims.area} kind="events" highlight={undefined} t={t} />
        <Breakdown dim="form" rows={report.dims.form} kind="events" highlight={undefined} t={t} />
        <Breakdown dim="referrer" rows={report.dims.referrer} kind="conversion" highlight={undefined} t={t} />
        <Breakdown dim="social" rows={report.dims.social} kind="events" highlight={undefined} t={t} />
        <Breakdown dim="lang" rows={report.dims.lang} kind="conversion" highlight={undefined} t={t} />
        <Breakdown dim="device" rows={report.dims.device} kind="conversion" highlight={undefined} t={t} />
      </div>
    </>
  );
}

function Kpi({ id, label, value, delta }: { id: string; label: string; value: string; delta: ReactNode }) {
  return (
    <li className="card grid gap-1 p-4" data-testid={`kpi-${id}`}>
      <span className="text-sm text-muted">{label}</span>
      <span className="text-2xl font-extrabold tabular-nums" data-testid={`kpi-${id}-value`}>
        {value}
      </span>
      {delta}
    </li>
  );
}

function Delta({ now, before, t }: { now: number; before: number; t: T }) {
  const moved = change(now, before);
  const Icon = moved.kind === "up" ? ArrowUpRight : moved.kind === "down" ? ArrowDownRight : Minus;
  const tone = moved.kind === "up" || moved.kind === "new" ? "text-success" : moved.kind === "down" ? "text-warning" : "text-muted";
  return (
    <span className={`inline-flex items-center gap-1 text-xs ${tone}`}>
      <Icon className="size-3.5" aria-hidden />
      {t(`studio.insights.change.${moved.kind}`, { percent: moved.percent })}
    </span>
  );
}
