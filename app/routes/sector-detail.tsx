import type { Route } from "./+types/sector-detail";
import { metaTags } from "~/page-kit/page-meta";
import { SectorDetailPage } from "~/features/sectors/sector-detail-page";
import { detailPage, pageOfKind } from "~/page-kit/detail-route.server";
import { DetailOrHome } from "~/page-kit/home-fallback";

export const loader = (args: Route.LoaderArgs) =>
  detailPage(args, pageOfKind("sector"), (page) => ({
    ns: ["sectors"],
    metaKey: `sectors:items.${page.id}.meta`,
    crumb: { title: `sectors:items.${page.id}.title`, parent: { title: "sectors:page.title", page: { kind: "static", page: "sectors" } } },
  }));

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SectorDetail({ loaderData }: Route.ComponentProps) {
  return <DetailOrHome data={loaderData}>{({ page, relatedArticles }) => <SectorDetailPage id={page.id} articles={relatedArticles} />}</DetailOrHome>;
}
