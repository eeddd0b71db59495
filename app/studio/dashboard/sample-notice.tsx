import { useEffect, useState } from "react";
import { readOnce } from "../kit/read-once";
import { Link } from "react-router";
import { CheckCircle2, Circle, CircleDashed } from "lucide-react";
import type { SampleField } from "#core/settings/settings-schema";
import type { SocialNetwork } from "#core/catalogue/social-networks";
import type { StudioApi } from "../kit/studio-shell";
import { useStudioT } from "../kit/use-studio-t";
import type { ContentSamples } from "#core/content/studio-wire";
import { shownSample } from "#core/articles/article-wire";
import { allRequiredDone, doneSteps, requiredSteps, stepSamples, stepStatuses, steps, type Samples } from "./make-it-yours";

const chip = "inline-flex rounded-full border border-line px-3 py-1 text-sm hover:border-accent";

/**
 * "Make it yours": while visitors still see sample values, the dashboard
 * walks the owner through replacing them, in order (make-it-yours.ts), each
 * step linking to its screen and to each value still left, ticked once
 * none is.
 */
export function SampleNotice({ api }: { api: StudioApi }) {
  const { t } = useStudioT();
  const [fields, setFields] = useState<{ published: SampleField[]; draft: SampleField[] } | null>(null);
  const [content, setContent] = useState<{ published: Omit<Samples, "fields">; draft: Omit<Samples, "fields"> } | null>(null);
  const [articles, setArticles] = useState<{ published: number; draft: number } | null>(null);
  useEffect(() => {
    let live = true;
    readOnce(api, "settings", api.settings.get).then(
      (settings) => live && setFields({ published: settings.sampleFields, draft: settings.draftSampleFields }),
      () => undefined,
    );
    // Visitors see the published content; his draft says which steps only wait for Publish.
    readOnce(api, "content", api.content.get).then(
      (studio) => {
        if (!live) return;
        const of = ({ lists, photo, logo, texts, theme, stale }: ContentSamples) => ({
          lists,
          stale: stale ?? [],
          noPhoto: !photo,
          noLogo: !logo,
          texts,
          draft: studio.draft !== null,
          shippedTheme: !theme,
        });
        setContent({ published: of(studio.publishedSamples), draft: of(studio.draftSamples) });
      },
      () => undefined,
    );
    // A sample article visitors see; its working copy changed by him counts as done in the draft.
    readOnce(api, "articles", api.articles.list).then(
      (rows) => {
        if (!live) return;
        const shown = rows.filter(shownSample);
        setArticles({ published: shown.length, draft: shown.filter((row) => row.state === "published").length });
      },
      () => live && setArticles({ published: 0, draft: 0 }),
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (fields === null || content === null || articles === null) return null;
  const samples: Samples = { fields: fields.published, ...content.published, articles: articles.published };
  const draftSamples: Samples = { fields: fields.draft, ...content.draft, articles: articles.draft };
  const done = doneSteps(samples);
  const statuses = stepStatuses(samples, draftSamples);
  const inDraft = requiredSteps.filter((step) => statuses.get(step.id) === "draft").length;
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
        {inDraft > 0 && (
          <p className="mt-1 text-sm font-semibold text-warning" data-testid="make-in-draft">
            {t("studio.sample.inDraft", { count: inDraft })}
          </p>
        )}
        <p className="mt-1 text-sm text-muted">{t("studio.sample.text")}</p>
        <ol className="mt-4 grid gap-3">
          {steps.map((step, index) => {
            const status = statuses.get(step.id) ?? "open";
            // A step done in the draft lists nothing left: publishing finishes it.
            const left = stepSamples(step, status === "draft" ? draftSamples : samples);
            // A text naming what he removed comes of his draft's changes: said as soon as he makes them.
            const { stale } = stepSamples(step, draftSamples);
            const ticked = status === "done";
            const Icon = ticked ? CheckCircle2 : status === "draft" ? CircleDashed : Circle;
            const iconColour = ticked ? "text-success" : status === "draft" ? "text-warning" : "text-muted";
            return (
              <li key={step.id} className="flex gap-3" data-testid="make-step" data-step={step.id} data-done={ticked} data-status={status}>
                <Icon className={`mt-0.5 size-5 shrink-0 ${iconColour}`} aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    <Link to={step.href} className="hover:text-accent-text hover:underline">
                      {index + 1}. {t(`studio.sample.steps.${step.id}.title`)}
                    </Link>
                    {step.optional && <span className="ms-2 text-sm font-normal text-muted">{t("studio.sample.optional")}</span>}
                    {status === "draft" ? (
                      <span className="ms-2 text-sm font-normal text-warning" data-testid="make-step-draft">
                        ({t("studio.sample.stepDraft")})
                      </span>
                    ) : (
                      <span className="sr-only"> ({ticked ? t("studio.sample.stepDone") : t("studio.sample.stepOpen")})</span>
                    )}
                  </p>
                  {status === "open" && <p className="text-sm text-muted">{t(`studio.sample.steps.${step.id}.text`)}</p>}
                  {(left.left > 0 || stale.length > 0) && (
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
                      {left.articles > 0 && (
                        <li>
                          <Link to="/admin/articles" className={chip} data-testid="sample-articles">
                            {t("studio.sample.articles", { count: left.articles })}
                          </Link>
                        </li>
                      )}
                      {stale.length > 0 && (
                        <li>
                          <Link to="/admin/pages?group=stale" className={chip} data-testid="sample-stale">
                            {t("studio.sample.stale", { count: stale.length })}
                          </Link>
                        </li>
                      )}
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
