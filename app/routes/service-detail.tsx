import type { Route } from "./+types/service-detail";
import { notFoundHome, pageData, readText, readValue, resolvePage } from "~/features/pages/page-data.server";
import { metaTags } from "~/features/seo/page-meta";
import { faqData, serviceData } from "~/features/seo/structured-data";
import { HomePage } from "~/features/home/home-page";
import { ServiceDetailPage } from "~/features/services/service-detail-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = resolvePage(request);
  if (page?.kind !== "service") return notFoundHome(request, context);
  const data = await pageData({
    request,
    context,
    page,
    ns: ["services"],
    metaKey: `services:items.${page.id}.meta`,
    crumb: { title: `services:items.${page.id}.title`, parent: { title: "services:page.title", page: { kind: "static", page: "services" } } },
    structured: (ctx) => {
      const faq = (readValue(ctx.lang, "services", `items.${page.id}.faq`) ?? []) as { question: string; answer: string }[];
      const service = serviceData(ctx, {
        name: readText(ctx.lang, `services:items.${page.id}.title`),
        description: readText(ctx.lang, `services:items.${page.id}.description`),
        url: ctx.url(page),
      });
      return faq.length ? [service, faqData(faq)] : [service];
    },
  });
  return { ...data, id: page.id, notFound: false as const };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <HomePage content={loaderData.home} form={loaderData.form} />;
  return <ServiceDetailPage id={loaderData.id} />;
}
