import type { Route } from "./+types/landing";
import { notFoundHome, pageData, readText, readValue, resolvePage } from "~/features/pages/page-data.server";
import { metaTags } from "~/features/seo/page-meta";
import { faqData, serviceData } from "~/features/seo/structured-data";
import { HomePage } from "~/features/home/home-page";
import { LandingPage } from "~/features/landing/landing-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = resolvePage(request);
  if (page?.kind !== "landing") return notFoundHome(request, context);
  const data = await pageData({
    request,
    context,
    page,
    ns: ["landing"],
    metaKey: `landing:items.${page.id}.meta`,
    crumb: { title: `landing:items.${page.id}.title` },
    structured: (ctx) => {
      const faq = (readValue(ctx.lang, "landing", `items.${page.id}.faq`) ?? []) as { question: string; answer: string }[];
      const service = serviceData(ctx, {
        name: readText(ctx.lang, `landing:items.${page.id}.title`),
        description: readText(ctx.lang, `landing:items.${page.id}.description`),
        url: ctx.url(page),
      });
      return faq.length ? [service, faqData(faq)] : [service];
    },
  });
  return { ...data, id: page.id, notFound: false as const };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Landing({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <HomePage content={loaderData.home} form={loaderData.form} />;
  return <LandingPage id={loaderData.id} />;
}
