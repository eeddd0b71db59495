import { redirect } from "react-router";
import { requestPathname } from "~/utils/request-path";
import type { Route } from "./+types/not-found";
import { servicesContext } from "#server/context";
import { languageFromCookie, langPrefix } from "#core/i18n/languages";
import { notFoundHome } from "~/routing/page-data.server";
import { metaTags } from "~/routing/page-meta";
import { HomePage } from "~/compositions/home/home-page";
import { legacyAboutAliases } from "#core/settings/site-settings";

/** Old about-page addresses redirect; every other unknown path shows the home page with 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const names = await context.get(servicesContext).settings.names();
  let pathname: string;
  try {
    pathname = decodeURIComponent(requestPathname(request)).replace(/\/+$/, "").normalize("NFC");
  } catch {
    pathname = requestPathname(request);
  }
  const aliases = names.flatMap((ownerName) => legacyAboutAliases({ ownerName })).map((alias) => alias.normalize("NFC").toLowerCase());
  if (aliases.includes(pathname.toLowerCase())) {
    const lang = languageFromCookie(request.headers.get("Cookie")) ?? "ar";
    // Temporary: the target depends on the visitor's stored language.
    throw redirect(`${langPrefix(lang)}/about`, { status: 302, headers: { Vary: "Cookie" } });
  }
  return notFoundHome(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.home} form={loaderData.form} />;
}
