import { lazy, Suspense } from "react";
import { requestPathname } from "~/utils/request-path";
import { Outlet, useLocation, useMatches, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/public-layout";
import { contentContext, islandsContext, servicesContext } from "#server/context";
import { settingsOf } from "~/page-kit/page-data.server";
import { homePath, langPrefix, languageFromPath, otherLanguage } from "#core/i18n/languages";
import { equivalentPath, parsePath, pathFor, type SlugTable } from "#core/i18n/page-paths";
import { portfolioFilterParam } from "#core/routing/page-query";
import { useLang, useT } from "~/i18n/use-lang";
import { useLoaderTranslations } from "~/i18n/use-loader-translations";
import { ThemeProvider } from "~/features/theme/theme-provider";
import { ThemePicker } from "~/features/theme/theme-picker";
import type { ThemeChoice } from "#core/catalogue/themes";
import { brandThemeView } from "#core/brand/derive-theme";
import { LoadingScreen } from "~/features/shell/loading-screen";
import { SiteHeader, type NavItem } from "~/features/shell/site-header";
import { SiteFooter, type FooterGroup } from "~/features/shell/site-footer";
import { LanguageToggle } from "~/features/shell/language-toggle";
import { BackToTop } from "~/features/shell/back-to-top";
import { CredibilityBadge } from "~/features/credibility/credibility-badge";
import type { SiteAssistantProps } from "~/compositions/site-assistant";
import { placeView } from "#core/settings/business-place";
import { brandView } from "#core/brand/brand-view";
import { formatLocale } from "~/utils/format";
import { usePlaceLabels, useProfileLinks } from "~/components/contact/place-texts";
import { islandsDelivery } from "~/utils/delivery";
import { useTapPage } from "~/components/contact/tap-page";
import { IslandProps } from "~/islands/island-props";
import type { AssistantIslandProps } from "~/islands/assistant";

// Only the owner's preview shows it: visitors never load its code. In his preview the server renders it,
// and the page keeps that HTML until the code arrives (ADR 008).
const PreviewBanner = lazy(() => import("~/features/shell/preview-banner").then((module) => ({ default: module.PreviewBanner })));

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const lang = languageFromPath(requestPathname(request));
  const view = context.get(contentContext);
  const settings = await settingsOf(context);
  return {
    settings,
    // Worded here, in the page's language: the pages carry no formatting code for it.
    place: placeView(settings, lang, formatLocale(lang)),
    slugs: view.slugs,
    // His logo and hero graphic (ADR 041): the draft's in his preview, the published ones for visitors.
    brand: brandView(view.document, lang),
    /** The owner is looking at his unpublished draft. */
    preview: view.preview,
    siteUrl: services.config.siteUrl,
    // Decided once on the server, so the browser renders the same footer year.
    year: new Date().getFullYear(),
    translations: view.translations(lang, ["common"]),
    /** His theme (ADR 042), published or, in his preview, the draft's: the root layout inlines its CSS in the head. */
    brandTheme: brandThemeView(view.document.theme),
    /** The favicon set's version: the root layout links its files at their versioned addresses. */
    icons: await services.favicons.version(),
    /** The boot module of pages delivered as islands (ADR 055). */
    islands: context.get(islandsContext),
  };
}

/** Every public page reaches the browser as islands (ADR 055): server HTML, one boot module, no router. */
export const handle = islandsDelivery;

/** The shell's data depends only on the language (and on the owner's edits). */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname);
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  useLoaderTranslations();
  const { settings, slugs, place } = loaderData;
  const lang = useLang();
  const { t } = useT("common");
  const profiles = useProfileLinks(settings.profiles);
  const placeLabels = usePlaceLabels();
  const { pathname, search } = useLocation();
  const home = homePath(lang);
  // A page whose other-language address the shell's slugs cannot know (an article) says it itself.
  const ownOtherLanguagePath = useMatches()
    .map((match) => (match.loaderData as { otherLanguagePath?: unknown } | undefined)?.otherLanguagePath)
    .findLast((path): path is string => typeof path === "string");
  const isHome = pathname.replace(/\/+$/, "") === (lang === "ar" ? "" : "/en");
  const tapPage = useTapPage();
  // Insights (ADR 022): the boot module reports the page view and loads the collector. The owner's preview is not counted.
  const counted = !loaderData.preview;

  const themeLabels = {
    button: t("theme.label"),
    legend: t("theme.choose"),
    options: t("theme.options", { returnObjects: true }) satisfies Record<ThemeChoice, string>,
  };
  const assistant: SiteAssistantProps = { lang, settings, profiles, profilesTitle: t("footer.social.title"), page: tapPage, themeLabels };

  return (
    <ThemeProvider brand={loaderData.brandTheme?.info ?? null}>
      <LoadingScreen label={t("loading.label")} name={settings.ownerName[lang]} logo={loaderData.brand.logo} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[70] focus:rounded-lg focus:bg-accent-solid focus:px-4 focus:py-2 focus:text-on-accent"
      >
        {t("a11y.skipToContent")}
      </a>
      {loaderData.preview && (
        <Suspense fallback={null}>
          <PreviewBanner
            leaveHref={`/preview/leave?to=${encodeURIComponent(pathname)}`}
            labels={{ text: t("preview.text"), leave: t("preview.leave"), studio: t("preview.studio") }}
          />
        </Suspense>
      )}
      <SiteHeader
        homeHref={home}
        langPrefix={langPrefix(lang)}
        isHome={isHome}
        fullName={settings.ownerName[lang]}
        logo={loaderData.brand.logo}
        shortName={settings.shortName[lang]}
        tagline={t("app.tagline")}
        items={t("nav.items", { returnObjects: true }) satisfies NavItem[]}
        labels={{ mainNav: t("a11y.mainNav"), openMenu: t("a11y.openMenu"), closeMenu: t("a11y.closeMenu") }}
        actions={
          <>
            <LanguageToggle
              lang={lang}
              to={(ownOtherLanguagePath ?? equivalentPath(pathname, otherLanguage(lang), slugs)) + keptQuery(pathname, search, slugs)}
              label={t("a11y.toggleLanguage")}
            />
            <ThemePicker labels={themeLabels} />
          </>
        }
      />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter
        langPrefix={langPrefix(lang)}
        homeHref={home}
        name={settings.ownerName[lang]}
        logo={loaderData.brand.logo}
        year={loaderData.year}
        about={t("footer.about")}
        groups={t("footer.groups", { returnObjects: true }) satisfies FooterGroup[]}
        social={profiles}
        place={place}
        labels={{
          footerNav: t("a11y.footerNav"),
          socialTitle: t("footer.social.title"),
          scrollToTop: t("a11y.scrollToTop"),
          opensInNewTab: t("a11y.opensInNewTab"),
          rights: t("footer.rights"),
          madeIn: t("footer.madeIn"),
          place: placeLabels,
        }}
        badge={
          <CredibilityBadge
            lang={lang}
            pageHref={pathFor({ kind: "static", page: "credibility" }, lang, slugs)}
            labels={{
              badge: t("footer.badge.label"),
              caption: t("footer.badge.caption"),
              open: t("footer.badge.open"),
              close: t("a11y.close"),
              loading: t("loading.label"),
              viewPage: t("credibilityDialog.viewPage"),
            }}
          />
        }
      />
      <BackToTop label={t("a11y.scrollToTop")} />
      {/* A browser without JavaScript is counted by this image (its Referer is the page); nothing else reads it. */}
      {counted && (
        <noscript>
          <img src="/api/insights/view.gif" alt="" width={1} height={1} hidden />
        </noscript>
      )}
      {/* Its module loads on its timer, 20 s after the visit started (app/islands/boot.ts). */}
      <div data-island="assistant">
        <IslandProps value={{ ...assistant, brand: loaderData.brandTheme?.info ?? null } satisfies AssistantIslandProps} />
      </div>
    </ThemeProvider>
  );
}

/**
 * What of the address the language toggle carries to the other language: the portfolio's filter
 * (a category id, the same in both languages), so a visitor looking at videos keeps looking at videos.
 */
function keptQuery(pathname: string, search: string, slugs: SlugTable): string {
  const page = parsePath(pathname, slugs)?.page;
  if (page?.kind !== "static" || page.page !== "portfolio") return "";
  const category = new URLSearchParams(search).get(portfolioFilterParam);
  return category ? `?${new URLSearchParams({ [portfolioFilterParam]: category })}` : "";
}
