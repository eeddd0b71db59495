import { readableUrl } from "./readable-url";
import { useDynamicT, useT } from "~/i18n/use-lang";
import type { SeoCheck } from "#core/tools/seo-report";
import { statusStyle } from "./check-status";

/** A group of checks of one kind (problems, passed, notes). */
export function CheckGroup({ id, checks }: { id: "problems" | "passed" | "info"; checks: SeoCheck[] }) {
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
  const advice = useDynamicT("tool-seo");
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
          {advice(`checks.${check.id}.${check.code}`, check.facts)}
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
                    // An address as a person reads it (an Arabic path in letters, not percent escapes), kept left to right.
                    <bdi dir="ltr" className="font-mono text-xs break-all" data-testid="seo-sample-url">
                      {readableUrl(value)}
                    </bdi>
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
