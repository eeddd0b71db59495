import { CtaBanner } from "~/components/ui/cta-banner";
import { homePath, langPrefix } from "#core/i18n/languages";
import { useLang, useT } from "~/i18n/use-lang";
import type { PageImage, Stat } from "#core/content/content-types";
import { UploadedImage } from "~/components/ui/uploaded-image";
import { formatNumber } from "~/utils/format";
import { PageHeader } from "~/components/page/page-header";
import { Link } from "react-router";

type AboutContent = {
  title: string;
  subtitle: string;
  story: string[];
  /** His "How I work" and "What I bring" lists (the studio's about-values and about-skills), written into the texts. */
  values: { title: string; items: { id: string; title: string; text: string }[] };
  skills: { title: string; items: { id: string; name: string }[] };
  cta: { title: string; text: string; button: string };
};

export function AboutPage({ stats, ownerName, photo = null }: { stats: Stat[]; ownerName: string; photo?: PageImage | null }) {
  const lang = useLang();
  const { t } = useT("pages");
  const home = useT("home").t;
  // The two lists are written into the texts by the server (their projection), so the bundle's own type lacks them.
  const about = t("about", { returnObjects: true }) as unknown as AboutContent;
  return (
    <>
      <PageHeader title={about.title} subtitle={about.subtitle} />
      <div className="container-page grid gap-14 py-14 lg:grid-cols-[1.4fr_1fr]">
        <div className="grid gap-5 text-lg leading-9">
          {photo ? (
            <div className="flex flex-wrap items-center gap-5" data-testid="owner-photo">
              <UploadedImage image={photo} sizes="160px" eager className="size-32 shrink-0 rounded-2xl border border-line object-cover sm:size-40" />
              <h2 className="text-2xl font-extrabold">{ownerName}</h2>
            </div>
          ) : (
            <h2 className="text-2xl font-extrabold">{ownerName}</h2>
          )}
          {about.story?.map((paragraph) => (
            <p key={paragraph} className="text-muted">
              {paragraph}
            </p>
          ))}
          <Link to={`${langPrefix(lang)}/cv`} className="btn-ghost inline-flex w-fit text-base">
            {t("cv.title")}
          </Link>
        </div>
        <aside className="grid content-start gap-4">
          <dl className="grid grid-cols-3 gap-3">
            {stats.map((stat) => (
              <div key={stat.id} className="card flex flex-col p-4 text-center">
                <dt className="order-2 mt-1 text-xs text-muted">{stat.label}</dt>
                <dd className="text-3xl font-black text-accent-text" dir="ltr" data-testid="stat-value">
                  {home("statValue", { value: formatNumber(stat.number, lang) })}
                </dd>
              </div>
            ))}
          </dl>
          {about.skills && (
            <section className="card p-6" aria-labelledby="skills-title">
              <h2 id="skills-title" className="font-bold">
                {about.skills.title}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {about.skills.items.map((skill) => (
                  <li key={skill.id} className="rounded-full border border-line px-3 py-1.5 text-sm text-muted">
                    {skill.name}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      {about.values && (
        <section className="container-page pb-6" aria-labelledby="values-title">
          <h2 id="values-title" className="text-2xl font-extrabold">
            {about.values.title}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {about.values.items.map((value) => (
              <li key={value.id} className="card p-5">
                <h3 className="font-bold">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {about.cta && <CtaBanner title={about.cta.title} text={about.cta.text} button={about.cta.button} href={`${homePath(lang)}#contact`} />}
    </>
  );
}
