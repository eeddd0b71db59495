import { languages, type Lang } from "#core/i18n/languages";
import { formFor as labelForm } from "#core/content/facts";
import { emptyDocument, missingTranslations, parseDocument, type ContentDocument, type DocumentProblem } from "#core/content/content-document";
import type { ImageRef } from "#core/content/content-fields";
import { fieldsOfKind, requiredTexts } from "#core/content/list-kit";
import { formValue, isWhole, valueFromForm, type FormValue, type PickSource } from "#core/content/field-kinds";
import { sameContent } from "#core/content/revision-diff";
import { listDescriptor, type ListEntry, type ListName } from "#core/content/lists/catalogue";

export type Bilingual = Record<Lang, string>;
export type AnyEntry = { [L in ListName]: ListEntry<L> }[ListName];

export type ItemForm = { published: boolean; values: Record<string, FormValue> };

/** A field of the editor: "q.en", "title.ar" for a text, the field's name for the rest; "form" for anything else. */
export type FieldKey = string;
/** What is wrong with a field: a code, and for a list of links the line (from 1). */
export type FieldError = { code: string; line?: number };
export type FieldErrors = Partial<Record<FieldKey, FieldError>>;

const fieldsOf = (list: ListName) => Object.entries(listDescriptor(list).fields);
const valuesOf = (item: AnyEntry) => item as unknown as Record<string, unknown>;
const textOf = (item: AnyEntry, field: string): Bilingual => valuesOf(item)[field] as Bilingual;

export function formFor(list: ListName, item: AnyEntry | null, source?: PickSource): ItemForm {
  const values: ItemForm["values"] = {};
  for (const [name, spec] of fieldsOf(list)) values[name] = formValue(spec, item ? valuesOf(item)[name] : undefined, source);
  return { published: item?.published ?? false, values };
}

/** The item a form describes, before the schema checks it. Saving an item makes it the owner's: no longer a sample. */
function rawItem(list: ListName, form: ItemForm, id: string): Record<string, unknown> {
  const item: Record<string, unknown> = { id, published: form.published, sample: false };
  for (const [name, spec] of fieldsOf(list)) item[name] = valueFromForm(spec, form.values[name]!);
  return item;
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
  const errors: FieldErrors = parsed.ok ? {} : fieldErrorsFrom(list, parsed.problems, `lists.${list}.0`);
  // A number that is not a whole number was sent as -1: say what is wrong with what he typed.
  for (const [name, spec] of fieldsOf(list)) if (spec.kind === "number" && !isWhole(form.values[name] as string)) errors[name] = { code: "number" };
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
  return requiredTexts(listDescriptor(list)).flatMap((field) =>
    languages.filter((lang) => ((form.values[field] as Bilingual | undefined)?.[lang] ?? "").trim() === "").map((lang) => `${field}.${lang}`),
  );
}

/** The images of a form that a published item would show without a description in a language. */
export function missingAlts(list: ListName, form: ItemForm): Lang[] {
  if (!form.published) return [];
  const images = fieldsOfKind(listDescriptor(list), "image").map((name) => form.values[name] as ImageRef | null);
  return languages.filter((lang) => images.some((image) => image && image.alt[lang].trim() === ""));
}

/** Whether an item could be published as it is: every text (and an uploaded image's alt text) in both languages. */
export function canPublish(list: ListName, item: AnyEntry): boolean {
  return missingTranslations(documentWith(list, { ...item, published: true })).length === 0;
}

/**
 * The field errors among a refused save's problems. `prefix` is the item's
 * path in the document ("lists.faq.2"); problems elsewhere are left out.
 * "lists.faq.2.q.en" gives "q.en"; "lists.portfolio.0.videos.1" gives
 * "videos" on line 2; anything the editor has no field for goes to "form".
 */
export function fieldErrorsFrom(list: ListName, problems: readonly DocumentProblem[], prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  const fields = listDescriptor(list).fields;
  for (const problem of problems) {
    if (problem.path !== prefix && !problem.path.startsWith(`${prefix}.`)) continue;
    const [field = "", second] = problem.path.slice(prefix.length + 1).split(".");
    const spec = Object.hasOwn(fields, field) ? fields[field] : undefined;
    let key: FieldKey = "form";
    let line: number | undefined;
    if (spec?.kind === "text") {
      if ((languages as readonly string[]).includes(second ?? "")) key = `${field}.${second}`;
    } else if (spec && spec.kind !== "art" && spec.kind !== "image") {
      key = field;
      if (spec.kind === "links" && second !== undefined && /^\d+$/.test(second)) line = Number(second) + 1;
    }
    if (!errors[key]) errors[key] = line === undefined ? { code: problem.code } : { code: problem.code, line };
  }
  return errors;
}

/** An item's name in one language (the studio's), shortened for a button label; falls back to the other language. */
export function itemName(list: ListName, item: AnyEntry, lang: Lang, max = 60): string {
  const descriptor = listDescriptor(list);
  const text = textOf(item, descriptor.nameField);
  const other = lang === "en" ? "ar" : "en";
  const own = descriptor.numberField ? (valuesOf(item)[descriptor.numberField] as number) : 0;
  const named = text[lang].trim() ? lang : other;
  const raw = text[named].trim();
  // A label with forms by number is named by the form its own number takes.
  let name = (descriptor.formsField === descriptor.nameField ? labelForm(own, raw, named) : raw).replace(/\s+/g, " ");
  // Its own number leads the name; a figure that counts a fact (and changes with it) is left out.
  const countsFact = descriptor.factField !== undefined && Boolean(valuesOf(item)[descriptor.factField]);
  if (descriptor.numberField && name && !countsFact) name = `${own} ${name}`;
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
}

/** The first text an item's row shows, in one language. */
export const leadText = (list: ListName, item: AnyEntry, lang: Lang): string => textOf(item, listDescriptor(list).leadField)[lang];

/** A field changed both here and in another tab, to different values: his choice is needed. */
export type Conflict = { theirs: FormValue; original: FormValue };

/**
 * Three-way merge of an item being edited with the copy another tab saved
 * meanwhile (`theirs`; null when it was deleted there), against the copy the
 * editor started from (`base`). A field only he changed keeps his value, a
 * field only the other tab changed takes theirs, a field both changed alike
 * is settled; a field both changed differently keeps his value and is a
 * conflict to show. Visibility follows the same rule, and his choice wins.
 */
export function mergeItem(
  list: ListName,
  mine: ItemForm,
  base: AnyEntry | null,
  theirs: AnyEntry | null,
): { form: ItemForm; conflicts: Record<string, Conflict> } {
  if (!theirs) return { form: mine, conflicts: {} };
  const original = formFor(list, base);
  const saved = formFor(list, theirs);
  const values = { ...mine.values };
  const conflicts: Record<string, Conflict> = {};
  for (const name of Object.keys(listDescriptor(list).fields)) {
    const [own, from, other] = [mine.values[name], original.values[name], saved.values[name]];
    if (sameContent(own, from)) values[name] = other ?? null;
    else if (!sameContent(other, from) && !sameContent(own, other)) conflicts[name] = { theirs: other ?? null, original: from ?? null };
  }
  const published = mine.published === original.published ? saved.published : mine.published;
  return { form: { published, values }, conflicts };
}
