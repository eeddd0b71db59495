import { languages } from "../../i18n/languages";
// The shipped profile texts, read directly: the i18n resources module would bring every locale into the studio's
// bundle (and, through the shell's chunk group, into every page's).
import arPages from "../../locales/ar/pages.json";
import enPages from "../../locales/en/pages.json";
import { cvListNames, cvPrintFit, type CvLists } from "../cv-fit";
import type { Described, DocumentLike, EntryOf } from "../list-kit";
import { publicEntry } from "../field-kinds";
import { readPath } from "../text-overrides";
import { cvEducation, cvJobs, cvLanguages, cvSkills, cvTools } from "./cv";

const descriptors = (): Record<(typeof cvListNames)[number], Described> => ({
  "cv-jobs": cvJobs,
  "cv-skills": cvSkills,
  "cv-tools": cvTools,
  "cv-languages": cvLanguages,
  "cv-education": cvEducation,
});

/**
 * Whether the CV a document describes prints on one page in both languages:
 * its published items, and the profile text as the owner has it.
 */
export function cvPrintsOnOnePage(document: DocumentLike): boolean {
  return languages.every((lang) => {
    const lists = Object.fromEntries(
      cvListNames.map((name) => [
        name,
        (document.lists[name] as EntryOf<Described>[]).filter((item) => item.published).map((item) => publicEntry(descriptors()[name], item, lang)),
      ]),
    ) as unknown as CvLists;
    const profile = document.texts[lang]["pages:cv.profile"] ?? readPath({ ar: arPages, en: enPages }[lang], "cv.profile") ?? "";
    return cvPrintFit(lists, profile).fits;
  });
}

/** The CV lists' warning for a draft: studio.lists.warnings.cvTooLong while it would not print on one page. */
export const cvWarnings = (document: DocumentLike): string[] => (cvPrintsOnOnePage(document) ? [] : ["cvTooLong"]);

/** A CV list as the catalogue lists it: with the warning its screen shows while the CV would not print on one page. */
export const withCvFit = <D extends object>(descriptor: D): D & { warnings: typeof cvWarnings } => ({ ...descriptor, warnings: cvWarnings });
