import { useState, type FormEvent } from "react";
import { CircleCheck, CircleX, Info, Search, TriangleAlert } from "lucide-react";
import { useLang, useT } from "~/i18n/use-lang";
import { callTool, type ToolError } from "~/features/tools/kit/tool-api";
import { ScoreGauge } from "~/features/tools/kit/score-gauge";
import { UrlForm } from "~/features/tools/kit/url-form";
import { invalidUrlError, useLatestRequest } from "~/features/tools/kit/use-latest-request";
import { parseSiteUrl } from "#core/tools/site-url";
import type { CheckStatus, SeoCheck, SeoReport } from "#core/tools/seo-report";

type State = { kind: "idle" } | { kind: "analysing" } | { kind: "error"; error: ToolError } | { kind: "report"; report: SeoReport };

/** The server needs up to ~25 s in the worst case (page, then robots.txt and sitemap at a new origin). */
const clientTimeoutMs = 45_000;

const statusStyle: Record<CheckStatus, { icon: typeof CircleCheck; className: string }> = {
  fail: { icon: CircleX, className: "text-rose-400" },
  warn: { icon: TriangleAlert, className: "text-amber-300" },
  pass: { icon: CircleCheck, className: "text-emerald-400" },
  info: { icon: Info, className: "text-sky-300" },
};

const number = (value: number) => new Intl.NumberFormat("en-US").format(value);

/** Basic SEO analyzer: the server reads the page; the advice is worded here, in the page's language. */
export default function SeoTool() {
  const lang = useLang();
  const { t } = useT("tool-seo");
  const tools = useT("tools").t;
  const [url, setUrl] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const nextRequest = useLatestRequest();

  const analysing = state.kind === "analysing";
  const error = state.kind === "error" ? state.error : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (analysing) return;
    const site = parseSiteUrl(url);
    if (!site.ok) {
      setState({ kind: "error", error: invalidUrlError(tools) });
      return;
    }
    const current = nextRequest();
    setState({ kind: "analysing" });
    try {
      const result = await callTool<SeoReport>("seo", {
        lang,
        body: { url: site.url },
        signal: AbortSignal.any([current.signal, AbortSignal.timeout(clientTimeoutMs)]),
        fallback: { title: tools("api.network.title"), message: tools("api.network.message") },
      });
      if (current.signal.aborted) return;
      setState(result.ok ? { kind: "report", report: result.data } : { kind: "error", error: result.error });
    } catch {
      // Aborted: a newer analysis or leaving the page; nothing to show.
    }
  }

  const announcement =
    state.kind === "analysing"
      ? t("form.analysing")
      : state.kind === "report"
        ? t("report.announce", { score: state.report.score, fail: state.report.counts.fail, warn: state.report.counts.warn })
        : "";

  return (
    <div className="grid gap-6" data-testid="seo-tool">
      <UrlForm
        testId="seo"
        title={t("form.title")}
        label={t("form.label")}
        placeholder={t("form.placeholder")}
        help={t("form.help")}
        submitLabel={t("form.submit")}
        icon={Search}
        busy={analysing}
        error={error}
        value={url}
        onChange={setUrl}
        onSubmit={submit}
      >
        <p role="status" aria-live="polite" className="sr-only" data-testid="seo-status">
          {announcement}
        </p>
      </UrlForm>

      {state.kind === "analysing" && (
        <div className="card flex items-center justify-center gap-3 p-10 text-muted" data-testid="seo-analysing">
          <span className="size-6 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden />
          <span>{t("form.analysing")}</span>
        </div>
      )}

      {(state.kind === "idle" || state.kind === "error") && <Idle />}
      {state.kind === "report" && <Report report={state.report} />}
    </div>
  );
}

function Idle() {
  const { t } = useT("tool-seo");
  return (
    <section className="card p-5 sm:p-7" aria-labelledby="seo-idle-title" data-testid="seo-idle">
      <h2 id="seo-idle-title" className="text-lg font-extrabold">
        {t("idle.title")}
      </h2>
      <p className="mt-2 text-sm leading-7 text-muted">{t("idle.text")}</p>
      <ul className="mt-3 grid gap-2 text-sm leading-7 md:grid-cols-2 md:gap-x-8">
        {(t("idle.items", { returnObjects: true }) as string[]).map((item) => (
          <li key={item} className="flex gap-2">
            <CircleCheck className="mt-1.5 size-4 shrink-0 text-accent-text" aria-hidden />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs leading-6 text-muted">{t("idle.note")}</p>
    </section>
  );
}

function Report({ report }: { report: SeoReport }) {
  const { t } = useT("tool-seo");
  const order: Record<CheckStatus, number> = { fail: 0, warn: 1, pass: 2, info: 3 };
  const problems = report.checks.filter((c) => c.status === "fail" || c.status === "warn").sort((a, b) => order[a.status] - order[b.status]);
  const passed = report.checks.filter((c) => c.status === "pass");
  const notes = report.checks.filter((c) => c.status === "info");
  const metrics = [
    { key: "responseTime", value: t("report.units.ms", { value: number(report.metrics.responseMs) }) },
    { key: "pageWeight", value: t("report.units.kb", { value: number(Math.max(1, Math.round(report.metrics.bytes / 1024))) }) },
    { key: "words", value: number(report.metrics.words) },
  ] as const;

  return (
    <section className="grid gap-6" aria-labelledby="seo-report-title" data-testid="seo-report">
      <div className="card grid gap-6 p-5 sm:p-7 md:grid-cols-[auto_minmax(0,1fr)] md:items-center">
        <h2 id="seo-report-title" className="text-xl font-extrabold md:col-span-2">
          {t("report.title")}
        </h2>
        <ScoreGauge
          score={report.score}
          band={report.band}
          label={t("report.score")}
          outOf={t("report.outOf")}
          bandLabel={t(`report.bands.${report.band}`)}
          testId="seo"
        />
        <div className="grid min-w-0 gap-4">
          <div>
            <p className="text-xs font-semibold text-muted">{t("report.analysed")}</p>
            <p className="mt-1 text-sm">
              <span dir="ltr" className="font-mono break-all" data-testid="seo-final-url">
                {report.finalUrl}
              </span>
            </p>
            {report.redirects > 0 && <p className="mt-1 text-xs text-muted">{t("report.redirects", { count: report.redirects })}</p>}
          </div>
          <ul className="flex flex-wrap gap-2" data-testid="seo-counts">
            {(["fail", "warn", "pass"] as const).map((status) => {
              const Icon = statusStyle[status].icon;
              return (
                <li key={status} className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm" data-testid={`seo-count-${status}`}>
                  <Icon className={`size-4 ${statusStyle[status].className}`} aria-hidden />
                  <span className="font-bold">{report.counts[status]}</span>{" "}
                  <span className="text-muted">{t(`report.counts.${status}`)}</span>
                </li>
              );
            })}
          </ul>
          <dl className="grid grid-cols-3 gap-3 text-sm">
            {metrics.map((metric) => (
              <div key={metric.key} className="rounded-xl border border-line bg-bg/40 p-3">
                <dt className="text-xs text-muted">{t(`report.metrics.${metric.key}`)}</dt>
                <dd className="mt-1 font-bold" data-testid={`seo-metric-${metric.key}`}>
                  {metric.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      {problems.length > 0 && <Group id="problems" checks={problems} />}
      {passed.length > 0 && <Group id="passed" checks={passed} />}
      {notes.length > 0 && <Group id="info" checks={notes} />}
      <p className="text-xs leading-6 text-muted">{t("report.note")}</p>
    </section>
  );
}

function Group({ id, checks }: { id: "problems" | "passed" | "info"; checks: SeoCheck[] }) {
  const { t } = useT("tool-seo");
  return (
    <section className="card p-5 sm:p-7" aria-labelledby={`seo-group-${id}`} data-testid={`seo-group-${id}`}>
      <h3 id={`seo-group-${id}`} className="text-lg font-extrabold">
        {t(`report.groups.${id}`)} <span className="text-muted">({checks.length})</span>
      </h3>
      <ul className="mt-4 grid gap-4">
        {checks.map((check) => (
          <CheckItem key={check.id} check={check} />
        ))}
      </ul>
    </section>
  );
}

function CheckItem({ check }: { check: SeoCheck }) {
  const { t } = useT("tool-seo");
  const { icon: Icon, className } = statusStyle[check.status];
  return (
    <li className="flex gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0" data-testid={`seo-check-${check.id}`} data-status={check.status}>
      <Icon className={`mt-1 size-5 shrink-0 ${className}`} aria-hidden />
      <div className="min-w-0 flex-1">
        <h4 className="font-bold">
          <span className="sr-only">{t(`report.status.${check.status}`)}: </span>
          {t(`checks.${check.id}.title`)}
        </h4>
        <p className="mt-1 text-sm leading-7 text-muted" data-testid="seo-advice">
          {t(`checks.${check.id}.${check.code}`, check.facts)}
        </p>
        {check.samples && (
          <div className="mt-2">
            <p className="sr-only">{t("report.details")}</p>
            <ul className="grid gap-1">
              {check.samples.values.map((value) => (
                <li key={value} className="rounded-lg bg-bg/50 px-3 py-1.5 text-start">
                  {check.samples!.kind === "text" ? (
                    <bdi dir={/\p{L}/u.test(value) ? "auto" : "ltr"} className="text-sm break-words">
                      {value}
                    </bdi>
                  ) : (
                    <span dir="ltr" className="font-mono text-xs break-all">
                      {value}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}
