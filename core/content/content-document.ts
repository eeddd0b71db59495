import { z } from "zod";
import { languages, type Lang } from "../i18n/languages";
import { sectorIds } from "../catalogue/sectors";
import { portfolioCategories } from "./content-types";

/**
 * Everything the owner edits in the studio besides his settings, as one
 * document: the four lists, his photo, and his changes to the shipped page
 * texts. The draft, every published revision and the export file all have
 * this shape, so one schema checks them all.
 */
export const contentDocumentVersion = 1;

const noControl = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);
/** A text the owner typed: trimmed, bounded, no control characters (line breaks are fine). */
export const ownerText = (max: number) => z.string().trim().max(max, "too_long").refine(noControl, "control");
/** Both languages of one text; either may be empty while the item is unpublished. */
const bilingual = (max: number) => z.object({ ar: ownerText(max), en: ownerText(max) }).strict();

export const itemId = z.string().regex(/^[a-z0-9-]{1,40}$/, "id");
/** An uploaded image: its content hash names its files (/media/<id>-<width>.<avif|webp>). */
export const imageId = z.string().regex(/^[a-f0-9]{16,64}$/, "image");

export const imageRef = z
  .object({
    id: imageId,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: bilingual(200),
  })
  .strict();
export type ImageRef = z.infer<typeof imageRef>;

const listItem = {
  id: itemId,
  published: z.boolean(),
  /** Still the shipped sample: the dashboard lists it until the owner edits or deletes it. */
  sample: z.boolean().default(false),
};

const videoUrl = z.url({ protocol: /^https$/, error: "url" }).max(300, "too_long");

export const portfolioEntry = z
  .object({
    ...listItem,
    category: z.enum(portfolioCategories),
    title: bilingual(120),
    description: bilingual(600),
    /** An uploaded image, shown instead of the sample artwork. */
    image: imageRef.nullable().default(null),
    /** A shipped sample artwork under /images/portfolio (read-only; replaced by an upload). */
    thumbnail: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .nullable()
      .default(null),
    videos: z.array(videoUrl).max(6).default([]),
  })
  .strict();

export const testimonialEntry = z.object({ ...listItem, quote: bilingual(600), author: bilingual(120), sector: z.enum(sectorIds) }).strict();

export const faqEntry = z.object({ ...listItem, q: bilingual(200), a: bilingual(1200) }).strict();

export const statEntry = z.object({ ...listItem, number: z.number().int().nonnegative().max(1_000_000_000), label: bilingual(60) }).strict();

export const listSchemas = {
  portfolio: z.array(portfolioEntry).max(200),
  testimonials: z.array(testimonialEntry).max(100),
  faq: z.array(faqEntry).max(100),
  stats: z.array(statEntry).max(8),
} as const;
export type ListName = keyof typeof listSchemas;
export const listNames = Object.keys(listSchemas) as ListName[];
export const isListName = (value: string): value is ListName => (listNames as string[]).includes(value);

export type PortfolioEntry = z.infer<typeof portfolioEntry>;
export type TestimonialEntry = z.infer<typeof testimonialEntry>;
export type FaqEntryDoc = z.infer<typeof faqEntry>;
export type StatEntry = z.infer<typeof statEntry>;
export type ListEntry<L extends ListName> = z.infer<(typeof listSchemas)[L]>[number];

/** "namespace:dotted.path" of a shipped text, e.g. "services:items.web-design.title". */
export const textKey = z.string().regex(/^[a-z-]+:[A-Za-z0-9_.-]{1,200}$/, "key");
const overrides = z.record(textKey, z.string().max(5000, "too_long").refine(noControl, "control"));

export const contentDocument = z
  .object({
    version: z.literal(contentDocumentVersion),
    lists: z.object(listSchemas).strict(),
    /** The owner's photo for the about page and the CV. */
    photo: imageRef.nullable(),
    /** The owner's replacements of shipped texts, per language; a missing key shows the shipped text. */
    texts: z.object({ ar: overrides, en: overrides }).strict(),
  })
  .strict();
export type ContentDocument = z.infer<typeof contentDocument>;

export const emptyDocument = (): ContentDocument => ({
  version: contentDocumentVersion,
  lists: { portfolio: [], testimonials: [], faq: [], stats: [] },
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

/** The bilingual fields of an entry of each list, the ones a visitor reads. */
export const listTextFields = {
  portfolio: ["title", "description"],
  testimonials: ["quote", "author"],
  faq: ["q", "a"],
  stats: ["label"],
} as const satisfies { [L in ListName]: readonly (keyof ListEntry<L>)[] };

export type MissingTranslation = { list: ListName; id: string; field: string; lang: Lang };

/** Fields a published item shows empty in some language; the studio flags them and publishing refuses them. */
export function missingTranslations(document: ContentDocument): MissingTranslation[] {
  const missing: MissingTranslation[] = [];
  for (const list of listNames) {
    for (const item of document.lists[list] as { id: string; published: boolean }[]) {
      if (!item.published) continue;
      for (const field of listTextFields[list] as readonly string[]) {
        const value = (item as unknown as Record<string, Record<Lang, string>>)[field]!;
        for (const lang of languages) if (value[lang].trim() === "") missing.push({ list, id: item.id, field, lang });
      }
    }
  }
  const photo = document.photo;
  if (photo) for (const lang of languages) if (photo.alt[lang] === "") missing.push({ list: "portfolio", id: "photo", field: "alt", lang });
  for (const item of document.lists.portfolio) {
    if (!item.published || !item.image) continue;
    for (const lang of languages) if (item.image.alt[lang] === "") missing.push({ list: "portfolio", id: item.id, field: "alt", lang });
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
  for (const item of document.lists.portfolio) if (item.image) ids.add(item.image.id);
  return [...ids];
}

export type SampleLists = { list: ListName; count: number }[];

/** Lists whose published items still include shipped samples, with how many. */
export function sampleLists(document: ContentDocument): SampleLists {
  return listNames
    .map((list) => ({
      list,
      count: (document.lists[list] as { published: boolean; sample: boolean }[]).filter((i) => i.published && i.sample).length,
    }))
    .filter((entry) => entry.count > 0);
}
