import type { Route } from "./+types/landing";
import { metaTags } from "~/routing/page-meta";
import { serviceWithFaq } from "~/routing/page-data.server";
import { LandingPage } from "~/features/landing/landing-page";
import { detailPage, pageOfKind } from "~/routing/detail-route.server";
import { DetailOrHome } from "~/routing/home-fallback";

export const loader = (args: Route.LoaderArgs) =>
  detailPage(args, pageOfKind("landing"), (page) => ({
    ns: ["landing"],
    metaKey: `landing:items.${page.id}.meta`,
    crumb: { title: `landing:items.${page.id}.title` },
    structured: serviceWithFaq("landing", page),
  }));

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <DetailOrHome data={loaderData}>{({ page }) => <LandingPage id={page.id} />}</DetailOrHome>;
}
