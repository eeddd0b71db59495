import type { RefObject } from "react";
import { useLang, useT } from "~/i18n/use-lang";
import { formatDate, formatNumber } from "~/utils/format";
import { ScoreGauge } from "~/features/tools/kit/score-gauge";
import { WebAddress } from "~/components/ui/web-address";
import { strategies, type SpeedJobView, type Strategy, type StrategyReport } from "#core/tools/website-report";
import { strategyIcon } from "./strategy-icon";
import { MetricRow, OpportunityItem } from "./website-findings";

/** Both strategies side by side, with where the numbers came from. */
export function WebsiteResults({ job, headingRef }: { job: SpeedJobView; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const lang = useLang();
  const { t } = useT("tool-speed");
  const first = job.results.mobile ?? job.results.desktop;
  const minutes = first ? Math.max(1, Math.round((Date.now() - Date.parse(first.fetchedAt)) / 60_000)) : 0;
  return (
    <section className="grid gap-6" aria-labelledby="website-results-title" data-testid="website-results">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="website-results-title" ref={headingRef} tabIndex={-1} className="text-xl font-extrabold focus:outline-none">
          {t("website.results.title")}:{" "}
          <WebAddress address={first?.finalUrl || job.url} className="font-mono text-base" data-testid="website-final-url" />
        </h2>
        <p className="text-xs text-muted">{t("website.results.legend")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {strategies.map((strategy) => {
          const report = job.results[strategy];
          if (report) return <StrategyCard key={strategy} report={report} />;
          return job.missing.includes(strategy) ? <MissingCard key={strategy} strategy={strategy} /> : null;
        })}
      </div>
      <div className="grid gap-1 text-xs leading-6 text-muted">
        {job.cached && <p data-testid="website-cached">{t("website.results.cached", { count: minutes })}</p>}
        {first && (
          <p data-testid="website-provider">
            {t("website.results.measuredBy", {
              provider: t(`website.results.providers.${first.provider}`),
              version: first.lighthouseVersion,
              date: formatDate(first.fetchedAt, lang),
            })}
          </p>
        )}
      </div>
      <p role="status" className="sr-only" data-testid="website-status">
        {t("website.results.announce", { mobile: job.results.mobile?.score ?? "-", desktop: job.results.desktop?.score ?? "-" })}
      </p>
    </section>
  );
}

/** The half that could not be measured, in the place its card would take. */
function MissingCard({ strategy }: { strategy: Strategy }) {
  const { t } = useT("tool-speed");
  const Icon = strategyIcon[strategy];
  const testId = `website-${strategy}`;
  return (
    <article className="card grid content-start gap-3 p-5 sm:p-7" aria-labelledby={`${testId}-title`} data-testid={`${testId}-missing`}>
      <h3 id={`${testId}-title`} className="flex items-center gap-2 text-lg font-extrabold">
        <Icon className="size-5 text-accent-text" aria-hidden />
        {t(`website.results.strategies.${strategy}`)}
      </h3>
      <p className="text-sm leading-7 text-muted">{t(`website.results.missing.${strategy}`)}</p>
    </article>
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
