import type { Route } from "./+types/landing";
import { metaTags } from "~/page-kit/page-meta";
import { serviceWithFaq } from "~/page-kit/page-data.server";
import { LandingPage } from "~/features/landing/landing-page";
import { detailPage, pageOfKind } from "~/page-kit/detail-route.server";
import { DetailOrHome } from "~/page-kit/home-fallback";

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
