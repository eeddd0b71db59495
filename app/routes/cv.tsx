import type { Route } from "./+types/cv";
import { pageData, siteContent } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { personData } from "~/page-kit/structured-data";
import { CvPage } from "~/features/pages/cv-page";
import { useLang } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await pageData({
    request,
    context,
    page: { kind: "static", page: "cv" },
    ns: ["pages"],
    metaKey: "pages:cv.meta",
    crumb: { title: "pages:cv.title", parent: { title: "pages:about.title", page: { kind: "static", page: "about" } } },
    structured: (ctx) => [personData(ctx)],
  });
  const content = siteContent(request, context);
  const lists = {
    "cv-jobs": content["cv-jobs"],
    "cv-skills": content["cv-skills"],
    "cv-tools": content["cv-tools"],
    "cv-languages": content["cv-languages"],
    "cv-education": content["cv-education"],
  };
  return { ...data, photo: content.photo, lists };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Cv({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { settings } = usePublicShell();
  return <CvPage settings={settings} lang={lang} lists={loaderData.lists} photo={loaderData.photo} />;
}
