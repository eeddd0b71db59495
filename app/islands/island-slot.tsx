import type { ReactNode } from "react";
import { useMatches } from "react-router";
import type { Lang } from "#core/i18n/languages";
import type { Namespace, Translations } from "#core/i18n/namespaces";
import { useDelivery } from "~/utils/delivery";
import { IslandProps } from "./island-props";

/**
 * Where an application component sits on a page that may be of islands (ADR 055): on such a page, the
 * server's markup of `children` inside an island named `name` that carries what the island needs to take
 * over at the first touch (the page's texts of `namespaces`, and `props`); on an application page,
 * `children` alone. `clicks`: a press on a button of the island before its code has come is not the
 * button's own (a submit with no script), but is done again once the island is up. `atLoad`: the island wakes
 * once the page is up, without waiting for a touch (what it shows needs the browser at once).
 */
export function IslandSlot<P extends object>({
  name,
  lang,
  namespaces,
  props,
  clicks = false,
  atLoad = false,
  children,
}: {
  name: string;
  lang: Lang;
  namespaces: readonly Namespace[];
  props: P;
  clicks?: boolean;
  atLoad?: boolean;
  children: ReactNode;
}) {
  const islands = useDelivery() === "islands";
  const bundles: Translations["bundles"] = {};
  for (const match of useMatches()) {
    const translations = (match.loaderData as { translations?: Translations } | undefined)?.translations;
    for (const ns of namespaces) {
      const bundle = translations?.bundles[ns];
      if (bundle) bundles[ns] = bundle;
    }
  }
  if (!islands) return children;
  return (
    // Boxes of no layout of their own: what the server drew stays the item of the grid it sits in.
    <div data-island={name} data-island-clicks={clicks ? "" : undefined} data-island-wake={atLoad ? "load" : undefined} className="contents">
      <IslandProps value={{ lang, translations: { lang, bundles }, ...props }} />
      <div data-island-root className="contents">
        {children}
      </div>
    </div>
  );
}
