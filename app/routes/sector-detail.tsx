import type { Route } from "./+types/sector-detail";
import { notFoundHome, pageData, resolvePage } from "~/features/pages/page-data.server";
import { metaTags } from "~/features/seo/page-meta";
import { PageHeader } from "~/features/pages/page-header";
import { HomePage } from "~/features/home/home-page";
import { langPrefix } from "~/i18n/languages";
import { useLang, useT } from "~/i18n/use-lang";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = resolvePage(request);
  if (page?.kind !== "sector") return notFoundHome(request, context);
  return {
    ...(await pageData({ request, context, page, ns: ["sectors"], metaKey: `sectors:items.${page.id}.meta` })),
    id: page.id,
    notFound: false as const,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SectorDetail({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useT("sectors");
  if (loaderData.notFound) return <HomePage />;
  const id = loaderData.id;
  return (
    <>
      <PageHeader
        title={t(`items.${id}.title`)}
        subtitle={t(`items.${id}.description`)}
        parents={[{ label: t("page.title"), href: `${langPrefix(lang)}/sectors` }]}
      />
    </>
  );
}
