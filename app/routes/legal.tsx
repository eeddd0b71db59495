import type { Route } from "./+types/legal";
import { notFoundHome, pageData, resolvePage } from "~/features/pages/page-data.server";
import { metaTags } from "~/features/seo/page-meta";
import { LegalPage } from "~/features/pages/legal-page";
import { HomePage } from "~/features/home/home-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = resolvePage(request);
  if (page?.kind !== "static" || (page.page !== "privacy-policy" && page.page !== "terms-of-service")) return notFoundHome(request, context);
  const which = page.page === "privacy-policy" ? ("privacy" as const) : ("terms" as const);
  const data = await pageData({ request, context, page, ns: ["legal"], metaKey: `legal:${which}.meta`, crumb: { title: `legal:${which}.title` } });
  return { ...data, which, notFound: false as const };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Legal({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <HomePage content={loaderData.home} form={loaderData.form} />;
  return <LegalPage which={loaderData.which} />;
}
