import type { Route } from "./+types/free-tools";
import { pageData } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { PageHeader } from "~/components/page/page-header";
import { ToolCards } from "~/features/tools/tool-cards";
import { useT } from "~/i18n/use-lang";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData({
    request,
    context,
    page: { kind: "static", page: "free-tools" },
    ns: ["pages", "tools"],
    metaKey: "pages:free-tools.meta",
    crumb: { title: "pages:free-tools.title" },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function FreeTools() {
  const { t } = useT("pages");
  return (
    <>
      <PageHeader title={t("free-tools.title")} subtitle={t("free-tools.subtitle")} />
      <div className="container-page py-14">
        <ToolCards headingLevel={2} />
      </div>
    </>
  );
}
