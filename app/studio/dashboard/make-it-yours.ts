import type { SampleField } from "#core/settings/settings-schema";
import type { ListName, SampleLists } from "#core/content/content-document";
import type { SampleText } from "#core/content/sample-texts";

/**
 * The guided first hour: the owner's way from the sample site to his own, as
 * an ordered checklist on the dashboard. Each step names the sample values
 * it clears (settings, list items, the photo, story texts, sample articles);
 * it ticks itself when none of them is left for visitors, and says "done in
 * your draft" when his draft (or an article's working copy) has none left
 * but visitors still see them. The last step, publishing, ticks when every
 * other has and nothing waits in the draft.
 */
export type StepId = "identity" | "contacts" | "facts" | "pages" | "portfolio" | "testimonials" | "more" | "cv" | "articles" | "colours" | "publish";
/**
 * `optional`: a step that is ticked or not like the others but never keeps
 * the checklist open or publishing unticked (his colours: the shipped red is
 * a fine theme to keep, ADR 042).
 */
export type Step = {
  id: StepId;
  href: string;
  fields?: "identity" | "rest";
  photo?: boolean;
  logo?: boolean;
  lists?: readonly ListName[];
  story?: string;
  theme?: boolean;
  /** The shipped sample articles (issue 43, item 9). */
  articles?: boolean;
  optional?: boolean;
};

/** The settings that say who he is; every other setting is a contact, a network or an address. */
export const identityFields: readonly SampleField[] = ["ownerNameAr", "ownerNameEn", "shortNameAr", "shortNameEn"];

export const steps: readonly Step[] = [
  { id: "identity", href: "/admin/settings", fields: "identity", photo: true, logo: true },
  { id: "contacts", href: "/admin/settings#setting-phone", fields: "rest" },
  { id: "facts", href: "/admin/facts", lists: ["facts"] },
  { id: "pages", href: "/admin/services", lists: ["services", "sectors", "landing"] },
  { id: "portfolio", href: "/admin/portfolio", lists: ["portfolio", "portfolio-categories"] },
  { id: "testimonials", href: "/admin/testimonials", lists: ["testimonials"] },
  {
    id: "more",
    href: "/admin/pages?group=about",
    lists: ["faq", "stats", "credibility", "about-skills", "about-values", "contact-topics"],
    story: "about",
  },
  { id: "cv", href: "/admin/cv-jobs", lists: ["cv-jobs", "cv-skills", "cv-tools", "cv-languages", "cv-education"], story: "cv" },
  { id: "articles", href: "/admin/articles", articles: true },
  { id: "colours", href: "/admin/brand", theme: true, optional: true },
  { id: "publish", href: "/admin/pages" },
];

/** What visitors still see of the sample, as the dashboard loads it. */
export type Samples = {
  fields: readonly SampleField[];
  lists: SampleLists;
  noPhoto: boolean;
  /** His logo is not published yet (ADR 041); absent counts as his. */
  noLogo?: boolean;
  texts: readonly SampleText[];
  draft: boolean;
  /** Visitors still see the shipped red theme (optional to change). */
  shippedTheme?: boolean;
  /** Sample articles still as shipped. */
  articles?: number;
  /** Shipped texts that name items he removed or hid (issue 44, item 3): the step of their list is not done. */
  stale?: readonly { key: string; list: string }[];
};

/** A step's remaining sample values. */
export function stepSamples(step: Step, samples: Samples) {
  const fields = step.fields ? samples.fields.filter((field) => identityFields.includes(field) === (step.fields === "identity")) : [];
  const lists = samples.lists.filter((entry) => step.lists?.includes(entry.list));
  const texts = step.story ? samples.texts.filter((text) => text.group === step.story) : [];
  const photo = step.photo === true && samples.noPhoto;
  const theme = step.theme === true && samples.shippedTheme === true;
  const logo = step.logo === true && samples.noLogo === true;
  const articles = step.articles === true ? (samples.articles ?? 0) : 0;
  const stale = (samples.stale ?? []).filter((text) => step.lists?.includes(text.list as ListName));
  return {
    articles,
    stale,
    fields,
    lists,
    texts,
    photo,
    theme,
    logo,
    left: fields.length + lists.length + texts.length + stale.length + (photo ? 1 : 0) + (theme ? 1 : 0) + (logo ? 1 : 0) + articles,
  };
}

/** The steps that must be done for the site to be his; an optional one never holds the others back. */
export const requiredSteps = steps.filter((step) => !step.optional);

/** Which steps are done: a step with nothing left; publishing, once all other required ones are and the draft is published. */
export function doneSteps(samples: Samples): Set<StepId> {
  const done = new Set(steps.filter((step) => step.id !== "publish" && stepSamples(step, samples).left === 0).map((step) => step.id));
  if (requiredSteps.every((step) => step.id === "publish" || done.has(step.id)) && !samples.draft) done.add("publish");
  return done;
}

/** Whether the checklist has anything left that counts: only required steps keep it open. */
export function allRequiredDone(done: Set<StepId>): boolean {
  return requiredSteps.every((step) => done.has(step.id));
}

export type StepStatus = "done" | "draft" | "open";

/**
 * Each step's status counting his draft (issue 44, item 2): "done" when
 * visitors no longer see its samples, "draft" when his draft has none left
 * (publish to finish), "open" otherwise. Publishing is done or open: it is
 * the step that finishes the others.
 */
export function stepStatuses(published: Samples, draft: Samples): Map<StepId, StepStatus> {
  const done = doneSteps(published);
  const statuses = new Map<StepId, StepStatus>();
  for (const step of steps) {
    if (step.id === "publish") continue;
    statuses.set(step.id, done.has(step.id) ? "done" : stepSamples(step, draft).left === 0 ? "draft" : "open");
  }
  statuses.set("publish", done.has("publish") ? "done" : "open");
  return statuses;
}
