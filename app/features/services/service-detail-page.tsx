import { Accordion } from "~/components/ui/accordion";
import { CtaBanner } from "~/components/ui/cta-banner";
import { homePath, langPrefix } from "#core/i18n/languages";
import { pathFor } from "#core/i18n/page-paths";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";
import { PageHeader } from "~/components/page/page-header";
import { DetailIntro, RelatedList, StepList } from "~/components/page/content-blocks";
import { PageIcon } from "~/components/icons/page-icon";
import { RelatedArticles } from "~/components/page/related-articles";
import type { ArticleCard } from "#core/articles/article-wire";

export function ServiceDetailPage({ id, articles = [] }: { id: string; articles?: ArticleCard[] }) {
  const lang = useLang();
  const { t } = useT("services");
  const { slugs } = usePublicShell();
  const item = t(`items.${id}`, { returnObjects: true });
  const content = item.pageContent;
  const related = (item.related ?? []).filter((other) => other !== id && Object.hasOwn(slugs.service, other));

  return (
    <>
      <PageHeader title={item.title} subtitle={item.description} parents={[{ label: t("page.title"), href: `${langPrefix(lang)}/services` }]}>
        <span className="mt-6 inline-grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent-text">
          <PageIcon name={item.icon} className="size-7" />
        </span>
      </PageHeader>
      <div className="container-page grid gap-12 py-14">
        {content && (
          <>
            <DetailIntro intro={content.intro} first={content.problem} second={content.solution} />
            {content.process.steps.length > 0 && (
              <StepList title={content.process.title} steps={content.process.steps} stepLabel={(n) => t("labels.step", { n })} />
            )}
          </>
        )}
        {item.faq && item.faq.length > 0 && (
          <section aria-labelledby="service-faq">
            <h2 id="service-faq" className="mb-6 text-2xl font-extrabold">
              {t("labels.faq")}
            </h2>
            <Accordion items={item.faq.map((f, i) => ({ id: i, ...f }))} />
          </section>
        )}
        <RelatedArticles articles={articles} />
        <RelatedList
          id="related-services"
          title={t("labels.related")}
          columns="sm:grid-cols-3"
          items={related.map((other) => ({
            href: pathFor({ kind: "service", id: other }, lang, slugs),
            label: t(`items.${other}.title`),
            icon: <PageIcon name={t(`items.${other}.icon`)} className="size-6 text-accent-text" />,
          }))}
        />
      </div>
      <CtaBanner title={t("labels.ctaTitle")} text={t("labels.ctaText")} button={t("labels.ctaButton")} href={`${homePath(lang)}#contact`} />
    </>
  );
}
