import type { Route } from "./+types/legal";
import { metaTags } from "~/page-kit/page-meta";
import { LegalPage } from "~/features/pages/legal-page";
import { detailPage } from "~/page-kit/detail-route.server";
import { DetailOrHome } from "~/page-kit/home-fallback";
import type { Page } from "#core/i18n/page-paths";

type LegalPageRef = { kind: "static"; page: "privacy-policy" | "terms-of-service" };

const isLegal = (page: Page | undefined): page is LegalPageRef =>
  page?.kind === "static" && (page.page === "privacy-policy" || page.page === "terms-of-service");
const legalText = (page: LegalPageRef) => (page.page === "privacy-policy" ? "privacy" : "terms");

export const loader = (args: Route.LoaderArgs) =>
  detailPage(args, isLegal, (page) => ({
    ns: ["legal"],
    metaKey: `legal:${legalText(page)}.meta`,
    crumb: { title: `legal:${legalText(page)}.title` },
  }));

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <DetailOrHome data={loaderData}>{({ page }) => <LegalPage which={legalText(page)} />}</DetailOrHome>;
}
