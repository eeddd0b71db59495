import { Accordion } from "~/components/ui/accordion";
import { CtaBanner } from "~/components/ui/cta-banner";
import { homePath, langPrefix } from "#core/i18n/languages";
import { pathFor } from "#core/i18n/page-paths";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";
import { PageHeader } from "~/components/page/page-header";
import { DetailIntro, RelatedList, StepList, type Step } from "~/components/page/content-blocks";
import { ServiceIcon } from "~/components/icons/service-icon";
import { isServiceId, type ServiceId } from "#core/catalogue/services";

export type ServiceContent = {
  title: string;
  description: string;
  pageContent?: {
    intro: string;
    problem: { title: string; text: string };
    solution: { title: string; text: string };
    process?: { title: string; steps: Step[] };
  };
  faq?: { question: string; answer: string }[];
  related?: string[];
};

export function ServiceDetailPage({ id }: { id: ServiceId }) {
  const lang = useLang();
  const { t } = useT("services");
  const { slugs } = usePublicShell();
  const item: ServiceContent = t(`items.${id}`, { returnObjects: true });
  const content = item.pageContent;
  const related = (item.related ?? []).filter(isServiceId).filter((other) => other !== id);

  return (
    <>
      <PageHeader title={item.title} subtitle={item.description} parents={[{ label: t("page.title"), href: `${langPrefix(lang)}/services` }]}>
        <span className="mt-6 inline-grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent-text">
          <ServiceIcon id={id} className="size-7" />
        </span>
      </PageHeader>
      <div className="container-page grid gap-12 py-14">
        {content && (
          <>
            <DetailIntro intro={content.intro} first={content.problem} second={content.solution} />
            {content.process && <StepList title={content.process.title} steps={content.process.steps} stepLabel={(n) => t("labels.step", { n })} />}
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
        <RelatedList
          id="related-services"
          title={t("labels.related")}
          columns="sm:grid-cols-3"
          items={related.map((other) => ({
            href: pathFor({ kind: "service", id: other }, lang, slugs),
            label: t(`items.${other}.title`),
            icon: <ServiceIcon id={other} className="size-6 text-accent-text" />,
          }))}
        />
      </div>
      <CtaBanner title={t("labels.ctaTitle")} text={t("labels.ctaText")} button={t("labels.ctaButton")} href={`${homePath(lang)}#contact`} />
    </>
  );
}
