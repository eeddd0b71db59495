import { MessageCircle } from "lucide-react";
import { homePath } from "#core/i18n/languages";
import { tapHref } from "#core/leads/tap-link";
import { useLang, useT } from "~/i18n/use-lang";
import { useTapPage } from "~/components/contact/tap-page";
import type { DomainReport } from "#core/tools/domain-report";

const offers = {
  available: "states.available.register",
  premium: "states.premium.buy",
  unsupported: "states.unsupported.contact",
  unknown: "states.unsupported.contact",
} as const;

/** What the visitor can do next: register, buy, or ask. */
export function DomainActions({ report }: { report: DomainReport }) {
  const lang = useLang();
  const { t } = useT("tool-domain");
  const tapPage = useTapPage();
  if (!(report.state in offers)) return null;
  const label = offers[report.state as keyof typeof offers];
  const textKey =
    report.state === "available"
      ? "states.available.whatsappText"
      : report.state === "premium"
        ? "states.premium.whatsappText"
        : "states.unsupported.whatsappText";
  // Through the site (issue 45): the chat opens with the question about this domain, and the tap's code.
  const whatsapp = tapHref("whatsapp", tapPage, "page", { t: t(textKey, { domain: report.unicode }) });
  return (
    <div className="flex flex-wrap gap-3" data-testid="domain-actions">
      <a href={`${homePath(lang)}#contact`} className="btn-primary inline-flex" data-testid="domain-contact">
        {t(label)}
      </a>
      <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="btn-ghost inline-flex" data-testid="domain-whatsapp">
        <MessageCircle className="size-4" aria-hidden />
        {t("actions.whatsapp")}
        <span className="sr-only"> {t("actions.newTab")}</span>
      </a>
    </div>
  );
}
