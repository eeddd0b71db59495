import { redirect } from "react-router";
import { requestPathname } from "~/utils/request-path";
import type { Route } from "./+types/not-found";
import { servicesContext } from "#server/context";
import { languageFromCookie, langPrefix } from "#core/i18n/languages";
import { notFoundHome } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { HomePage } from "~/compositions/home/home-page";
import { isLegacyAboutAlias } from "#core/settings/site-settings";

/** Old about-page addresses redirect; every other unknown path shows the home page with 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const names = await context.get(servicesContext).settings.names();
  if (isLegacyAboutAlias(requestPathname(request), names)) {
    const lang = languageFromCookie(request.headers.get("Cookie")) ?? "ar";
    // Temporary: the target depends on the visitor's stored language.
    throw redirect(`${langPrefix(lang)}/about`, { status: 302, headers: { Vary: "Cookie" } });
  }
  return notFoundHome(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.home} notFound />;
}
