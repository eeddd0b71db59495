import { Suspense } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/tool";
import { notFoundHome, pageData, readText, resolvePage } from "~/features/pages/page-data.server";
import { metaTags } from "~/features/seo/page-meta";
import { businessId } from "~/features/seo/structured-data";
import { HomePage } from "~/features/home/home-page";
import { PageHeader } from "~/features/pages/page-header";
import { CtaBanner } from "~/components/ui/cta-banner";
import { Spinner } from "~/components/ui/spinner";
import { availableTools, isToolId, toolNamespace, type ToolId } from "#core/catalogue/tools";
import { toolComponents } from "~/features/tools/tool-components";
import { homePath, langPrefix } from "#core/i18n/languages";
import { pathFor } from "#core/i18n/page-paths";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = resolvePage(request);
  if (page?.kind !== "tool" || !isToolId(page.id) || !availableTools.includes(page.id)) return notFoundHome(request, context);
  const id: ToolId = page.id;
  const data = await pageData({
    request,
    context,
    page,
    ns: ["tools", "pages", toolNamespace[id] as "tool-hooks"],
    metaKey: `tools:items.${id}.meta`,
    crumb: { title: `tools:items.${id}.title`, parent: { title: "pages:free-tools.title", page: { kind: "static", page: "free-tools" } } },
    structured: (ctx) => [
      {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: readText(ctx.lang, `tools:items.${id}.title`),
        description: readText(ctx.lang, `tools:items.${id}.meta.description`),
        url: ctx.url(page),
        applicationCategory: "BusinessApplication",
        operatingSystem: "Any",
        isAccessibleForFree: true,
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
        inLanguage: ctx.lang,
        provider: { "@id": businessId(ctx.siteUrl) },
      },
    ],
  });
  return { ...data, id, notFound: false as const };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ToolPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useT("tools");
  const pages = useT("pages").t;
  const { slugs } = usePublicShell();
  if (loaderData.notFound) return <HomePage content={loaderData.home} form={loaderData.form} />;
  const id = loaderData.id;
  const Tool = toolComponents[id];
  const others = availableTools.filter((other) => other !== id);
  return (
    <>
      <PageHeader
        title={t(`items.${id}.title`)}
        subtitle={t(`items.${id}.description`)}
        parents={[{ label: pages("free-tools.title"), href: `${langPrefix(lang)}/free-tools` }]}
      >
        <p className="mt-5 inline-flex rounded-full border border-line px-3 py-1 text-xs font-semibold text-muted">{t("labels.free")}</p>
      </PageHeader>
      <div className="container-page py-12" data-testid="tool" data-tool={id}>
        {Tool && (
          <Suspense fallback={<Spinner label={t("labels.open")} className="min-h-96" />}>
            <Tool />
          </Suspense>
        )}
      </div>
      <section className="container-page pb-6" aria-labelledby="other-tools">
        <h2 id="other-tools" className="text-xl font-extrabold">
          {t("labels.otherTools")}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((other) => (
            <li key={other}>
              <Link to={pathFor({ kind: "tool", id: other }, lang, slugs)} className="card block p-4 hover:border-accent/60">
                <span className="font-bold">{t(`items.${other}.title`)}</span>
                <span className="mt-1 block text-sm text-muted">{t(`items.${other}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <CtaBanner title={t("labels.ctaTitle")} text={t("labels.ctaText")} button={t("labels.ctaButton")} href={`${homePath(lang)}#contact`} />
    </>
  );
}
