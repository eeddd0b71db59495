import { z } from "zod";
import { languages, type Lang } from "../i18n/languages";
import { noControl, imageRef } from "./content-fields";
import { siteTheme } from "../brand/theme-schema";
import { imagesOfItem, requiredTexts } from "./list-kit";
import { entrySchema } from "./field-kinds";
import { listDescriptor, listNames, type ListEntry, type ListName } from "./lists/catalogue";
import { brandImages, brandSchema } from "../brand/brand-schema";
import { publicSettingsSchema } from "../settings/settings-schema";
import { textStepsSchema } from "./text-steps";

/**
 * Everything the owner edits in the studio as one document: the lists, his
 * photo, his changes to the shipped page texts and his public settings. The draft, every published revision and the export file all have
 * this shape, so one schema checks them all.
 */
export const contentDocumentVersion = 1;

export { imageId, imageRef, itemId, ownerText, type ImageRef } from "./content-fields";
export { isListName, listNames, type ListEntry, type ListName } from "./lists/catalogue";

/** Every list's items, each checked by the schema its description gives; at most its `maxItems`. */
const listsSchema = z
  .object(
    Object.fromEntries(
      listNames.map((name) => {
        const descriptor = listDescriptor(name);
        return [name, z.array(entrySchema(descriptor)).max(descriptor.maxItems, "too_big")];
      }),
    ) as unknown as { [L in ListName]: z.ZodType<ListEntry<L>[]> },
  )
  .strict();

/** "namespace:dotted.path" of a shipped text, e.g. "services:items.web-design.title". */
export const textKey = z.string().regex(/^[a-z-]+:[A-Za-z0-9_.-]{1,200}$/, "key");
const overrides = z.record(textKey, z.string().max(5000, "too_long").refine(noControl, "control"));

/** Whose share card an image replaces: a page's card key (pageCardKey), or "default" for every page without its own. */
export const shareImageKey = z.string().regex(/^[a-z0-9-]{1,80}$/, "key");
export const defaultShareImage = "default";
const shareImages = z
  .record(shareImageKey, imageRef)
  .refine((images) => Object.keys(images).length <= 100, "too_big")
  .optional();

export const contentDocument = z
  .object({
    version: z.literal(contentDocumentVersion),
    lists: listsSchema,
    /** The owner's photo for the about page and the CV. */
    photo: imageRef.nullable(),
    /** The owner's replacements of shipped texts, per language; a missing key shows the shipped text. */
    texts: z.object({ ar: overrides, en: overrides }).strict(),
    /** Whether each language of the texts he changed is in step with the other (issue 43, item 7); none: all in step. */
    textSteps: textStepsSchema.optional(),
    /** His own pictures in place of drawn share cards (ADR 035); documents from before have none. */
    shareImages,
    /** His brand colours, from which the site's default theme is derived (ADR 042); without them, the shipped red theme. */
    theme: siteTheme.optional(),
    /** His logo and hero graphic (ADR 041); documents from before have none and show the shipped mark. */
    brand: brandSchema.optional(),
    /**
     * His public settings (name, contact details, profiles, address, hours; ADR 040).
     * Documents from before have none: the server reads them as the settings published then.
     */
    settings: publicSettingsSchema.optional(),
  })
  .strict();
export type ContentDocument = z.infer<typeof contentDocument>;

export const emptyDocument = (): ContentDocument => ({
  version: contentDocumentVersion,
  lists: Object.fromEntries(listNames.map((name) => [name, []])) as unknown as ContentDocument["lists"],
  photo: null,
  texts: { ar: {}, en: {} },
});

export type DocumentProblem = { path: string; code: string };

/** The first problems of a document (a path like "lists.faq.2.q.en"), or the document itself. */
export function parseDocument(raw: unknown): { ok: true; document: ContentDocument } | { ok: false; problems: DocumentProblem[] } {
  const parsed = contentDocument.safeParse(raw);
  if (parsed.success) {
    const duplicates = duplicateIds(parsed.data);
    if (duplicates.length === 0) return { ok: true, document: parsed.data };
    return { ok: false, problems: duplicates };
  }
  return {
    ok: false,
    problems: parsed.error.issues.slice(0, 20).map((issue) => ({ path: issue.path.join("."), code: issueCode(issue) })),
  };
}

function issueCode(issue: z.core.$ZodIssue): string {
  if (issue.code === "custom" || issue.code === "invalid_format" || issue.code === "too_big") {
    return issue.message && /^[a-z_]+$/.test(issue.message) ? issue.message : issue.code;
  }
  return issue.code;
}

/** Lists that must keep some published items (their page would be empty) and have fewer: checked on every save of a whole document. */
export function tooFew(document: ContentDocument): DocumentProblem[] {
  return listNames
    .filter((list) => {
      const least = listDescriptor(list).minPublished ?? 0;
      return least > 0 && (document.lists[list] as { published: boolean }[]).filter((item) => item.published).length < least;
    })
    .map((list) => ({ path: `lists.${list}`, code: "too_few" }));
}

function duplicateIds(document: ContentDocument): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  for (const list of listNames) {
    const seen = new Set<string>();
    document.lists[list].forEach((item, index) => {
      if (seen.has(item.id)) problems.push({ path: `lists.${list}.${index}.id`, code: "duplicate" });
      seen.add(item.id);
    });
  }
  return problems;
}

export type MissingTranslation = { list: ListName; id: string; field: string; lang: Lang };

/** Fields a published item shows empty in some language; the studio flags them and publishing refuses them. */
export function missingTranslations(document: ContentDocument): MissingTranslation[] {
  const missing: MissingTranslation[] = [];
  for (const list of listNames) {
    for (const item of document.lists[list] as { id: string; published: boolean }[]) {
      if (!item.published) continue;
      for (const field of requiredTexts(listDescriptor(list))) {
        const value = (item as unknown as Record<string, Record<Lang, string>>)[field]!;
        for (const lang of languages) if (value[lang].trim() === "") missing.push({ list, id: item.id, field, lang });
      }
    }
  }
  const photo = document.photo;
  if (photo) for (const lang of languages) if (photo.alt[lang] === "") missing.push({ list: "portfolio", id: "photo", field: "alt", lang });
  for (const list of listNames) {
    for (const item of document.lists[list] as { id: string; published: boolean }[]) {
      if (!item.published) continue;
      for (const ref of imagesOfItem(listDescriptor(list), item))
        for (const lang of languages) if (ref.alt[lang] === "") missing.push({ list, id: item.id, field: "alt", lang });
    }
  }
  return missing;
}

/** A fresh id for a new list item. */
export function newItemId(): string {
  return crypto
    .randomUUID()
    .slice(0, 13)
    .replace(/[^a-z0-9-]/g, "");
}

/** The image ids a document uses (for export and for keeping uploads). */
export function imagesOf(document: ContentDocument): string[] {
  const ids = new Set<string>();
  if (document.photo) ids.add(document.photo.id);
  for (const ref of Object.values(document.shareImages ?? {})) ids.add(ref.id);
  for (const id of brandImages(document.brand)) ids.add(id);
  for (const list of listNames)
    for (const item of document.lists[list] as object[]) for (const ref of imagesOfItem(listDescriptor(list), item)) ids.add(ref.id);
  return [...ids];
}

export type SampleLists = { list: ListName; count: number }[];

/** Lists whose published items still include shipped samples, with how many. */
export function sampleLists(document: ContentDocument): SampleLists {
  return listNames
    .filter((list) => !listDescriptor(list).private)
    .map((list) => ({
      list,
      count: (document.lists[list] as { published: boolean; sample: boolean }[]).filter((i) => i.published && i.sample).length,
    }))
    .filter((entry) => entry.count > 0);
}
