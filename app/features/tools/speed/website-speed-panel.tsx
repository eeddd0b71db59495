import { useEffect, useRef, useState, type FormEvent } from "react";
import { Circle, CircleCheck, Gauge, LoaderCircle, Monitor, Smartphone, Wrench } from "lucide-react";
import { useLang, useT } from "~/i18n/use-lang";
import { formatToolDate as formatDate, formatToolNumber as formatNumber } from "~/utils/format";
import { callTool, type ToolError } from "~/features/tools/kit/tool-api";
import { ScoreGauge, bandText } from "~/features/tools/kit/score-gauge";
import { UrlForm } from "~/features/tools/kit/url-form";
import { invalidUrlError, useLatestRequest } from "~/features/tools/kit/use-latest-request";
import { parseSiteUrl } from "#core/tools/site-url";
import { strategies, type Metric, type Opportunity, type SpeedJobView, type Strategy, type StrategyReport } from "#core/tools/website-report";

type State = { kind: "idle" } | { kind: "checking"; job: SpeedJobView | null; host: string } | { kind: "error"; error: ToolError } | { kind: "done"; job: SpeedJobView };

declare global {
  interface Window {
    /** Browser tests poll faster with this; visitors never set it. */
    __websiteSpeedPollMs?: number;
  }
}

/** A queue of a few audits of ~6 s each, two per job: give up on the page side after this. */
const clientTimeoutMs = 5 * 60_000;
/** Polls that may fail in a row (a flaky mobile connection) before giving up. */
const maxPollFailures = 3;
/** Rough length of one audit, for the progress bar only. */
const expectedStepMs = 9_000;

const strategyIcon = { mobile: Smartphone, desktop: Monitor } as const;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
  });

/** The Website tab: Lighthouse results for mobile and desktop, with progress while the server audits. */
export function WebsiteSpeedPanel() {
  const lang = useLang();
  const { t } = useT("tool-speed");
  const tools = useT("tools").t;
  const [url, setUrl] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const nextRequest = useLatestRequest();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.kind === "done") resultsHeading.current?.focus();
  }, [state.kind]);

  const checking = state.kind === "checking";
  const error = state.kind === "error" ? state.error : null;
  const fallback = { title: tools("api.network.title"), message: tools("api.network.message") };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    const site = parseSiteUrl(url);
    if (!site.ok) {
      setState({ kind: "error", error: invalidUrlError(tools) });
      return;
    }
    const current = nextRequest();
    const signal = AbortSignal.any([current.signal, AbortSignal.timeout(clientTimeoutMs)]);
    const host = hostOf(site.url);
    setState({ kind: "checking", job: null, host });
    try {
      let result = await callTool<SpeedJobView>("website-speed", { lang, body: { url: site.url }, signal, fallback });
      let failures = 0;
      for (;;) {
        if (current.signal.aborted) return;
        if (!result.ok) {
          // A lost poll is retried a few times; a real answer from the server is final.
          if (result.error.code === "network" && failures < maxPollFailures) failures += 1;
          else return setState({ kind: "error", error: result.error });
        } else {
          failures = 0;
          const job = result.data;
          if (job.state === "done") return setState({ kind: "done", job });
          if (job.state === "failed" && job.error) return setState({ kind: "error", error: { ...job.error, status: 200 } });
          setState({ kind: "checking", job, host });
        }
        await sleep(window.__websiteSpeedPollMs ?? 1_000, signal);
        const jobId = result.ok ? result.data.id : undefined;
        if (!jobId) return setState({ kind: "error", error: { code: "network", status: 0, ...fallback } });
        result = await callTool<SpeedJobView>(`website-speed/${jobId}`, { lang, method: "GET", signal, fallback });
      }
    } catch {
      if (current.signal.aborted) return;
      // The page-side time limit.
      setState({ kind: "error", error: { code: "timeout", status: 0, title: t("website.errors.timeout.title"), message: t("website.errors.timeout.message") } });
    }
  }


  return (
    <div className="grid gap-6" data-testid="website-speed">
      <UrlForm
        testId="website"
        title={t("website.title")}
        intro={t("website.intro")}
        label={t("website.label")}
        placeholder={t("website.placeholder")}
        help={t("website.help")}
        submitLabel={t("website.submit")}
        icon={Gauge}
        busy={checking}
        error={error}
        value={url}
        onChange={setUrl}
        onSubmit={submit}
      />

      {state.kind === "checking" && <Progress job={state.job} host={state.host} />}
      {(state.kind === "idle" || state.kind === "error") && <Idle />}
      {state.kind === "done" && <Results job={state.job} headingRef={resultsHeading} lang={lang} />}
    </div>
  );
}

function Idle() {
  const { t } = useT("tool-speed");
  return (
    <section className="card p-5 sm:p-7" aria-labelledby="website-idle-title" data-testid="website-idle">
      <h2 id="website-idle-title" className="text-lg font-extrabold">
        {t("website.idle.title")}
      </h2>
      <ul className="mt-3 grid gap-2 text-sm leading-7 md:grid-cols-2 md:gap-x-8">
        {(t("website.idle.items", { returnObjects: true }) as string[]).map((item) => (
          <li key={item} className="flex gap-2">
            <CircleCheck className="mt-1.5 size-4 shrink-0 text-accent-text" aria-hidden />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs leading-6 text-muted">{t("website.idle.note")}</p>
    </section>
  );
}

function Progress({ job, host }: { job: SpeedJobView | null; host: string }) {
  const lang = useLang();
  const { t } = useT("tool-speed");
  const stepStarted = useRef<{ step: string; at: number }>({ step: "", at: 0 });
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 500);
    return () => clearInterval(timer);
  }, []);

  const queued = !job || job.state === "queued";
  const step = queued ? "queued" : (job.current ?? "");
  if (stepStarted.current.step !== step) stepStarted.current = { step, at: Date.now() };
  const done = strategies.filter((strategy) => job?.results[strategy]).length;
  const inStep = queued ? 0 : Math.min(0.9, (Date.now() - stepStarted.current.at) / expectedStepMs);
  const percent = Math.round(((done + inStep) / strategies.length) * 100);
  const announcement = queued ? t("website.progress.announce.queued") : job.current ? t(`website.progress.announce.${job.current}`) : "";

  return (
    <section className="card grid gap-5 p-5 sm:p-7" aria-labelledby="website-progress-title" data-testid="website-progress">
      <h2 id="website-progress-title" className="text-lg font-extrabold">
        {t("website.progress.title", { host: "" })}
        <bdi dir="ltr" className="font-mono text-base">
          {host}
        </bdi>
      </h2>
      <div
        role="progressbar"
        aria-label={t("website.progress.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-line"
        data-testid="website-progressbar"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-500 ease-out" style={{ width: `${percent}%` }} />
      </div>
      {queued && (
        <p className="text-sm text-muted" data-testid="website-queued">
          {job && job.position > 0 ? t("website.progress.queued", { count: formatNumber(job.position, lang) }) : t("website.progress.starting")}
        </p>
      )}
      <ol className="grid gap-3 sm:grid-cols-2">
        {strategies.map((strategy) => {
          const Icon = strategyIcon[strategy];
          const status = job?.results[strategy] ? "done" : job?.current === strategy ? "running" : "waiting";
          return (
            <li key={strategy} className="flex items-center gap-3 rounded-xl border border-line bg-bg/40 p-3" data-testid={`website-step-${strategy}`} data-status={status}>
              <Icon className="size-5 shrink-0 text-muted" aria-hidden />
              <span className="flex-1 font-semibold">{t(`website.progress.steps.${strategy}`)}</span>
              {status === "done" ? (
                <CircleCheck className="size-5 text-emerald-400" aria-hidden />
              ) : status === "running" ? (
                <LoaderCircle className="size-5 animate-spin text-accent-text" aria-hidden />
              ) : (
                <Circle className="size-5 text-muted/60" aria-hidden />
              )}
              <span className="sr-only">{t(`website.progress.status.${status}`)}</span>
            </li>
          );
        })}
      </ol>
      {job && (
        <p className="text-xs text-muted" aria-hidden>
          {t("website.progress.elapsed", { seconds: formatNumber(Math.floor(job.elapsedMs / 1000), lang) })}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only" data-testid="website-status">
        {announcement}
      </p>
    </section>
  );
}

function Results({ job, headingRef, lang }: { job: SpeedJobView; headingRef: React.RefObject<HTMLHeadingElement | null>; lang: "ar" | "en" }) {
  const { t } = useT("tool-speed");
  const first = job.results.mobile ?? job.results.desktop;
  const minutes = first ? Math.max(1, Math.round((Date.now() - Date.parse(first.fetchedAt)) / 60_000)) : 0;
  return (
    <section className="grid gap-6" aria-labelledby="website-results-title" data-testid="website-results">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="website-results-title" ref={headingRef} tabIndex={-1} className="text-xl font-extrabold focus:outline-none">
          {t("website.results.title")}:{" "}
          <bdi dir="ltr" className="font-mono text-base break-all" data-testid="website-final-url">
            {first?.finalUrl || job.url}
          </bdi>
        </h2>
        <p className="text-xs text-muted">{t("website.results.legend")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {strategies.map((strategy) => {
          const report = job.results[strategy];
          return report ? <StrategyCard key={strategy} report={report} /> : null;
        })}
      </div>
      <div className="grid gap-1 text-xs leading-6 text-muted">
        {job.cached && <p data-testid="website-cached">{t("website.results.cached", { minutes: formatNumber(minutes, lang) })}</p>}
        {first && (
          <p data-testid="website-provider">
            {t("website.results.measuredBy", { provider: t(`website.results.providers.${first.provider}`), version: first.lighthouseVersion, date: formatDate(first.fetchedAt, lang) })}
          </p>
        )}
      </div>
      <p role="status" className="sr-only" data-testid="website-status">
        {t("website.results.announce", { mobile: job.results.mobile?.score ?? "-", desktop: job.results.desktop?.score ?? "-" })}
      </p>
    </section>
  );
}

function StrategyCard({ report }: { report: StrategyReport }) {
  const lang = useLang();
  const { t } = useT("tool-speed");
  const Icon = strategyIcon[report.strategy];
  const testId = `website-${report.strategy}`;
  return (
    <article className="card grid content-start gap-5 p-5 sm:p-7" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h3 id={`${testId}-title`} className="flex items-center gap-2 text-lg font-extrabold">
        <Icon className="size-5 text-accent-text" aria-hidden />
        {t(`website.results.strategies.${report.strategy}`)}
      </h3>
      <ScoreGauge
        score={report.score}
        band={report.band}
        display={formatNumber(report.score, lang)}
        label={t("website.results.score")}
        outOf={t("website.results.outOf")}
        bandLabel={t(`website.results.bands.${report.band}`)}
        testId={testId}
      />
      <div>
        <h4 className="text-sm font-bold">{t("website.results.metricsTitle")}</h4>
        <dl className="mt-2 grid gap-2">
          {report.metrics.map((metric) => (
            <MetricRow key={metric.id} metric={metric} strategy={report.strategy} />
          ))}
        </dl>
      </div>
      <div>
        <h4 className="text-sm font-bold">{t("website.results.opportunitiesTitle")}</h4>
        {report.opportunities.length === 0 ? (
          <p className="mt-2 text-sm text-muted" data-testid={`${testId}-no-opportunities`}>
            {t("website.results.noOpportunities")}
          </p>
        ) : (
          <ol className="mt-2 grid gap-3" data-testid={`${testId}-opportunities`}>
            {report.opportunities.map((opportunity) => (
              <OpportunityItem key={opportunity.id} opportunity={opportunity} />
            ))}
          </ol>
        )}
      </div>
    </article>
  );
}

function useAmounts() {
  const lang = useLang();
  const { t } = useT("tool-speed");
  const seconds = (ms: number) => t("website.results.units.s", { value: formatNumber(ms / 1000, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
  const millis = (ms: number) => t("website.results.units.ms", { value: formatNumber(Math.round(ms), lang) });
  return {
    metric(metric: Metric) {
      if (metric.id === "cls") return formatNumber(metric.value, lang, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
      if (metric.id === "tbt") return millis(metric.value);
      return seconds(metric.value);
    },
    saving(opportunity: Opportunity) {
      if (opportunity.savingsMs >= 1000) return seconds(opportunity.savingsMs);
      if (opportunity.savingsMs > 0) return millis(opportunity.savingsMs);
      if (opportunity.savingsBytes > 0) return t("website.results.units.kb", { value: formatNumber(Math.max(1, Math.round(opportunity.savingsBytes / 1024)), lang) });
      return null;
    },
  };
}

function MetricRow({ metric, strategy }: { metric: Metric; strategy: Strategy }) {
  const { t } = useT("tool-speed");
  const amounts = useAmounts();
  return (
    <div className="flex items-center gap-3 rounded-xl border border-line bg-bg/40 px-3 py-2" data-testid={`website-${strategy}-metric-${metric.id}`} data-band={metric.band}>
      <span className={`size-2.5 shrink-0 rounded-full bg-current ${bandText[metric.band]}`} aria-hidden />
      <dt className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{t(`website.results.metrics.${metric.id}.name`)}</span>
        <span className="block text-xs text-muted">{t(`website.results.metrics.${metric.id}.hint`)}</span>
      </dt>
      <dd className={`text-end font-bold tabular-nums ${bandText[metric.band]}`}>
        {amounts.metric(metric)}
        <span className="sr-only"> ({t(`website.results.bands.${metric.band}`)})</span>
      </dd>
    </div>
  );
}

function OpportunityItem({ opportunity }: { opportunity: Opportunity }) {
  const { t } = useT("tool-speed");
  const amounts = useAmounts();
  const title = t(`website.opportunities.${opportunity.id}.title`, { defaultValue: "" });
  const advice = t(`website.opportunities.${opportunity.id}.advice`, { defaultValue: "" });
  const saving = amounts.saving(opportunity);
  return (
    <li className="flex gap-3 border-t border-line pt-3 first:border-t-0 first:pt-0" data-testid="website-opportunity" data-id={opportunity.id}>
      <Wrench className="mt-1 size-4 shrink-0 text-amber-300" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {title || (
            <span lang="en" dir="ltr">
              {opportunity.title}
            </span>
          )}
        </p>
        {advice && <p className="mt-0.5 text-sm leading-6 text-muted">{advice}</p>}
        {saving && (
          <p className="mt-1 text-xs font-semibold text-amber-300" data-testid="website-saving">
            {t("website.results.saves", { amount: saving })}
          </p>
        )}
      </div>
    </li>
  );
}
