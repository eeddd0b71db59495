import { Info } from "lucide-react";
import { useLang, useT } from "~/i18n/use-lang";
import type { DomainReport } from "#core/tools/domain-report";
import { endingOf, formatDate, formatPrice } from "./domain-format";
import { keepWhole, Ltr } from "./ltr";
import { stateStyle } from "./state-style";

/** The main answer: the name, its state and what the registry said. */
export function DomainVerdict({ report }: { report: DomainReport }) {
  const lang = useLang();
  const { t } = useT("tool-domain");
  const { icon: Icon, tone } = stateStyle[report.state];
  const domain = report.unicode;
  return (
    <div className="grid gap-4" data-testid="domain-verdict" data-state={report.state}>
      <div className={`flex items-start gap-3 rounded-xl border p-4 ${tone}`}>
        <Icon className="mt-1 size-6 shrink-0" aria-hidden />
        <div className="min-w-0 grid gap-1">
          <p className="text-lg font-extrabold" data-testid="domain-state-title">
            {t(`states.${report.state}.title`)}
          </p>
          <p className="text-xl font-bold break-all text-fg" data-testid="domain-name">
            <Ltr>{domain}</Ltr>
          </p>
          {report.ascii !== report.unicode && (
            <p className="text-xs text-muted" data-testid="domain-punycode">
              {t("result.punycode")}: <Ltr className="font-mono break-all">{report.ascii}</Ltr>
            </p>
          )}
        </div>
      </div>
      {report.notes.map((note) => (
        <p key={note} className="flex items-start gap-2 text-sm leading-6 text-muted" data-testid={`domain-note-${note}`}>
          <Info className="mt-1 size-4 shrink-0" aria-hidden />
          <span>{t(`result.notes.${note}`, { domain, host: report.typedHost ?? "" })}</span>
        </p>
      ))}
      <p className="leading-7" data-testid="domain-state-text">
        {keepWhole(t(`states.${report.state}.text`, { domain, ending: endingOf(domain) }), domain)}
      </p>
      {report.state === "taken" && (report.registered || report.expires || report.registrar) && (
        <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-line p-4 text-sm sm:grid-cols-[auto_1fr]" data-testid="domain-dates">
          {report.registered && (
            <>
              <dt className="text-muted">{t("states.taken.registered")}</dt>
              <dd className="font-semibold">{formatDate(lang, report.registered)}</dd>
            </>
          )}
          {report.expires && (
            <>
              <dt className="text-muted">{t("states.taken.expires")}</dt>
              <dd className="font-semibold">{formatDate(lang, report.expires)}</dd>
            </>
          )}
          {report.registrar && (
            <>
              <dt className="text-muted">{t("states.taken.registrar")}</dt>
              <dd className="font-semibold break-words">
                <bdi>{report.registrar}</bdi>
              </dd>
            </>
          )}
        </dl>
      )}
      {report.state === "premium" && report.price !== undefined && (
        <p className="text-sm" data-testid="domain-price">
          <span className="text-muted">{t("states.premium.price")}: </span>
          <Ltr className="text-lg font-extrabold">{formatPrice(lang, report.price, report.currency ?? "USD")}</Ltr>
        </p>
      )}
    </div>
  );
}
