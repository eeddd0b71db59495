import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/portfolio";
import { pageData, siteContent } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { PageHeader } from "~/components/page/page-header";
import { PortfolioGallery } from "~/features/portfolio/portfolio-gallery";
import { useT } from "~/i18n/use-lang";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [data, content] = await Promise.all([
    pageData({
      request,
      context,
      page: { kind: "static", page: "portfolio" },
      ns: ["pages"],
      metaKey: "pages:portfolio.meta",
      crumb: { title: "pages:portfolio.title" },
    }),
    siteContent(request, context),
  ]);
  return { ...data, items: content.portfolio };
}

/** The filter only changes the query string; the list is already here. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { t } = useT("pages");
  return (
    <>
      <PageHeader title={t("portfolio.title")} subtitle={t("portfolio.subtitle")} />
      <div className="container-page py-14">
        <PortfolioGallery items={loaderData.items} headingLevel={2} eagerFirst />
      </div>
    </>
  );
}
