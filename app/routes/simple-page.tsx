import type { Route } from "./+types/simple-page";
import { notFoundHome, pageData, resolvePage } from "~/features/pages/page-data.server";
import { metaTags } from "~/features/seo/page-meta";
import { PageHeader } from "~/features/pages/page-header";
import { HomePage } from "~/features/home/home-page";
import { useT } from "~/i18n/use-lang";

/** Pages whose full content arrives with the content issue: title, subtitle and SEO for now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = resolvePage(request);
  if (page?.kind !== "static") return notFoundHome(request, context);
  return {
    ...(await pageData({ request, context, page, ns: ["pages"], metaKey: `pages:${page.page}.meta` })),
    key: page.page,
    notFound: false as const,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SimplePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT("pages");
  if (loaderData.notFound) return <HomePage />;
  return <PageHeader title={t(`${loaderData.key}.title`)} subtitle={t(`${loaderData.key}.subtitle`)} />;
}
