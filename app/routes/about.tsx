import type { Route } from "./+types/about";
import { pageData, siteContent } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { personData } from "~/page-kit/structured-data";
import { AboutPage } from "~/features/pages/about-page";
import { useLang } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [data, content] = await Promise.all([
    pageData({
      request,
      context,
      page: { kind: "static", page: "about" },
      ns: ["pages", "home"],
      metaKey: "pages:about.meta",
      crumb: { title: "pages:about.title" },
      structured: (ctx) => [personData(ctx)],
    }),
    siteContent(request, context),
  ]);
  return { ...data, stats: content.stats, photo: content.photo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function About({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { settings } = usePublicShell();
  return <AboutPage stats={loaderData.stats} ownerName={settings.ownerName[lang]} photo={loaderData.photo} />;
}
