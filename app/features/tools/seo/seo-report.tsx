import { useT } from "~/i18n/use-lang";
import { ScoreGauge } from "~/features/tools/kit/score-gauge";
import { WebAddress } from "~/components/ui/web-address";
import type { CheckStatus, SeoReport } from "#core/tools/seo-report";
import { statusStyle } from "./check-status";
import { CheckGroup } from "./seo-check";
import { readableUrl } from "./readable-url";

const number = (value: number) => new Intl.NumberFormat("en-US").format(value);
const order: Record<CheckStatus, number> = { fail: 0, warn: 1, pass: 2, info: 3 };

/** The score, the counts and figures, then the checks grouped: problems first. */
export function Report({ report }: { report: SeoReport }) {
  const { t } = useT("tool-seo");
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
              {/* Readable (Arabic paths and hosts decoded), as text, isolated so the page's direction cannot reorder it. */}
              <WebAddress address={readableUrl(report.finalUrl)} className="font-mono" data-testid="seo-final-url" />
            </p>
            {report.redirects > 0 && <p className="mt-1 text-xs text-muted">{t("report.redirects", { count: report.redirects })}</p>}
          </div>
          <ul className="flex flex-wrap gap-2" data-testid="seo-counts">
            {(["fail", "warn", "pass"] as const).map((status) => {
              const Icon = statusStyle[status].icon;
              return (
                <li
                  key={status}
                  className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1 text-sm"
                  data-testid={`seo-count-${status}`}
                >
                  <Icon className={`size-4 ${statusStyle[status].className}`} aria-hidden />
                  <span className="font-bold">{report.counts[status]}</span> <span className="text-muted">{t(`report.counts.${status}`)}</span>
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

      {problems.length > 0 && <CheckGroup id="problems" checks={problems} />}
      {passed.length > 0 && <CheckGroup id="passed" checks={passed} />}
      {notes.length > 0 && <CheckGroup id="info" checks={notes} />}
      <p className="text-xs leading-6 text-muted">{t("report.note")}</p>
    </section>
  );
}
