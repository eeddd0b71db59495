import type { MetaDescriptor } from "react-router";
import { isLang, type Lang } from "#core/i18n/languages";
import { cookieFromHeader, studioLanguageCookie } from "#core/i18n/studio-language";

/** The words a studio tab's title is made of, in one language (sent by the admin layout's loader, ~1 KB each). */
export type StudioTitles = { brand: string; sections: Record<string, string>; signIn: string; reset: string };

type LayoutData = { lang: Lang; titles: Record<Lang, StudioTitles> };
type Match = { id: string; loaderData?: unknown } | undefined;

/**
 * A studio screen's tab title and robots rule, in the studio's language: the first HTML's, then in the
 * browser the one he last picked (the cookie the language switch writes), so a switch renames the next tabs too.
 */
export function studioMeta(matches: readonly Match[], pick: (titles: StudioTitles) => string | undefined): MetaDescriptor[] {
  const layout = matches.find((match) => match?.id === "routes/admin-layout")?.loaderData as LayoutData | undefined;
  const robots = { name: "robots", content: "noindex, nofollow" };
  if (!layout) return [robots];
  const picked = typeof document === "undefined" ? undefined : cookieFromHeader(document.cookie, studioLanguageCookie);
  const titles = layout.titles[isLang(picked) ? picked : layout.lang];
  const name = pick(titles);
  return [{ title: name ? `${name} · ${titles.brand}` : titles.brand }, robots];
}

/** The tab title a screen has in another language: "Settings · Site admin" becomes «الإعدادات · لوحة إدارة الموقع». */
export function retitle(title: string, from: StudioTitles, to: StudioTitles): string {
  if (title === from.brand) return to.brand;
  const [name, brand] = title.split(" · ");
  if (brand !== from.brand) return title;
  const named = (titles: StudioTitles) => [...Object.entries(titles.sections), ["signIn", titles.signIn], ["reset", titles.reset]];
  const key = named(from).find(([, value]) => value === name)?.[0];
  const translated = named(to).find(([each]) => each === key)?.[1];
  return translated ? `${translated} · ${to.brand}` : title;
}
