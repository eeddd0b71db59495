import { Suspense } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/tool";
import { detailPage, pageOfKind } from "~/page-kit/detail-route.server";
import { DetailOrHome } from "~/page-kit/home-fallback";
import { metaTags } from "~/page-kit/page-meta";
import { providerData } from "~/page-kit/structured-data";
import { PageHeader } from "~/components/page/page-header";
import { CtaBanner } from "~/components/ui/cta-banner";
import { Spinner } from "~/components/ui/spinner";
import { toolIds, toolNamespace, type ToolId } from "#core/catalogue/tools";
import { toolComponents } from "~/features/tools/tool-components";
import { toolWakesAtLoad } from "~/features/tools/tool-modules";
import { homePath, langPrefix } from "#core/i18n/languages";
import { pathFor } from "#core/i18n/page-paths";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";
import { IslandSlot } from "~/islands/island-slot";

export const loader = (args: Route.LoaderArgs) =>
  detailPage(args, pageOfKind("tool"), (page) => ({
    ns: ["tools", "pages", toolNamespace(page.id)],
    metaKey: `tools:items.${page.id}.meta`,
    crumb: { title: `tools:items.${page.id}.title`, parent: { title: "pages:free-tools.title", page: { kind: "static", page: "free-tools" } } },
    structured: (ctx) => [
      {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: ctx.text(`tools:items.${page.id}.title`),
        description: ctx.text(`tools:items.${page.id}.meta.description`),
        url: ctx.url(page),
        applicationCategory: "BusinessApplication",
        operatingSystem: "Any",
        isAccessibleForFree: true,
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
        inLanguage: ctx.lang,
        provider: providerData(ctx),
      },
    ],
  }));

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ToolRoute({ loaderData }: Route.ComponentProps) {
  return <DetailOrHome data={loaderData}>{({ page }) => <ToolPage id={page.id} />}</DetailOrHome>;
}

function ToolPage({ id }: { id: ToolId }) {
  const lang = useLang();
  const { t } = useT("tools");
  const pages = useT("pages").t;
  const { slugs } = usePublicShell();
  const Tool = toolComponents[id];
  const { search } = useLocation();
  const others = toolIds.filter((other) => other !== id);
  return (
    <>
      <PageHeader
        title={t(`items.${id}.title`)}
        subtitle={t(`items.${id}.description`)}
        parents={[{ label: pages("free-tools.title"), href: `${langPrefix(lang)}/free-tools` }]}
      >
        <p className="mt-5 inline-flex rounded-full border border-line px-3 py-1 text-xs font-semibold text-muted">{t("labels.free")}</p>
      </PageHeader>
      <div className="container-page py-12" data-testid="tool" data-tool={id} data-insights-tool={id}>
        <IslandSlot
          name="tool"
          lang={lang}
          namespaces={["common", "tools", toolNamespace(id)]}
          props={{ tool: id }}
          clicks
          atLoad={toolWakesAtLoad[id]?.(new URLSearchParams(search)) ?? false}
        >
          <Suspense fallback={<Spinner label={t("labels.open")} className="min-h-96" />}>
            <Tool />
          </Suspense>
        </IslandSlot>
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
