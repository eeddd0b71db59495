import { useEffect, useRef, useState } from "react";
import { ArrowDown, ArrowUp, Gauge, RotateCcw, Square, Timer, TriangleAlert, Activity } from "lucide-react";
import { useLang, useT } from "~/i18n/use-lang";
import { formatNumber } from "~/utils/format";
import { useLatestRequest } from "~/features/tools/kit/use-latest-request";
import { defaultSpeedSettings, runSpeedTest, type SpeedProgress, type SpeedResults, type SpeedSettings } from "./internet-speed";
import { toolCompleted } from "~/utils/insights";

type State =
  | { kind: "idle"; cancelled?: boolean }
  | { kind: "testing"; progress: SpeedProgress }
  | { kind: "results"; results: SpeedResults }
  | { kind: "failed" };

declare global {
  interface Window {
    /** Browser tests shorten the test with this; visitors never set it. */
    __speedTestSettings?: SpeedSettings;
  }
}

const verdictOf = (mbps: number) => (mbps < 5 ? "slow" : mbps < 25 ? "fair" : mbps < 100 ? "good" : "fast");

/** The Internet tab: ping, download and upload against this site's server, with live progress. */
export function InternetSpeedPanel() {
  const lang = useLang();
  const { t } = useT("tool-speed");
  const [state, setState] = useState<State>({ kind: "idle" });
  const nextRun = useLatestRequest();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const number = (value: number) => formatNumber(value, lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const settings = () => (typeof window !== "undefined" && window.__speedTestSettings) || defaultSpeedSettings;

  useEffect(() => {
    if (state.kind === "results" || state.kind === "failed") resultHeading.current?.focus();
  }, [state.kind]);

  async function start() {
    const current = nextRun();
    setState({ kind: "testing", progress: { phase: "ping", progress: 0 } });
    try {
      const results = await runSpeedTest({
        settings: settings(),
        signal: current.signal,
        onProgress: (progress) => {
          if (!current.signal.aborted) setState({ kind: "testing", progress });
        },
      });
      if (!current.signal.aborted) {
        setState({ kind: "results", results });
        toolCompleted();
      }
    } catch (error) {
      if (current.signal.aborted || (error as Error).name === "AbortError") return;
      setState({ kind: "failed" });
    }
  }

  function stop() {
    nextRun();
    setState({ kind: "idle", cancelled: true });
  }

  const used = settings();
  return (
    <div className="card p-5 sm:p-7" data-testid="internet-speed" data-state={state.kind}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 className="text-xl font-extrabold">{t("internet.title")}</h2>
          <p className="mt-2 text-muted">{t("internet.intro")}</p>
          <p className="mt-1 text-sm text-muted">{t("internet.dataNote")}</p>
        </div>
        {state.kind === "testing" ? (
          <button type="button" className="btn-ghost inline-flex items-center gap-2" onClick={stop} data-testid="speed-stop">
            <Square className="size-4" aria-hidden />
            {t("internet.cancel")}
          </button>
        ) : (
          <button type="button" className="btn-primary inline-flex items-center gap-2" onClick={start} data-testid="speed-start">
            {state.kind === "idle" ? <Gauge className="size-5" aria-hidden /> : <RotateCcw className="size-5" aria-hidden />}
            {state.kind === "idle" ? t("internet.start") : t("internet.retest")}
          </button>
        )}
      </div>

      <div className="mt-6" aria-live="polite" aria-atomic="false">
        {state.kind === "idle" && state.cancelled && (
          <p className="text-sm text-muted" role="status">
            {t("internet.cancelled")}
          </p>
        )}

        {state.kind === "testing" && (
          <div data-testid="speed-testing" data-phase={state.progress.phase}>
            <p className="font-semibold" role="status">
              {t(`internet.phases.${state.progress.phase}`)}
            </p>
            <div
              className="mt-3 h-2 overflow-hidden rounded-full bg-line/60"
              role="progressbar"
              aria-label={t("internet.progressLabel")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(state.progress.progress * 100)}
            >
              <div
                className="h-full rounded-full bg-accent transition-[width] duration-200"
                style={{ width: `${Math.round(state.progress.progress * 100)}%` }}
              />
            </div>
            <p className="mt-5 flex items-baseline gap-2" aria-hidden={state.progress.mbps === undefined}>
              <span className="text-sm text-muted">{t("internet.liveLabel")}</span>
              <bdi className="text-4xl font-extrabold tabular-nums" data-testid="speed-live">
                {state.progress.mbps === undefined ? "—" : number(state.progress.mbps)}
              </bdi>
              <span className="text-muted">{t("internet.results.mbps")}</span>
            </p>
          </div>
        )}

        {state.kind === "results" && (
          <div data-testid="speed-results">
            <h3 ref={resultHeading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
              {t("internet.results.title")}
            </h3>
            <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Figure
                icon={<ArrowDown className="size-5" aria-hidden />}
                label={t("internet.results.download")}
                value={number(state.results.downloadMbps)}
                unit={t("internet.results.mbps")}
                id="download"
              />
              <Figure
                icon={<ArrowUp className="size-5" aria-hidden />}
                label={t("internet.results.upload")}
                value={number(state.results.uploadMbps)}
                unit={t("internet.results.mbps")}
                id="upload"
              />
              <Figure
                icon={<Timer className="size-5" aria-hidden />}
                label={t("internet.results.ping")}
                value={number(state.results.pingMs)}
                unit={t("internet.results.ms")}
                id="ping"
              />
              <Figure
                icon={<Activity className="size-5" aria-hidden />}
                label={t("internet.results.jitter")}
                value={number(state.results.jitterMs)}
                unit={t("internet.results.ms")}
                id="jitter"
              />
            </dl>
            <p className="mt-4 font-semibold" data-testid="speed-verdict">
              {t(`internet.verdicts.${verdictOf(state.results.downloadMbps)}`)}
            </p>
            <p className="mt-2 text-sm text-muted">{t("internet.results.note", { download: used.download.streams, upload: used.upload.streams })}</p>
          </div>
        )}

        {state.kind === "failed" && (
          <div className="rounded-xl border border-accent/60 bg-accent/10 p-4" role="alert" data-testid="speed-failed">
            <h3 ref={resultHeading} tabIndex={-1} className="flex items-center gap-2 font-bold focus:outline-none">
              <TriangleAlert className="size-5 text-accent-text" aria-hidden />
              {t("internet.errors.failed.title")}
            </h3>
            <p className="mt-1 text-muted">{t("internet.errors.failed.message")}</p>
          </div>
        )}
      </div>
    </div>
  );
}

function Figure({ icon, label, value, unit, id }: { icon: React.ReactNode; label: string; value: string; unit: string; id: string }) {
  return (
    <div className="rounded-xl border border-line bg-bg/40 p-4">
      <dt className="flex items-center gap-2 text-sm text-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 flex flex-wrap items-baseline gap-x-1.5">
        <bdi className="text-2xl font-extrabold tabular-nums sm:text-3xl" data-testid={`speed-${id}`}>
          {value}
        </bdi>
        <span className="text-sm whitespace-nowrap text-muted">{unit}</span>
      </dd>
    </div>
  );
}
