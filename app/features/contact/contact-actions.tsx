import { MessageCircle, Phone, Send } from "lucide-react";
import { tapHref } from "#core/leads/tap-link";
import { useT } from "~/i18n/use-lang";
import { useTapPage } from "~/components/contact/tap-page";

/**
 * Send, or the same enquiry by WhatsApp, or a call. The WhatsApp button sends the form to `/go/whatsapp`
 * (POST, in a new tab): the tap is counted with a code and the chat opens with what he typed, which is
 * never put in an address (issue 45). It works the same without JavaScript.
 */
export function ContactActions({ sending }: { sending: boolean }) {
  const { t } = useT("contact");
  const tapPage = useTapPage();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary inline-flex disabled:opacity-60" disabled={sending} data-testid="contact-send">
        <Send className="size-4 rtl:-scale-x-100" aria-hidden />
        {sending ? t("form.sending") : t("form.send")}
      </button>
      <button
        type="submit"
        formAction={tapHref("whatsapp", tapPage, "contact")}
        formMethod="post"
        formTarget="_blank"
        formNoValidate
        className="btn-ghost inline-flex"
        data-testid="contact-whatsapp"
        data-tap
      >
        <MessageCircle className="size-4" aria-hidden />
        {t("form.whatsapp")}
      </button>
      <a href={tapHref("call", tapPage, "contact")} className="btn-ghost inline-flex" data-testid="contact-call">
        <Phone className="size-4" aria-hidden />
        {t("form.call")}
      </a>
    </div>
  );
}
