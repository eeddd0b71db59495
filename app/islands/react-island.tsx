import { useEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import type { Lang } from "#core/i18n/languages";
import type { Translations } from "#core/i18n/namespaces";
import { addTranslations, createI18n } from "~/i18n/i18n";
import { carryFields, focusIn, restoreFocus } from "./take-over";

/** What a React island of a page of islands needs besides its own props: the page's language and texts. */
export type ReactIslandPage = { lang: Lang; translations: Translations };

function Mounted({ onMount, children }: { onMount?: () => void; children: ReactNode }) {
  useEffect(() => onMount?.(), [onMount]);
  return children;
}

/**
 * Renders a component of the application into `container` on a page of islands (ADR 055), with what its
 * hooks read there: i18next with the page's texts (React Router's hooks read the document's address, and its
 * links are the browser's own: `islands/router.tsx`). A new subtree: what the server drew in the container
 * is replaced, never hydrated. `onMount` runs once it is on screen.
 */
export function renderIsland(container: Element, page: ReactIslandPage, node: ReactNode, onMount?: () => void) {
  const i18n = createI18n(page.lang);
  addTranslations(i18n, page.translations);
  const root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18n}>
      <Mounted onMount={onMount}>{node}</Mounted>
    </I18nextProvider>,
  );
  return root;
}

/**
 * Replaces the server's markup in `target` with `node`, rendered aside first: what the visitor typed, chose or
 * ticked up to the moment it is ready, and where his focus and cursor were, move over to it. Resolves once
 * it is in the page.
 */
export function takeOver(target: Element, page: ReactIslandPage, node: ReactNode): Promise<void> {
  const fresh = document.createElement("div");
  fresh.className = "contents";
  return new Promise((resolve) => {
    renderIsland(fresh, page, node, () => {
      carryFields(target, fresh);
      const focus = focusIn(target);
      target.replaceChildren(fresh);
      restoreFocus(fresh, focus);
      resolve();
    });
  });
}
