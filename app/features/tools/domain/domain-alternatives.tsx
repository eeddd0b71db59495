import { useLang, useT } from "~/i18n/use-lang";
import type { DomainReport } from "#core/tools/domain-report";
import { formatPrice } from "./domain-format";
import { Ltr } from "./ltr";
import { stateStyle } from "./state-style";

/** The same name under other endings, each with its own answer; a free one can be checked in one click. */
export function DomainAlternatives({ report, onCheck }: { report: DomainReport; onCheck: (name: string) => void }) {
  const lang = useLang();
  const { t } = useT("tool-domain");
  return (
    <div className="grid gap-3 border-t border-line pt-4" data-testid="domain-alternatives">
      <h3 className="font-bold">{t("alternatives.title")}</h3>
      {report.alternatives.length === 0 ? (
        <p className="text-sm text-muted">{t("alternatives.none")}</p>
      ) : (
        <ul className="grid gap-2">
          {report.alternatives.map((item) => {
            const { icon: Icon, tone } = stateStyle[item.state];
            return (
              <li
                key={item.ascii}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line px-3 py-2"
                data-testid="domain-alternative"
                data-state={item.state}
              >
                <Ltr className="min-w-0 font-semibold break-all">{item.unicode}</Ltr>
                <span className="flex items-center gap-2">
                  <span className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>
                    <Icon className="size-3.5" aria-hidden />
                    {t(`alternatives.labels.${item.state}`)}
                    {item.state === "premium" && item.price !== undefined && (
                      <>
                        <span aria-hidden>·</span>
                        <Ltr>{formatPrice(lang, item.price, item.currency ?? "USD")}</Ltr>
                      </>
                    )}
                  </span>
                  {(item.state === "available" || item.state === "premium") && (
                    <button
                      type="button"
                      className="rounded-lg px-2 py-1 text-xs font-semibold text-accent-text underline decoration-dotted underline-offset-4 hover:text-fg"
                      onClick={() => onCheck(item.unicode)}
                      aria-label={t("alternatives.check", { domain: item.unicode })}
                    >
                      {t("form.submit")}
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
