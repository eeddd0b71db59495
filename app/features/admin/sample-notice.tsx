import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CheckCircle2, Circle } from "lucide-react";
import type { SampleField } from "#core/settings/settings-schema";
import type { SocialNetwork } from "#core/catalogue/social-networks";
import type { AdminApi } from "./studio-shell";
import { useAdminT } from "./use-admin-t";
import { allRequiredDone, doneSteps, requiredSteps, stepSamples, steps, type Samples } from "./make-it-yours";

const chip = "inline-flex rounded-full border border-line px-3 py-1 text-sm hover:border-accent";

/**
 * "Make it yours": while visitors still see sample values, the dashboard
 * walks the owner through replacing them, in order (make-it-yours.ts), each
 * step linking to its screen and to each value still left, ticked once
 * none is.
 */
export function SampleNotice({ api }: { api: AdminApi }) {
  const { t } = useAdminT();
  const [fields, setFields] = useState<SampleField[] | null>(null);
  const [content, setContent] = useState<Omit<Samples, "fields"> | null>(null);
  useEffect(() => {
    let live = true;
    api.settings.get().then(
      (settings) => live && setFields(settings.sampleFields),
      () => undefined,
    );
    // What visitors see is the published content, not the draft.
    api.content.get().then(
      (studio) => {
        if (!live) return;
        const { lists, photo, logo, texts, theme } = studio.publishedSamples;
        setContent({ lists, noPhoto: !photo, noLogo: !logo, texts, draft: studio.draft !== null, shippedTheme: !theme });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (fields === null || content === null) return null;
  const samples: Samples = { fields, ...content };
  const done = doneSteps(samples);
  // Every step done and published: one quiet line says so, where the checklist stood.
  if (allRequiredDone(done)) {
    return (
      <aside className="mx-auto mt-6 max-w-7xl px-4" aria-label={t("studio.sample.title")}>
        <p className="flex items-center gap-2 text-sm font-semibold text-success" data-testid="make-done">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden />
          {t("studio.sample.done")}
        </p>
      </aside>
    );
  }
  return (
    <aside className="mx-auto mt-6 max-w-7xl px-4" aria-labelledby="sample-title" data-testid="sample-notice">
      <div className="rounded-xl border border-warning/50 bg-warning/10 p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="sample-title" className="text-lg font-bold">
            {t("studio.sample.title")}
          </h2>
          <p className="text-sm font-semibold text-muted" data-testid="make-progress">
            {t("studio.sample.progress", { done: requiredSteps.filter((step) => done.has(step.id)).length, count: requiredSteps.length })}
          </p>
        </div>
        <p className="mt-1 text-sm text-muted">{t("studio.sample.text")}</p>
        <ol className="mt-4 grid gap-3">
          {steps.map((step, index) => {
            const left = stepSamples(step, samples);
            const ticked = done.has(step.id);
            const Icon = ticked ? CheckCircle2 : Circle;
            return (
              <li key={step.id} className="flex gap-3" data-testid="make-step" data-step={step.id} data-done={ticked}>
                <Icon className={`mt-0.5 size-5 shrink-0 ${ticked ? "text-success" : "text-muted"}`} aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    <Link to={step.href} className="hover:text-accent-text hover:underline">
                      {index + 1}. {t(`studio.sample.steps.${step.id}.title`)}
                    </Link>
                    {step.optional && <span className="ms-2 text-sm font-normal text-muted">{t("studio.sample.optional")}</span>}
                    <span className="sr-only"> ({ticked ? t("studio.sample.stepDone") : t("studio.sample.stepOpen")})</span>
                  </p>
                  {!ticked && <p className="text-sm text-muted">{t(`studio.sample.steps.${step.id}.text`)}</p>}
                  {left.left > 0 && (
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {left.fields.map((field) => (
                        <li key={field}>
                          <Link to={`/admin/settings#setting-${field}`} className={chip} data-testid="sample-field">
                            {field.startsWith("profile-")
                              ? t(`studio.settings.networks.${field.slice("profile-".length) as SocialNetwork}`)
                              : t(`studio.settings.fields.${field as Exclude<SampleField, `profile-${string}`>}.label`)}
                          </Link>
                        </li>
                      ))}
                      {left.photo && (
                        <li>
                          <Link to="/admin/settings#owner-photo" className={chip} data-testid="sample-photo">
                            {t("studio.sample.photo")}
                          </Link>
                        </li>
                      )}
                      {left.logo && (
                        <li>
                          <Link to="/admin/brand" className={chip} data-testid="sample-logo">
                            {t("studio.sample.logo")}
                          </Link>
                        </li>
                      )}
                      {left.lists.map(({ list, count }) => (
                        <li key={list}>
                          <Link to={`/admin/${list}`} className={chip} data-testid="sample-list">
                            {t("studio.sample.list", { list: t(`studio.sections.${list}`), count })}
                          </Link>
                        </li>
                      ))}
                      {left.texts.length > 0 && step.story && (
                        <li>
                          <Link to={`/admin/pages?group=${step.story}`} className={chip} data-testid="sample-texts">
                            {t("studio.sample.texts", {
                              page: t(`studio.sample.storyPages.${step.story as "about" | "cv"}`),
                              count: left.texts.length,
                            })}
                          </Link>
                        </li>
                      )}
                    </ul>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </aside>
  );
}
