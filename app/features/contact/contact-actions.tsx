import { MessageCircle, Phone, Send } from "lucide-react";
import { phoneDigits } from "#core/settings/site-settings";
import { useT } from "~/i18n/use-lang";

/** What he has typed so far, carried into the WhatsApp message. */
export type ContactDraft = { name: string; company: string; message: string };

/** Send, or the same enquiry by WhatsApp (what he typed goes with it) or a call. */
export function ContactActions({ draft, contact, sending }: { draft: ContactDraft; contact: { phone: string; whatsapp: string }; sending: boolean }) {
  const { t } = useT("contact");
  const whatsappText = [
    draft.company ? t("whatsappTextCompany", { name: draft.name || "…", company: draft.company }) : t("whatsappText", { name: draft.name || "…" }),
    draft.message,
  ]
    .filter(Boolean)
    .join("\n\n");
  const whatsappHref = `https://wa.me/${phoneDigits(contact.whatsapp)}${draft.name || draft.message ? `?text=${encodeURIComponent(whatsappText)}` : ""}`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary inline-flex disabled:opacity-60" disabled={sending} data-testid="contact-send">
        <Send className="size-4 rtl:-scale-x-100" aria-hidden />
        {sending ? t("form.sending") : t("form.send")}
      </button>
      <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className="btn-ghost inline-flex" data-testid="contact-whatsapp">
        <MessageCircle className="size-4" aria-hidden />
        {t("form.whatsapp")}
      </a>
      <a href={`tel:+${phoneDigits(contact.phone)}`} className="btn-ghost inline-flex" data-testid="contact-call">
        <Phone className="size-4" aria-hidden />
        {t("form.call")}
      </a>
    </div>
  );
}
