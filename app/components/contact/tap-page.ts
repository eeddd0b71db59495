import { useLocation, useMatches } from "react-router";
import { homePath } from "#core/i18n/languages";
import { useLang } from "~/i18n/use-lang";

/**
 * The page a contact button names in its `/go/` link (issue 45): the page's own address, or for an
 * unknown address's home page the home page (one cached render per language serves every unknown
 * address, so its links cannot name the address asked for).
 */
export function useTapPage(): string {
  const { pathname } = useLocation();
  // Every route's 404 home carries `notFound: true` in its data (page-kit/page-data.server.ts, notFoundHome).
  const notFound = useMatches().some((match) => (match.loaderData as { notFound?: unknown } | undefined)?.notFound === true);
  const lang = useLang();
  return notFound ? homePath(lang) : pathname;
}
