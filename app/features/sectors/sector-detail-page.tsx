import { CtaBanner } from "~/components/ui/cta-banner";
import { homePath, langPrefix } from "#core/i18n/languages";
import { pathFor } from "#core/i18n/page-paths";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";
import { PageHeader } from "~/components/page/page-header";
import { DetailIntro, RelatedList, StepList } from "~/components/page/content-blocks";
import { RoadmapIcon } from "./roadmap-icon";
import { PageIcon } from "~/components/icons/page-icon";
import { RelatedArticles } from "~/components/page/related-articles";
import type { ArticleCard } from "#core/articles/article-wire";

export function SectorDetailPage({ id, articles = [] }: { id: string; articles?: ArticleCard[] }) {
  const lang = useLang();
  const { t } = useT("sectors");
  const { slugs } = usePublicShell();
  const item = t(`items.${id}`, { returnObjects: true });
  const content = item.pageContent;
  const related = (item.related ?? []).filter((other) => other !== id && Object.hasOwn(slugs.sector, other));

  return (
    <>
      <PageHeader title={item.title} subtitle={item.description} parents={[{ label: t("page.title"), href: `${langPrefix(lang)}/sectors` }]}>
        <span className="mt-6 inline-grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent-text">
          <PageIcon name={item.icon} className="size-7" />
        </span>
      </PageHeader>
      <div className="container-page grid gap-12 py-14">
        {content && (
          <>
            <DetailIntro intro={content.intro} first={content.challenge} second={content.approach} />
            <StepList
              title={content.process.title}
              steps={content.process.steps}
              stepLabel={(n) => t("labels.step", { n })}
              icon={(name) => <RoadmapIcon name={name} className="size-5" />}
            />
            <section aria-labelledby="sector-results">
              <h2 id="sector-results" className="text-2xl font-extrabold">
                {content.results.title}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {content.results.outcomes.map((outcome, index) => (
                  <li key={index} className="card p-5">
                    <RoadmapIcon name={outcome.icon ?? ""} className="size-6 text-accent-text" />
                    <h3 className="mt-3 font-bold">{outcome.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-muted">{outcome.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
        <RelatedArticles articles={articles} />
        <RelatedList
          id="related-sectors"
          title={t("labels.related")}
          columns="sm:grid-cols-2"
          items={related.map((other) => ({
            href: pathFor({ kind: "sector", id: other }, lang, slugs),
            label: t(`items.${other}.title`),
            icon: <PageIcon name={t(`items.${other}.icon`)} className="size-6 text-accent-text" />,
          }))}
        />
      </div>
      <CtaBanner title={t("labels.ctaTitle")} text={t("labels.ctaText")} button={t("labels.ctaButton")} href={`${homePath(lang)}#contact`} />
    </>
  );
}
