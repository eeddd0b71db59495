import type { Route } from "./+types/services";
import { listParts, pageData } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { PageHeader } from "~/components/page/page-header";
import { ServicesGrid } from "~/features/services/services-grid";
import { useT } from "~/i18n/use-lang";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData({
    request,
    context,
    page: { kind: "static", page: "services" },
    ns: ["services"],
    parts: { services: listParts },
    metaKey: "services:page.meta",
    crumb: { title: "services:page.title" },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Services() {
  const { t } = useT("services");
  return (
    <>
      <PageHeader title={t("page.title")} subtitle={t("page.subtitle")} />
      <div className="container-page py-14">
        <ServicesGrid headingLevel={2} />
      </div>
    </>
  );
}
