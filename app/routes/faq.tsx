import type { Route } from "./+types/faq";
import { pageData, siteContent } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { faqData } from "~/page-kit/structured-data";
import { PageHeader } from "~/components/page/page-header";
import { Accordion } from "~/components/ui/accordion";
import { useT } from "~/i18n/use-lang";

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await siteContent(request, context);
  const data = await pageData({
    request,
    context,
    page: { kind: "static", page: "faq" },
    ns: ["pages"],
    metaKey: "pages:faq.meta",
    crumb: { title: "pages:faq.title" },
    structured: () => (content.faq.length ? [faqData(content.faq.map((item) => ({ question: item.q, answer: item.a })))] : []),
  });
  return { ...data, faq: content.faq };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useT("pages");
  return (
    <>
      <PageHeader title={t("faq.title")} subtitle={t("faq.subtitle")} />
      <div className="container-page max-w-4xl py-14">
        <Accordion items={loaderData.faq.map((item) => ({ id: item.id, question: item.q, answer: item.a }))} headingLevel={2} />
      </div>
    </>
  );
}
