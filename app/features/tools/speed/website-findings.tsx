import { Wrench } from "lucide-react";
import { useLang, useT } from "~/i18n/use-lang";
import { formatNumber } from "~/utils/format";
import { bandText } from "~/features/tools/kit/score-gauge";
import type { Metric, Opportunity, Strategy } from "#core/tools/website-report";

/** Metric values and savings in the page's language and units. */
function useAmounts() {
  const lang = useLang();
  const { t } = useT("tool-speed");
  const seconds = (ms: number) =>
    t("website.results.units.s", { value: formatNumber(ms / 1000, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
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
      if (opportunity.savingsBytes > 0)
        return t("website.results.units.kb", { value: formatNumber(Math.max(1, Math.round(opportunity.savingsBytes / 1024)), lang) });
      return null;
    },
  };
}

export function MetricRow({ metric, strategy }: { metric: Metric; strategy: Strategy }) {
  const { t } = useT("tool-speed");
  const amounts = useAmounts();
  return (
    <div
      className="flex items-center gap-3 rounded-xl border border-line bg-bg/40 px-3 py-2"
      data-testid={`website-${strategy}-metric-${metric.id}`}
      data-band={metric.band}
    >
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

export function OpportunityItem({ opportunity }: { opportunity: Opportunity }) {
  const { t } = useT("tool-speed");
  const amounts = useAmounts();
  const title = t(`website.opportunities.${opportunity.id}.title`, { defaultValue: "" });
  const advice = t(`website.opportunities.${opportunity.id}.advice`, { defaultValue: "" });
  const saving = amounts.saving(opportunity);
  return (
    <li className="flex gap-3 border-t border-line pt-3 first:border-t-0 first:pt-0" data-testid="website-opportunity" data-id={opportunity.id}>
      <Wrench className="mt-1 size-4 shrink-0 text-warning" aria-hidden />
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
          <p className="mt-1 text-xs font-semibold text-warning" data-testid="website-saving">
            {t("website.results.saves", { amount: saving })}
          </p>
        )}
      </div>
    </li>
  );
}
