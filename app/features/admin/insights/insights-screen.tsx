import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ArrowDownRight, ArrowUpRight, Download, Minus } from "lucide-react";
import { Spinner } from "~/components/ui/spinner";
import { dayOf, isDay } from "#core/insights/days";
import { conversionRate, type InsightDim, type InsightReport, type InsightRow } from "#core/insights/insight-report";
import type { InsightSettings } from "../admin-api";
import { StudioShell, type AdminApi } from "../studio-shell";
import { errorMessage, useToast } from "../toasts";
import { useAdminT } from "../use-admin-t";
import { change, periodFromQuery, periodPresets, type PeriodPreset } from "./period";
import { useStudioFormats } from "../studio-formats";
import type { ChartSeries } from "./insights-chart";

const InsightsChart = lazy(() => import("./insights-chart"));

type T = ReturnType<typeof useAdminT>["t"];

/** /admin/insights: what brings the owner his clients (ADR 022). */
export function InsightsScreen({ anonKey }: { anonKey: string }) {
  return <StudioShell anonKey={anonKey}>{(api) => <Insights api={api} />}</StudioShell>;
}

function Insights({ api }: { api: AdminApi }) {
  const { t } = useAdminT();
  const format = useStudioFormats();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const today = dayOf(Date.now());
  const period = periodFromQuery(params, today);
  const highlight = params.get("source") ?? undefined;
  const [report, setReport] = useState<InsightReport | null>(null);
  const [failed, setFailed] = useState(false);
  const [exporting, setExporting] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setReport(await api.insights.report(period.from, period.to));
    } catch {
      setFailed(true);
    }
  }, [api, period.from, period.to]);
  useEffect(() => void load(), [load]);

  const choose = (preset: PeriodPreset | "custom") => {
    const next = new URLSearchParams(params);
    if (preset === "custom") {
      next.delete("period");
      next.set("from", period.from);
      next.set("to", period.to);
    } else {
      next.delete("from");
      next.delete("to");
      next.set("period", preset);
    }
    setParams(next, { replace: true });
  };
  const setCustom = (end: "from" | "to", value: string) => {
    if (!isDay(value)) return;
    const next = new URLSearchParams(params);
    next.delete("period");
    next.set("from", end === "from" ? value : period.from);
    next.set("to", end === "to" ? value : period.to);
    setParams(next, { replace: true });
  };

  const download = async () => {
    setExporting(true);
    try {
      const blob = await api.insights.export(period.from, period.to);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `insights-${period.from}-${period.to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      toast({ title: t("studio.insights.exportFailed"), description: errorMessage(error, t("toasts.generic")), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  };

  const current = report && report.from === period.from && report.to === period.to ? report : null;
  return (
    <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6" data-testid="insights">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold">{t("studio.insights.title")}</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t("studio.insights.lead")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm">
            <span className="text-muted">{t("studio.insights.period")}</span>
            <select
              className="rounded-lg border border-line bg-bg px-3 py-2"
              value={period.preset}
              onChange={(event) => choose(event.target.value as PeriodPreset | "custom")}
              data-testid="insights-period"
            >
              {periodPresets.map((preset) => (
                <option key={preset} value={preset}>
                  {t(`studio.insights.presets.${preset}`)}
                </option>
              ))}
              <option value="custom">{t("studio.insights.presets.custom")}</option>
            </select>
          </label>
          {period.preset === "custom" && (
            <>
              <label className="grid gap-1 text-sm">
                <span className="text-muted">{t("studio.insights.from")}</span>
                <input
                  type="date"
                  className="rounded-lg border border-line bg-bg px-3 py-2"
                  value={period.from}
                  max={period.to}
                  onChange={(e) => setCustom("from", e.target.value)}
                />
              </label>
              <label className="grid gap-1 text-sm">
                <span className="text-muted">{t("studio.insights.to")}</span>
                <input
                  type="date"
                  className="rounded-lg border border-line bg-bg px-3 py-2"
                  value={period.to}
                  min={period.from}
                  max={today}
                  onChange={(e) => setCustom("to", e.target.value)}
                />
              </label>
            </>
          )}
          <button
            type="button"
            className="btn-ghost inline-flex py-2 text-sm"
            onClick={() => void download()}
            disabled={exporting}
            data-testid="insights-export"
          >
            <Download className="size-4" aria-hidden />
            {t("studio.insights.export")}
          </button>
        </div>
      </div>
      <p className="text-sm text-muted" data-testid="insights-range">
        {format.range(period.from, period.to)}
        {current && ` · ${t("studio.insights.comparedWith", { range: format.range(current.previous.from, current.previous.to) })}`}
      </p>

      {failed ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert">{t("studio.insights.loadFailed")}</p>
          <button type="button" className="btn-ghost" onClick={() => void load()}>
            {t("studio.insights.retry")}
          </button>
        </div>
      ) : !current ? (
        <Spinner label={t("loading")} className="min-h-64" />
      ) : (
        <Figures report={current} highlight={highlight} t={t} />
      )}
      <Retention api={api} />
    </main>
  );
}

function Figures({ report, highlight, t }: { report: InsightReport; highlight: string | undefined; t: T }) {
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

type BreakdownKind = "conversion" | "views" | "tool" | "events";

/** One table of a breakdown: the value, its figures, and a bar for its share. */
function Breakdown({
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

function Retention({ api }: { api: AdminApi }) {
  const { t } = useAdminT();
  const { toast } = useToast();
  const [settings, setSettings] = useState<InsightSettings | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    api.insights.settings().then(setSettings, () => setSettings(null));
  }, [api]);
  if (!settings) return null;
  const save = async (retentionDays: number) => {
    setSaving(true);
    try {
      setSettings(await api.insights.saveSettings(retentionDays));
      toast({
        title: t("studio.insights.retention.saved"),
        description: t("studio.insights.retention.days", { count: retentionDays }),
        variant: "default",
      });
    } catch (error) {
      toast({ title: t("studio.insights.retention.failed"), description: errorMessage(error, t("toasts.generic")), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="card grid gap-2 p-4" aria-labelledby="insights-retention">
      <h2 id="insights-retention" className="font-bold">
        {t("studio.insights.retention.title")}
      </h2>
      <p className="text-sm text-muted">{t("studio.insights.retention.text")}</p>
      <label className="mt-1 inline-grid max-w-xs gap-1 text-sm">
        <span>{t("studio.insights.retention.label")}</span>
        <select
          className="rounded-lg border border-line bg-bg px-3 py-2"
          value={settings.retentionDays}
          disabled={saving}
          onChange={(event) => void save(Number(event.target.value))}
          data-testid="insights-retention"
        >
          {settings.choices.map((days) => (
            <option key={days} value={days}>
              {t("studio.insights.retention.days", { count: days })}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
