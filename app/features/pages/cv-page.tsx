import { Printer } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { formatPhone, type SiteSettings } from "#core/settings/site-settings";
import { PageHeader } from "~/components/page/page-header";
import { UploadedImage } from "~/components/ui/uploaded-image";
import type { PageImage } from "#core/content/content-types";

type CvContent = {
  title: string;
  subtitle: string;
  profile: string;
  experienceTitle: string;
  experience: { role: string; org: string; period: string; points: string[] }[];
  skillsTitle: string;
  skills: string[];
  toolsTitle: string;
  tools: string[];
  languagesTitle: string;
  languages: { name: string; level: string }[];
  educationTitle: string;
  education: { title: string; org: string; period: string }[];
  print: string;
  location: string;
};

/** A one-page CV that prints cleanly (the site's shell is hidden in print). */
export function CvPage({ settings, lang, photo = null }: { settings: SiteSettings; lang: "ar" | "en"; photo?: PageImage | null }) {
  const { t } = useT("pages");
  const cv: CvContent = t("cv", { returnObjects: true });
  if (!cv.experience) return <PageHeader title={cv.title} subtitle={cv.subtitle} />;
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={cv.title} subtitle={cv.subtitle}>
          <button type="button" onClick={() => window.print()} className="btn-ghost mt-6 inline-flex" data-testid="print-cv">
            <Printer className="size-4" aria-hidden />
            {cv.print}
          </button>
        </PageHeader>
      </div>
      <article className="cv-sheet container-page py-12 print:max-w-none print:p-0 print:text-black" data-testid="cv">
        <header className={`border-b border-line pb-6 print:border-black/20 ${photo ? "flex flex-wrap items-center gap-x-6 gap-y-4" : ""}`}>
          {photo && (
            <UploadedImage
              image={photo}
              sizes="128px"
              eager
              className="size-24 shrink-0 rounded-2xl border border-line object-cover sm:size-32 print:size-16 print:border-black/20"
            />
          )}
          <div>
            <h2 className="text-3xl font-black">{settings.ownerName[lang]}</h2>
            <p className="mt-1 text-accent-text print:text-black">{cv.subtitle}</p>
            {/* The line keeps the page's direction; the Latin address and number are isolated inside it. */}
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted print:mt-1 print:text-black" data-testid="cv-contact">
              <bdi>{settings.email}</bdi>
              <bdi dir="ltr">{formatPhone(settings.phone)}</bdi>
              <span>{cv.location}</span>
            </p>
          </div>
        </header>
        <p className="mt-6 max-w-4xl leading-8">{cv.profile}</p>
        <div className="mt-8 grid gap-10 lg:grid-cols-[1.6fr_1fr] print:grid-cols-[1.6fr_1fr]">
          <section aria-labelledby="cv-experience">
            <h3 id="cv-experience" className="text-lg font-extrabold">
              {cv.experienceTitle}
            </h3>
            <ol className="mt-4 grid gap-6">
              {cv.experience.map((job) => (
                <li key={`${job.role}-${job.period}`} className="break-inside-avoid">
                  <p className="font-bold">{job.role}</p>
                  <p className="text-sm text-muted print:text-black/70">
                    {job.org} · {job.period}
                  </p>
                  <ul className="mt-2 grid list-disc gap-1 ps-5 text-sm leading-6">
                    {job.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
          <div className="grid content-start gap-8">
            {[
              { title: cv.skillsTitle, items: cv.skills },
              { title: cv.toolsTitle, items: cv.tools },
            ].map((group) => (
              <section key={group.title} className="break-inside-avoid">
                <h3 className="text-lg font-extrabold">{group.title}</h3>
                <ul className="cv-tags mt-3 flex flex-wrap gap-2 text-sm">
                  {group.items.map((entry) => (
                    <li key={entry} className="rounded-full border border-line px-3 py-1 print:border-black/30">
                      {entry}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <section className="break-inside-avoid">
              <h3 className="text-lg font-extrabold">{cv.languagesTitle}</h3>
              <ul className="mt-3 grid gap-1 text-sm">
                {cv.languages.map((language) => (
                  <li key={language.name}>
                    <span className="font-bold">{language.name}</span> · {language.level}
                  </li>
                ))}
              </ul>
            </section>
            <section className="break-inside-avoid">
              <h3 className="text-lg font-extrabold">{cv.educationTitle}</h3>
              <ul className="mt-3 grid gap-2 text-sm">
                {cv.education.map((entry) => (
                  <li key={entry.title}>
                    <p className="font-bold">{entry.title}</p>
                    <p className="text-muted print:text-black/70">
                      {entry.org} · {entry.period}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </article>
    </>
  );
}
