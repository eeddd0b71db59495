import type { Route } from "./+types/service-detail";
import { metaTags } from "~/page-kit/page-meta";
import { serviceWithFaq } from "~/page-kit/page-data.server";
import { ServiceDetailPage } from "~/features/services/service-detail-page";
import { detailPage, pageOfKind } from "~/page-kit/detail-route.server";
import { DetailOrHome } from "~/page-kit/home-fallback";

export const loader = (args: Route.LoaderArgs) =>
  detailPage(args, pageOfKind("service"), (page) => ({
    ns: ["services"],
    metaKey: `services:items.${page.id}.meta`,
    crumb: { title: `services:items.${page.id}.title`, parent: { title: "services:page.title", page: { kind: "static", page: "services" } } },
    structured: serviceWithFaq("services", page),
  }));

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  return (
    <DetailOrHome data={loaderData}>{({ page, relatedArticles }) => <ServiceDetailPage id={page.id} articles={relatedArticles} />}</DetailOrHome>
  );
}
