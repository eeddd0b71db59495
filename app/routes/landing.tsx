import type { Route } from "./+types/landing";
import { notFoundHome, pageData, resolvePage } from "~/features/pages/page-data.server";
import { metaTags } from "~/features/seo/page-meta";
import { PageHeader } from "~/features/pages/page-header";
import { HomePage } from "~/features/home/home-page";
import { useT } from "~/i18n/use-lang";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = resolvePage(request);
  if (page?.kind !== "landing") return notFoundHome(request, context);
  return {
    ...(await pageData({ request, context, page, ns: ["landing"], metaKey: `landing:items.${page.id}.meta` })),
    id: page.id,
    notFound: false as const,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { t } = useT("landing");
  if (loaderData.notFound) return <HomePage />;
  return <PageHeader title={t(`items.${loaderData.id}.title`)} subtitle={t(`items.${loaderData.id}.description`)} />;
}
