import type { ReactNode } from "react";
import { useMatches } from "react-router";
import type { Lang } from "#core/i18n/languages";
import type { Translations } from "#core/i18n/namespaces";
import { useDelivery } from "~/utils/delivery";
import { IslandProps } from "./island-props";
import type { ContactFormIslandProps } from "./contact-form";

/**
 * Where a contact form sits (the contact page, the home page's section). On a page of islands (ADR 055) it
 * carries what the form's island needs to take over at the first touch: the page's contact and common texts,
 * the token and the answer of a post without script. An application page renders the form alone.
 */
export function ContactFormSlot({
  lang,
  token,
  initial,
  children,
}: Omit<ContactFormIslandProps, "translations"> & { lang: Lang; children: ReactNode }) {
  const islands = useDelivery() === "islands";
  const bundles: Translations["bundles"] = {};
  for (const match of useMatches()) {
    const translations = (match.loaderData as { translations?: Translations } | undefined)?.translations;
    if (translations?.bundles.common) bundles.common = translations.bundles.common;
    if (translations?.bundles.contact) bundles.contact = translations.bundles.contact;
  }
  if (!islands) return children;
  return (
    // Boxes of no layout of their own: the form stays the item of the grid it sits in (the home page's contact section).
    <div data-island="contact-form" className="contents">
      <IslandProps value={{ lang, translations: { lang, bundles }, token, initial } satisfies ContactFormIslandProps} />
      <div data-island-root className="contents">
        {children}
      </div>
    </div>
  );
}
