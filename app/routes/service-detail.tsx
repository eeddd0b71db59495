import type { Route } from "./+types/service-detail";
import { notFoundHome, pageData, resolvePage } from "~/features/pages/page-data.server";
import { metaTags } from "~/features/seo/page-meta";
import { PageHeader } from "~/features/pages/page-header";
import { HomePage } from "~/features/home/home-page";
import { langPrefix } from "~/i18n/languages";
import { useLang, useT } from "~/i18n/use-lang";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = resolvePage(request);
  if (page?.kind !== "service") return notFoundHome(request, context);
  return {
    ...(await pageData({ request, context, page, ns: ["services"], metaKey: `services:items.${page.id}.meta` })),
    id: page.id,
    notFound: false as const,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useT("services");
  if (loaderData.notFound) return <HomePage />;
  const id = loaderData.id;
  return (
    <>
      <PageHeader
        title={t(`items.${id}.title`)}
        subtitle={t(`items.${id}.description`)}
        parents={[{ label: t("page.title"), href: `${langPrefix(lang)}/services` }]}
      />
    </>
  );
}
