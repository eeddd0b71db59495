import { useEffect, useState } from "react";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin-layout";
import { languages, type Lang } from "#core/i18n/languages";
import { getResource, translationsFor } from "#core/i18n/resources";
import { studioLanguage } from "#core/i18n/studio-language";
import { useLoaderTranslations } from "~/i18n/use-loader-translations";
import { Spinner } from "~/components/ui/spinner";
import { loadStudioConfig } from "~/studio/kit/studio-config.server";
import { servicesContext } from "#server/context";
import { brandView } from "#core/brand/brand-view";
import { AuthProvider } from "~/studio/kit/auth-context";
import { FixedStudioLanguage, StudioLanguageProvider } from "~/studio/kit/studio-language";
import { StudioToastProvider } from "~/studio/kit/toasts";
import { StudioLogoProvider } from "~/studio/kit/studio-logo";
import { useStudioT } from "~/studio/kit/use-studio-t";
import type { StudioTitles } from "~/studio/kit/studio-meta";

type AdminTexts = { brand: string; login: { title: string }; reset: { title: string }; studio: { sections: Record<string, string> } };

function titlesIn(lang: Lang): StudioTitles {
  const texts = getResource(lang, "admin") as unknown as AdminTexts;
  return { brand: texts.brand, sections: texts.studio.sections, signIn: texts.login.title, reset: texts.reset.title };
}

/**
 * The studio's language (ADR 044) comes with the first HTML: his choice in this browser, else his browser's.
 * Tab titles come in both languages (a few words each), so a switch in the browser renames the next tabs.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = studioLanguage(request.headers.get("cookie"), request.headers.get("accept-language"));
  const titles = Object.fromEntries(languages.map((each) => [each, titlesIn(each)])) as Record<Lang, StudioTitles>;
  const services = context.get(servicesContext);
  // The published logo, never his draft's, whatever preview he has open: the studio is not a preview.
  const published = await services.content.published();
  return {
    config: await loadStudioConfig(context),
    lang,
    titles,
    translations: translationsFor(lang, ["admin"]),
    /** The favicon set's version (the root layout links its files). */
    icons: await services.favicons.version(),
    /** His published logo on the studio's header and sign-in page (ADR 041), or null for the shipped mark. */
    logo: brandView(published.document, lang).logo,
  };
}

/**
 * The sign-in page asks again whether the owner exists (it may have been created since); a screen asks
 * again after a publish or a restore (its own address: a revalidation), which may bring a new logo.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return nextUrl.pathname === "/wp-admin/1986";
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The admin area: a plain dark layout in the studio's language, none of the public shell. Auth lives in the browser. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useLoaderTranslations();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className="min-h-dvh bg-bg text-fg" data-testid="admin-layout">
      {mounted ? (
        <AuthProvider config={loaderData.config}>
          <StudioLanguageProvider initial={loaderData.lang} titles={loaderData.titles}>
            <StudioLogoProvider logo={loaderData.logo}>
              <StudioToasts>
                <Outlet context={loaderData.config} />
              </StudioToasts>
            </StudioLogoProvider>
          </StudioLanguageProvider>
        </AuthProvider>
      ) : (
        <FixedStudioLanguage lang={loaderData.lang}>
          <Loading />
        </FixedStudioLanguage>
      )}
    </div>
  );
}

function StudioToasts({ children }: { children: React.ReactNode }) {
  const { t } = useStudioT();
  return <StudioToastProvider closeLabel={t("toasts.close")}>{children}</StudioToastProvider>;
}

/** Before the studio mounts (the first HTML): a spinner named in the loader's language. */
function Loading() {
  const { t } = useStudioT();
  return <Spinner label={t("loading")} className="min-h-dvh" />;
}
