import type { Route } from "./+types/sectors";
import { listParts, pageData } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { PageHeader } from "~/components/page/page-header";
import { SectorsGrid } from "~/features/sectors/sectors-grid";
import { useT } from "~/i18n/use-lang";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData({
    request,
    context,
    page: { kind: "static", page: "sectors" },
    ns: ["sectors"],
    parts: { sectors: listParts },
    metaKey: "sectors:page.meta",
    crumb: { title: "sectors:page.title" },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Sectors() {
  const { t } = useT("sectors");
  return (
    <>
      <PageHeader title={t("page.title")} subtitle={t("page.subtitle")} />
      <div className="container-page py-14">
        <SectorsGrid headingLevel={2} />
      </div>
    </>
  );
}
