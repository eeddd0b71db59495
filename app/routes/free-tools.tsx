import type { Route } from "./+types/free-tools";
import { pageData } from "~/features/pages/page-data.server";
import { metaTags } from "~/features/seo/page-meta";
import { PageHeader } from "~/features/pages/page-header";
import { useT } from "~/i18n/use-lang";
import { Wrench } from "lucide-react";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData({
    request,
    context,
    page: { kind: "static", page: "free-tools" },
    ns: ["pages", "home"],
    metaKey: "pages:free-tools.meta",
    crumb: { title: "pages:free-tools.title" },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function FreeTools() {
  const { t } = useT("pages");
  const home = useT("home").t;
  const tools = home("tools", { returnObjects: true }) as { id: string; title: string; description: string }[];
  return (
    <>
      <PageHeader title={t("free-tools.title")} subtitle={t("free-tools.subtitle")} />
      <ul className="container-page grid gap-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        {tools.map((tool) => (
          <li key={tool.id} className="card p-5">
            <Wrench className="size-5 text-accent-text" aria-hidden />
            <h2 className="mt-3 font-bold">{tool.title}</h2>
            <p className="mt-1 text-sm leading-6 text-muted">{tool.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
