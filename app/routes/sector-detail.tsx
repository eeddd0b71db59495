import type { Route } from "./+types/sector-detail";
import { notFoundHome, pageData, resolvePage } from "~/features/pages/page-data.server";
import { metaTags } from "~/features/seo/page-meta";
import { HomePage } from "~/features/home/home-page";
import { SectorDetailPage } from "~/features/sectors/sector-detail-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = resolvePage(request);
  if (page?.kind !== "sector") return notFoundHome(request, context);
  const data = await pageData({
    request,
    context,
    page,
    ns: ["sectors"],
    metaKey: `sectors:items.${page.id}.meta`,
    crumb: { title: `sectors:items.${page.id}.title`, parent: { title: "sectors:page.title", page: { kind: "static", page: "sectors" } } },
  });
  return { ...data, id: page.id, notFound: false as const };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SectorDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <HomePage content={loaderData.home} form={loaderData.form} />;
  return <SectorDetailPage id={loaderData.id} />;
}
