import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import cairoArabic from "./fonts/cairo-arabic-wght-400-900.woff2?url";
import interLatin from "./fonts/inter-latin-wght-400-900.woff2?url";
import { direction, languageFromPath } from "#core/i18n/languages";
import { defaultTheme, themes } from "#core/catalogue/themes";
import { faviconAddress, type FaviconPath } from "#core/brand/favicon-paths";
import { themeInitScript } from "./features/theme/theme";
import type { loader as publicLoader } from "./routes/public-layout";
import type { loader as adminLoader } from "./routes/admin-layout";
import { isAdminPath } from "./utils/area";
import { useDelivery } from "./utils/delivery";
import { error as arError } from "../core/locales/ar/common.json";
import { error as enError } from "../core/locales/en/common.json";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/**
 * The favicon set, drawn by the server from his logo or the shipped mark (ADR 041), at its versioned
 * addresses (kept for good) when the page knows the version; the plain ones otherwise (an error page).
 */
function IconLinks({ version }: { version: string | undefined }) {
  const href = (path: FaviconPath) => (version ? faviconAddress(version, path) : path);
  return (
    <>
      <link rel="icon" href={href("/favicon.ico")} sizes="48x48" />
      <link rel="icon" href={href("/icon-32.png")} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={href("/apple-touch-icon.png")} />
      <link rel="manifest" href={href("/site.webmanifest")} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  // The studio is in the language he chose for it (ADR 044), whatever its address says.
  const adminData = useRouteLoaderData<typeof adminLoader>("routes/admin-layout");
  const studioLang = adminData?.lang ?? "en";
  const lang = admin ? studioLang : languageFromPath(pathname);
  // His theme (ADR 042): its variables inline in the first HTML, so it is there before first paint with no extra
  // request. Only public pages load it (the public layout's loader); the studio keeps the shipped theme.
  const publicData = useRouteLoaderData<typeof publicLoader>("routes/public-layout");
  const brandTheme = publicData?.brandTheme ?? null;
  const icons = publicData?.icons ?? adminData?.icons;
  // A page of islands (ADR 055) gets no React Router runtime: its boot module, and the browser's own navigation made quick.
  const islands = useDelivery() === "islands" && publicData ? publicData.islands : null;
  return (
    <html lang={lang} dir={direction(lang)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Dark, as the themes are; the head script makes it light for his light theme, and the address bar his page colour (themeInitScript). */}
        <meta name="color-scheme" content="dark" suppressHydrationWarning />
        <meta name="theme-color" content={brandTheme?.info.background ?? themes[defaultTheme].background} suppressHydrationWarning />
        {brandTheme && <style id="brand-theme" dangerouslySetInnerHTML={{ __html: brandTheme.css }} />}
        {!admin && <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeInitScript }} />}
        <link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={lang === "ar" ? cairoArabic : interLatin} />
        <Meta />
        <Links />
        <IconLinks version={icons} />
      </head>
      <body>
        {children}
        {islands ? (
          <>
            <script type="module" src={islands.boot} />
            <script type="speculationrules" dangerouslySetInnerHTML={{ __html: islands.speculationRules }} />
          </>
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort: a readable page in the visitor's language, never a blank screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const lang = languageFromPath(pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Loader data may be missing here, so the texts are imported directly.
  const text = lang === "ar" ? arError : enError;
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div>
        <p className="text-sm text-muted">{status}</p>
        <h1 className="mt-2 text-3xl font-bold">{text.title}</h1>
        <p className="mt-3 text-muted">{text.message}</p>
        <a className="btn-primary mt-6 inline-flex" href={lang === "ar" ? "/" : "/en"}>
          {text.home}
        </a>
      </div>
    </main>
  );
}
