import type { ReactNode } from "react";
import type { Lang } from "#core/i18n/languages";
import { IslandSlot } from "./island-slot";
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
  return (
    <IslandSlot name="contact-form" lang={lang} namespaces={["common", "contact"]} props={{ token, initial }}>
      {children}
    </IslandSlot>
  );
}
