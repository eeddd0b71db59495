import { Printer } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { formatPhone, type SiteSettings } from "#core/settings/site-settings";
import { PageHeader } from "~/components/page/page-header";
import { UploadedImage } from "~/components/ui/uploaded-image";
import type { PageImage } from "#core/content/content-types";
import { cvPrintFit, type CvLists } from "#core/content/cv-fit";

type CvTexts = {
  title: string;
  subtitle: string;
  profile: string;
  experienceTitle: string;
  skillsTitle: string;
  toolsTitle: string;
  languagesTitle: string;
  educationTitle: string;
  print: string;
  location: string;
};

/**
 * A CV that prints on one page (the site's shell is hidden in print): the
 * more it holds, the smaller its printout (`data-print-density`, app.css; core/content/cv-fit.ts).
 * A part the owner emptied is left out.
 */
export function CvPage({
  settings,
  lang,
  lists,
  photo = null,
}: {
  settings: SiteSettings;
  lang: "ar" | "en";
  lists: CvLists;
  photo?: PageImage | null;
}) {
  const { t } = useT("pages");
  const cv: CvTexts = t("cv", { returnObjects: true });
  const { "cv-jobs": jobs, "cv-skills": skills, "cv-tools": tools, "cv-languages": languages, "cv-education": education } = lists;
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={cv.title} subtitle={cv.subtitle}>
          <button type="button" onClick={() => window.print()} className="btn-ghost mt-6 inline-flex" data-testid="print-cv" data-print>
            <Printer className="size-4" aria-hidden />
            {cv.print}
          </button>
        </PageHeader>
      </div>
      <article
        className="cv-sheet container-page py-12 print:max-w-none print:p-0 print:text-black"
        data-print-density={cvPrintFit(lists, cv.profile).level}
        data-testid="cv"
      >
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
          <section aria-labelledby="cv-experience" hidden={jobs.length === 0}>
            <h3 id="cv-experience" className="text-lg font-extrabold">
              {cv.experienceTitle}
            </h3>
            <ol className="mt-4 grid gap-6">
              {jobs.map((job) => (
                <li key={job.id} className="break-inside-avoid">
                  <p className="font-bold">{job.role}</p>
                  <p className="text-sm text-muted print:text-black/70">
                    {job.org} · {job.period}
                  </p>
                  <ul className="mt-2 grid list-disc gap-1 ps-5 text-sm leading-6">
                    {job.points.map((point, index) => (
                      <li key={index}>{point}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
          <div className="grid content-start gap-8">
            {[
              { key: "skills", title: cv.skillsTitle, items: skills },
              { key: "tools", title: cv.toolsTitle, items: tools },
            ].map((group) => (
              <section key={group.key} className="break-inside-avoid" hidden={group.items.length === 0}>
                <h3 className="text-lg font-extrabold">{group.title}</h3>
                <ul className="cv-tags mt-3 flex flex-wrap gap-2 text-sm">
                  {group.items.map((entry) => (
                    <li key={entry.id} className="rounded-full border border-line px-3 py-1 print:border-black/30">
                      {entry.name}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <section className="break-inside-avoid" hidden={languages.length === 0}>
              <h3 className="text-lg font-extrabold">{cv.languagesTitle}</h3>
              <ul className="mt-3 grid gap-1 text-sm">
                {languages.map((language) => (
                  <li key={language.id}>
                    <span className="font-bold">{language.name}</span> · {language.level}
                  </li>
                ))}
              </ul>
            </section>
            <section className="break-inside-avoid" hidden={education.length === 0}>
              <h3 className="text-lg font-extrabold">{cv.educationTitle}</h3>
              <ul className="mt-3 grid gap-2 text-sm">
                {education.map((entry) => (
                  <li key={entry.id}>
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
