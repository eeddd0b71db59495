import { useEffect, useRef, useState } from "react";
import { Circle, CircleCheck, LoaderCircle } from "lucide-react";
import { useLang, useT } from "~/i18n/use-lang";
import { formatNumber } from "~/utils/format";
import { strategies, type SpeedJobView } from "#core/tools/website-report";
import { strategyIcon } from "./strategy-icon";

/** Rough length of one audit, for the progress bar only. */
const expectedStepMs = 9_000;

/** Where the audit is: queued, then each strategy in turn, with a bar that creeps within a step. */
export function WebsiteProgress({ job, host }: { job: SpeedJobView | null; host: string }) {
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
            <li
              key={strategy}
              className="flex items-center gap-3 rounded-xl border border-line bg-bg/40 p-3"
              data-testid={`website-step-${strategy}`}
              data-status={status}
            >
              <Icon className="size-5 shrink-0 text-muted" aria-hidden />
              <span className="flex-1 font-semibold">{t(`website.progress.steps.${strategy}`)}</span>
              {status === "done" ? (
                <CircleCheck className="size-5 text-success" aria-hidden />
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
