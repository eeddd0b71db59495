import { Check, CircleAlert } from "lucide-react";
import { Accordion } from "~/components/ui/accordion";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { CtaBanner } from "~/components/ui/cta-banner";
import { homePath } from "#core/i18n/languages";
import { useLang, useT } from "~/i18n/use-lang";
import { StepList } from "~/components/page/content-blocks";

/** A sales page: hero, the pains it solves, the offer, the process, proof, questions, and the ask. */
export function LandingPage({ id }: { id: string }) {
  const lang = useLang();
  const { t } = useT("landing");
  const common = useT("common").t;
  const item = t(`items.${id}`, { returnObjects: true });
  const contact = `${homePath(lang)}#contact`;
  if (!item.hero) return null;

  return (
    <>
      <header className="relative overflow-hidden border-b border-line pb-16 pt-28 sm:pt-36">
        <div className="pointer-events-none absolute -top-40 start-1/4 h-96 w-96 rounded-full bg-accent/25 blur-[110px]" aria-hidden />
        <div className="container-page relative">
          <Breadcrumbs
            items={[{ label: common("breadcrumbs.home"), href: homePath(lang) }, { label: item.title }]}
            label={common("a11y.breadcrumbs")}
          />
          <p className="eyebrow mt-6">{item.hero.eyebrow}</p>
          <h1 className="mt-3 max-w-4xl text-4xl font-black leading-tight sm:text-6xl">{item.hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-muted">{item.hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={contact} className="btn-primary inline-flex">
              {item.hero.primaryCta}
            </a>
            <a href="#offer" className="btn-ghost inline-flex">
              {item.hero.secondaryCta}
            </a>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-16 py-16">
        <section aria-labelledby="pains-title">
          <h2 id="pains-title" className="text-2xl font-extrabold sm:text-3xl">
            {item.pains.title}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {item.pains.items.map((pain) => (
              <li key={pain.title} className="card p-6">
                <CircleAlert className="size-6 text-accent-text" aria-hidden />
                <h3 className="mt-3 font-bold">{pain.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{pain.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="offer" aria-labelledby="offer-title">
          <h2 id="offer-title" className="text-2xl font-extrabold sm:text-3xl">
            {item.offer.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-8 text-muted">{item.offer.lead}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {item.offer.items.map((entry) => (
              <li key={entry.title} className="card flex gap-4 p-5">
                <Check className="mt-1 size-5 shrink-0 text-accent-text" aria-hidden />
                <div>
                  <h3 className="font-bold">{entry.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-muted">{entry.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <StepList title={item.process.title} steps={item.process.steps} stepLabel={(n) => t("labels.step", { n })} />

        <section className="card border-accent/40 p-8" aria-labelledby="proof-title">
          <h2 id="proof-title" className="text-2xl font-extrabold">
            {item.proof.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-8 text-muted">{item.proof.text}</p>
        </section>

        {item.faq.length > 0 && (
          <section aria-labelledby="landing-faq">
            <h2 id="landing-faq" className="mb-6 text-2xl font-extrabold sm:text-3xl">
              {t("labels.faq")}
            </h2>
            <Accordion items={item.faq.map((f, i) => ({ id: i, ...f }))} />
          </section>
        )}
      </div>
      <CtaBanner title={item.cta.title} text={item.cta.text} button={item.cta.button} href={contact} />
    </>
  );
}
