import type { EntryOf, ItemBase, ListDescriptor, PublicEntryOf } from "../list-kit";
import { emptyValues } from "../field-kinds";
import { aboutSkills, aboutValues } from "./about";
import { contactTopics } from "./contact-topics";
import { credibility } from "./credibility";
import { replyTemplates } from "./reply-templates";
import { cvEducation, cvJobs, cvLanguages, cvSkills, cvTools } from "./cv";
import { withCvFit } from "./cv-fit-check";
import { faq } from "./faq";
import { landing } from "./landing";
import { facts } from "./facts";
import { portfolio } from "./portfolio";
import { portfolioCategories } from "./portfolio-categories";
import { articleCategories } from "./article-categories";
import { sectors, services } from "./services";
import { stats } from "./stats";
import { testimonials } from "./testimonials";
import { testimonialSectors } from "./testimonial-sectors";

/**
 * Every list the owner edits in the studio, in the order its navigation shows
 * them. A new list is its description (a file beside this one, added here),
 * its texts (studio.lists.screens.<name> in both admin locales) and the part
 * of a page that shows it.
 */
export const studioLists = {
  services,
  sectors,
  landing,
  portfolio,
  "portfolio-categories": portfolioCategories,
  testimonials,
  "testimonial-sectors": testimonialSectors,
  faq,
  stats,
  facts,
  credibility,
  "about-skills": aboutSkills,
  "about-values": aboutValues,
  "contact-topics": contactTopics,
  "cv-jobs": withCvFit(cvJobs),
  "cv-skills": withCvFit(cvSkills),
  "cv-tools": withCvFit(cvTools),
  "cv-languages": withCvFit(cvLanguages),
  "cv-education": withCvFit(cvEducation),
  "article-categories": articleCategories,
  "reply-templates": replyTemplates,
} as const;

export type StudioLists = typeof studioLists;
export type ListName = keyof StudioLists;
export const listNames = Object.keys(studioLists) as ListName[];
export const isListName = (value: string): value is ListName => Object.hasOwn(studioLists, value);
export const listDescriptor = (name: ListName): ListDescriptor => studioLists[name] as unknown as ListDescriptor;

export type ListEntry<L extends ListName> = EntryOf<StudioLists[L]>;
export type PublicListEntry<L extends ListName> = PublicEntryOf<StudioLists[L]>;

/**
 * An item with every field of its list: one it lacks takes its kind's empty
 * value (list-kit's `upgradeValue`). Tests build their items with it, so a new
 * optional field needs none of them to name it (the seed's items get the same).
 */
export const listEntry = <L extends ListName>(list: L, item: ItemBase & Partial<Omit<ListEntry<L>, keyof ItemBase>>): ListEntry<L> =>
  ({ ...emptyValues(listDescriptor(list)), ...item }) as ListEntry<L>;
