import { Link } from "react-router";
import { MessageCircle } from "lucide-react";
import { tapHref } from "#core/leads/tap-link";
import { useTapPage } from "~/components/contact/tap-page";
import { useT } from "~/i18n/use-lang";

/**
 * A page's closing call to action: its button to the contact section and, beside it, WhatsApp through
 * the site (issue 45: the tap is counted for this page and the chat carries its code).
 */
export function CtaBanner({ title, text, button, href }: { title: string; text: string; button: string; href: string }) {
  const { t } = useT("common");
  const tapPage = useTapPage();
  return (
    <section className="container-page py-16" aria-labelledby="cta-title">
      <div className="relative overflow-hidden rounded-3xl border border-accent/40 bg-gradient-to-br from-accent/25 via-surface-2 to-surface p-8 sm:p-12">
        <h2 id="cta-title" className="max-w-2xl text-2xl font-extrabold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-muted">{text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={href} className="btn-primary inline-flex">
            {button}
          </Link>
          <a
            href={tapHref("whatsapp", tapPage, "page")}
            target="_blank"
            rel="noopener nofollow"
            className="btn-ghost inline-flex"
            data-testid="cta-whatsapp"
          >
            <MessageCircle className="size-4" aria-hidden />
            {t("cta.whatsapp")}
          </a>
        </div>
      </div>
    </section>
  );
}
