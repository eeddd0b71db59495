import { z } from "zod";
import type { Lang } from "../i18n/languages";
import { bilingual, imageRef, itemId, type ImageRef } from "./content-fields";
import {
  linesOf,
  pageImage,
  parseBlocks,
  slugProblem,
  type Described,
  type EntryOf,
  type FieldKind,
  type FieldSpec,
  type PublicEntryOf,
} from "./list-kit";

/**
 * What each kind of list field is (ADR 028), one object per kind: its stored
 * value's schema, the value an item stored before the field existed gets
 * (`empty`), what a page in one language shows (`publicValue`), and what the
 * studio's editor holds while he types (`toForm`, `fromForm`). The editor's
 * control for each kind is in `app/studio/lists/field-widgets.tsx`; both
 * registries are typed `{ [K in FieldKind]: … }`, so a new kind fails the type
 * check until it has all of them. Two tabs' edits merge field by field on the
 * form values, whatever the kind (item-form's `mergeItem`).
 */

type Bilingual = Record<Lang, string>;

/** What the editor holds while the owner types: a text in both languages, a choice, a number as typed, links one per line, an image or none. */
export type FormValue = Bilingual | string | string[] | ImageRef | null;
/** The lists a pick field chooses from, as the draft holds them (a new item picks the first). */
export type PickSource = { lists: Readonly<Record<string, readonly { id: string }[]>> };

type SpecOf<K extends FieldKind> = Extract<FieldSpec, { kind: K }>;

export type KindModule<K extends FieldKind> = {
  schema: (spec: SpecOf<K>) => z.ZodType;
  /** The value of an item stored before the field existed (not a sample: those take the shipped item's). */
  empty: (spec: SpecOf<K>) => unknown;
  /** `hasImage`: whether the item has an uploaded image (a sample artwork shows only without one). */
  publicValue: (spec: SpecOf<K>, value: unknown, lang: Lang, hasImage: boolean) => unknown;
  /** `value` is undefined for a new item. */
  toForm: (spec: SpecOf<K>, value: unknown, source?: PickSource) => FormValue;
  /** The value to save, before the schema checks it. */
  fromForm: (spec: SpecOf<K>, value: FormValue) => unknown;
};

const url = (maxLength: number) => z.url({ protocol: /^https$/, error: "url" }).max(maxLength, "too_long");

/** A page's address: never empty (a page without one has no address, issue 47), and a good slug. */
const slugText = () =>
  z.string().superRefine((value, context) => {
    const problem = value.trim() === "" ? "slug" : slugProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** A number typed as whole digits; anything else is sent as -1, which the schema refuses (the editor says why). */
export const isWhole = (typed: string) => /^\d+$/.test(typed.trim());

const asIs = (_spec: unknown, value: unknown) => value;

const text: KindModule<"text"> = {
  schema: (spec) => (spec.format === "slug" ? z.object({ ar: slugText(), en: slugText() }).strict() : bilingual(spec.max)),
  empty: () => ({ ar: "", en: "" }),
  publicValue(spec, value, lang) {
    const own = (value as Bilingual)[lang];
    return spec.lines ? linesOf(own) : spec.format === "blocks" ? parseBlocks(own) : own;
  },
  toForm: (_spec, value) => (value ? { ...(value as Bilingual) } : { ar: "", en: "" }),
  fromForm: asIs,
};

const choice: KindModule<"choice"> = {
  schema: (spec) => z.enum(spec.options as [string, ...string[]]),
  empty: (spec) => spec.options[0],
  publicValue: (_spec, value) => value,
  toForm: (spec, value) => (value as string | undefined) ?? spec.options[0]!,
  fromForm: asIs,
};

const pick: KindModule<"pick"> = {
  schema: (spec) => (spec.optional ? z.union([z.literal(""), itemId]).default("") : itemId),
  empty: () => "",
  publicValue: (_spec, value) => value,
  toForm: (spec, value, source) => (value as string | undefined) ?? (spec.optional ? "" : (source?.lists[spec.list]?.[0]?.id ?? "")),
  fromForm: asIs,
};

const number: KindModule<"number"> = {
  schema: (spec) => z.number().int().nonnegative().max(spec.max, "too_big"),
  empty: () => 0,
  publicValue: (_spec, value) => value,
  toForm: (_spec, value) => (value === undefined ? "" : String(value)),
  fromForm: (_spec, value) => (isWhole(value as string) ? Number((value as string).trim()) : -1),
};

const links: KindModule<"links"> = {
  schema: (spec) => z.array(url(spec.maxLength)).max(spec.max, "too_big").default([]),
  empty: () => [],
  publicValue: (_spec, value) => value,
  toForm: (_spec, value) => ((value as string[] | undefined) ?? []).join("\n"),
  fromForm: (_spec, value) =>
    (value as string)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
};

const link: KindModule<"link"> = {
  schema: (spec) => z.union([z.literal(""), url(spec.maxLength)]).default(""),
  empty: () => "",
  publicValue: (_spec, value) => value,
  toForm: (_spec, value) => (value as string | undefined) ?? "",
  fromForm: (_spec, value) => (value as string).trim(),
};

const refs: KindModule<"refs"> = {
  schema: (spec) => z.array(itemId).max(spec.max, "too_big").default([]),
  empty: () => [],
  publicValue: (_spec, value) => value,
  toForm: (_spec, value) => [...((value as string[] | undefined) ?? [])],
  fromForm: asIs,
};

const image: KindModule<"image"> = {
  schema: () => imageRef.nullable().default(null),
  empty: () => null,
  publicValue: (_spec, value, lang) => pageImage(value as ImageRef | null, lang),
  toForm: (_spec, value) => (value as ImageRef | null | undefined) ?? null,
  fromForm: asIs,
};

const art: KindModule<"art"> = {
  schema: () =>
    z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .nullable()
      .default(null),
  empty: () => null,
  // A shipped sample artwork, shown only while no image is uploaded.
  publicValue: (_spec, value, _lang, hasImage) => (hasImage ? null : value),
  toForm: (_spec, value) => (value as string | null | undefined) ?? null,
  fromForm: asIs,
};

export const fieldKinds: { [K in FieldKind]: KindModule<K> } = { text, choice, pick, number, links, link, refs, image, art };

/** A field's module, for a spec of any kind. */
const kindOf = <K extends FieldKind>(spec: SpecOf<K>) => fieldKinds[spec.kind as K] as KindModule<K>;

/** The schema of one field's stored value. */
export const fieldSchema = (spec: FieldSpec): z.ZodType => kindOf(spec).schema(spec);

/**
 * The value an item stored before a field existed gets for it, when the
 * shipped content has no item with its id: the field's empty value (a
 * required text stays empty, for the owner to fill before he publishes).
 */
export const upgradeValue = (spec: FieldSpec): unknown => kindOf(spec).empty(spec);

/** Each field's empty value, by name. */
export const emptyValues = (descriptor: Described): Record<string, unknown> =>
  Object.fromEntries(Object.entries(descriptor.fields).map(([name, spec]) => [name, upgradeValue(spec)]));

/** The schema of a list's items, strict: a field the description does not name is refused. */
export function entrySchema<D extends Described>(descriptor: D): z.ZodType<EntryOf<D>> {
  const shape: Record<string, z.ZodType> = {
    id: itemId,
    published: z.boolean(),
    sample: z.boolean().default(false),
  };
  for (const [name, spec] of Object.entries(descriptor.fields)) shape[name] = fieldSchema(spec);
  return z.object(shape).strict() as unknown as z.ZodType<EntryOf<D>>;
}

/**
 * An item as a page in one language shows it: each text in that language, an
 * image with its description in that language, and a sample artwork only
 * while no image is uploaded.
 */
export function publicEntry<D extends Described>(descriptor: D, item: EntryOf<D>, lang: Lang): PublicEntryOf<D> {
  const values = item as unknown as Record<string, unknown>;
  const hasImage = Object.entries(descriptor.fields).some(([name, spec]) => spec.kind === "image" && values[name] !== null);
  const out: Record<string, unknown> = { id: item.id };
  for (const [name, spec] of Object.entries(descriptor.fields)) out[name] = kindOf(spec).publicValue(spec, values[name], lang, hasImage);
  return out as PublicEntryOf<D>;
}

/** A field's value as the editor holds it (`value` undefined for a new item). */
export const formValue = (spec: FieldSpec, value: unknown, source?: PickSource): FormValue => kindOf(spec).toForm(spec, value, source);
/** A field's value to save, from what the editor holds. */
export const valueFromForm = (spec: FieldSpec, value: FormValue): unknown => kindOf(spec).fromForm(spec, value);
