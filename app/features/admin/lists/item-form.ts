import { languages, type Lang } from "#core/i18n/languages";
import { sectorIds, type SectorId } from "#core/catalogue/sectors";
import { portfolioCategories, type PortfolioCategory } from "#core/content/content-types";
import {
  emptyDocument,
  listSchemas,
  listTextFields,
  missingTranslations,
  parseDocument,
  type ContentDocument,
  type DocumentProblem,
  type ImageRef,
  type ListEntry,
  type ListName,
} from "#core/content/content-document";

export type Bilingual = Record<Lang, string>;
export type TextField = (typeof listTextFields)[ListName][number];
export type AnyEntry = ListEntry<ListName>;

/** What the editor holds while the owner types: every list's fields, of which each list uses its own. */
export type ItemForm = {
  published: boolean;
  texts: Partial<Record<TextField, Bilingual>>;
  category: PortfolioCategory;
  sector: SectorId;
  /** As typed; checked to be a whole number on save. */
  number: string;
  /** One link per line. */
  videos: string;
  image: ImageRef | null;
  thumbnail: string | null;
};

/** A field of the editor: "q.en", "title.ar", "videos", "number", "category", "sector"; "form" for the rest. */
export type FieldKey = `${TextField}.${Lang}` | "videos" | "number" | "category" | "sector" | "form";
/** What is wrong with a field: a code, and for a list of links the line (from 1). */
export type FieldError = { code: string; line?: number };
export type FieldErrors = Partial<Record<FieldKey, FieldError>>;

/** Texts that run over several lines get a text area. */
export const multilineFields: readonly TextField[] = ["description", "quote", "a"];

/** The text that names an item in buttons and announcements, and the one its row shows first. */
export const nameField = { portfolio: "title", testimonials: "author", faq: "q", stats: "label" } as const satisfies Record<ListName, TextField>;
export const leadField = { portfolio: "title", testimonials: "quote", faq: "q", stats: "label" } as const satisfies Record<ListName, TextField>;

/** The most characters a text may have, as the schema says. */
export function textLimit(list: ListName, field: TextField): number {
  const entry = listSchemas[list].element as unknown as { shape: Record<string, { shape: Record<Lang, { maxLength: number | null }> }> };
  return entry.shape[field]?.shape.en.maxLength ?? 0;
}

/** The most items a list may hold, as the schema says. */
export function maxItems(list: ListName): number {
  const checks = (listSchemas[list].def.checks ?? []) as unknown as { _zod: { def: { check: string; maximum?: number } } }[];
  return checks.find((check) => check._zod.def.check === "max_length")?._zod.def.maximum ?? Infinity;
}

const textFieldsOf = (list: ListName) => listTextFields[list] as readonly TextField[];
const textOf = (item: AnyEntry, field: TextField): Bilingual => (item as unknown as Record<TextField, Bilingual>)[field];

export function formFor(list: ListName, item: AnyEntry | null): ItemForm {
  const texts: ItemForm["texts"] = {};
  for (const field of textFieldsOf(list)) texts[field] = item ? { ...textOf(item, field) } : { ar: "", en: "" };
  const any = (item ?? {}) as Partial<ListEntry<"portfolio"> & ListEntry<"testimonials"> & ListEntry<"stats">>;
  return {
    published: item?.published ?? false,
    texts,
    category: any.category ?? portfolioCategories[0],
    sector: any.sector ?? sectorIds[0],
    number: any.number === undefined ? "" : String(any.number),
    videos: (any.videos ?? []).join("\n"),
    image: any.image ?? null,
    thumbnail: any.thumbnail ?? null,
  };
}

/** The item a form describes, before the schema checks it. Saving an item makes it the owner's: no longer a sample. */
function rawItem(list: ListName, form: ItemForm, id: string): Record<string, unknown> {
  const base = { id, published: form.published, sample: false, ...form.texts };
  if (list === "portfolio") {
    const videos = form.videos
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    return { ...base, category: form.category, image: form.image, thumbnail: form.thumbnail, videos };
  }
  if (list === "testimonials") return { ...base, sector: form.sector };
  if (list === "stats") return { ...base, number: /^\d+$/.test(form.number.trim()) ? Number(form.number.trim()) : -1 };
  return base;
}

/** A document holding this one item, so the checks are the very ones the server runs on the whole draft. */
const documentWith = (list: ListName, item: unknown): ContentDocument => {
  const document = emptyDocument();
  (document.lists as Record<ListName, unknown[]>)[list] = [item];
  return document;
};

/**
 * Checks a form as the server will, and refuses a published item with an
 * empty text in either language. Gives the item to save (texts trimmed),
 * or the field errors; `incomplete` when a missing translation is among them.
 */
export function checkItem(
  list: ListName,
  form: ItemForm,
  id: string,
): { ok: true; item: AnyEntry } | { ok: false; errors: FieldErrors; incomplete: boolean } {
  const parsed = parseDocument(documentWith(list, rawItem(list, form, id)));
  const errors: FieldErrors = parsed.ok ? {} : fieldErrorsFrom(parsed.problems, `lists.${list}.0`);
  // A number that is not a whole number was sent as -1: say what is wrong with what he typed.
  if (list === "stats" && !/^\d+$/.test(form.number.trim())) errors.number = { code: "number" };
  let incomplete = false;
  if (form.published) {
    for (const key of emptyTextFields(list, form)) {
      if (errors[key]) continue;
      errors[key] = { code: "missing" };
      incomplete = true;
    }
  }
  if (parsed.ok && Object.keys(errors).length === 0) return { ok: true, item: (parsed.document.lists[list] as AnyEntry[])[0]! };
  return { ok: false, errors, incomplete };
}

/** The text fields a form leaves empty, as "field.lang". */
export function emptyTextFields(list: ListName, form: ItemForm): FieldKey[] {
  return textFieldsOf(list).flatMap((field) =>
    languages.filter((lang) => (form.texts[field]?.[lang] ?? "").trim() === "").map((lang) => `${field}.${lang}` as const),
  );
}

/** Whether an item could be published as it is: every text (and an uploaded image's alt text) in both languages. */
export function canPublish(list: ListName, item: AnyEntry): boolean {
  return missingTranslations(documentWith(list, { ...item, published: true })).length === 0;
}

const fieldKeys = new Set<string>(["videos", "number", "category", "sector"]);

/**
 * The field errors among a refused save's problems. `prefix` is the item's
 * path in the document ("lists.faq.2"); problems elsewhere are left out.
 * "lists.faq.2.q.en" gives "q.en"; "lists.portfolio.0.videos.1" gives
 * "videos" on line 2; anything the editor has no field for goes to "form".
 */
export function fieldErrorsFrom(problems: readonly DocumentProblem[], prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  const textFields = new Set<string>(Object.values(listTextFields).flat());
  for (const problem of problems) {
    if (problem.path !== prefix && !problem.path.startsWith(`${prefix}.`)) continue;
    const [field = "", second] = problem.path.slice(prefix.length + 1).split(".");
    let key: FieldKey = "form";
    let line: number | undefined;
    if (textFields.has(field) && (languages as readonly string[]).includes(second ?? "")) key = `${field as TextField}.${second as Lang}`;
    else if (fieldKeys.has(field)) {
      key = field as FieldKey;
      if (field === "videos" && second !== undefined && /^\d+$/.test(second)) line = Number(second) + 1;
    }
    if (!errors[key]) errors[key] = line === undefined ? { code: problem.code } : { code: problem.code, line };
  }
  return errors;
}

/** An item's name in one language, shortened for a button label; falls back to the other language. */
export function itemName(list: ListName, item: AnyEntry, lang: Lang = "en", max = 60): string {
  const text = textOf(item, nameField[list]);
  const other = lang === "en" ? "ar" : "en";
  let name = (text[lang].trim() || text[other].trim()).replace(/\s+/g, " ");
  if (list === "stats" && name) name = `${(item as ListEntry<"stats">).number} ${name}`;
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
}

/** The first text an item's row shows, in one language. */
export const leadText = (list: ListName, item: AnyEntry, lang: Lang): string => textOf(item, leadField[list])[lang];
