import type { Route } from "./+types/credibility";
import { pageData } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { PageHeader } from "~/components/page/page-header";
import { CredibilityGroups, type CredibilityText } from "~/features/credibility/credibility-content";
import { Spinner } from "~/components/ui/spinner";
import { useLang, useT } from "~/i18n/use-lang";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData({
    request,
    context,
    page: { kind: "static", page: "credibility" },
    ns: ["credibility"],
    metaKey: "credibility:meta",
    crumb: { title: "credibility:title" },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Credibility() {
  const lang = useLang();
  const { t, i18n } = useT("common");
  const text = i18n.getResourceBundle(lang, "credibility") as CredibilityText | undefined;
  // The texts normally arrive with the page; the loader covers the moment they do not.
  if (!text?.title) return <Spinner label={t("loading.label")} className="min-h-[60vh]" />;
  return (
    <>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <div className="container-page py-14">
        <CredibilityGroups text={text} headingLevel={2} />
      </div>
    </>
  );
}
