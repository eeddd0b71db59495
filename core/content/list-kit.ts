import type { LucideIcon } from "lucide-react";
import type { Lang } from "../i18n/languages";
import type { ImageRef } from "./content-fields";
import type { PageImage } from "./content-types";

/**
 * The kinds of field a studio list item can have. A list is described once
 * (`defineList`): its fields in the order the editor shows them, its limits,
 * which field names an item, where visitors see it. The document schema, the
 * editor, the list rows, the public view, the seed, sample tracking and
 * export/import all read the description; nothing branches on a list's name.
 */
export type TextField = {
  kind: "text";
  /** Most characters in each language. */
  max: number;
  /** A text area instead of a one-line input. */
  multiline: boolean;
  /** One entry per line (a job's bullet points): pages get the non-empty lines as a list. */
  lines: boolean;
  /**
   * "slug": a page's address segment (lower-case letters, digits and single
   * hyphens; no look-alike scripts; not a reserved word). "blocks": entries
   * separated by an empty line, each a title line and its text (a page's
   * steps or questions); pages get them as { title, text } pairs.
   */
  format?: "slug" | "blocks";
  /** May stay empty on a published item (a page without questions): pages leave its part out. */
  optional?: boolean;
};
/** One of a fixed set of values; `source` names where the studio finds each value's label. */
export type ChoiceField<Option extends string = string> = { kind: "choice"; options: readonly Option[]; source: ChoiceSource };
/** A whole number from 0 to `max`. */
export type NumberField = { kind: "number"; max: number };
/** https links, one per line in the editor. */
export type LinksField = { kind: "links"; max: number; maxLength: number };
/** One optional https link (empty when there is none). */
export type LinkField = { kind: "link"; maxLength: number };
/** Other items of the same list, by id, in the owner's order of choice (a page's related pages). */
export type RefsField = { kind: "refs"; max: number };
/**
 * One item of another list, by id (a project's category): the studio offers that list's items, pages get
 * the id. An optional pick may be "" (none).
 */
export type PickField = { kind: "pick"; list: string; optional?: boolean };
/** An uploaded image (with its description in both languages), or none. */
export type ImageField = { kind: "image" };
/** A shipped sample artwork under /images/<folder> (read-only), shown until an image is uploaded. */
export type ArtField = { kind: "art"; folder: string };
export type FieldSpec = TextField | ChoiceField | PickField | NumberField | LinksField | LinkField | RefsField | ImageField | ArtField;
export type FieldKind = FieldSpec["kind"];

/** Where a choice's labels come from: the studio's own texts (`studio.lists.choices.<source>.<value>`) or the site's sectors. */
export type ChoiceSource = "credibilityGroups" | "icons" | "factKinds" | "landingAreas";

/** A text in both languages; an `optional` one may stay empty (a field added to a list with shipped items is, or they need its text). */
export const text = (max: number, options: { multiline?: boolean; optional?: boolean } = {}): TextField & { lines: false } => ({
  kind: "text",
  max,
  multiline: options.multiline ?? false,
  lines: false,
  ...(options.optional && { optional: true }),
});
/** A text of one entry per line, in both languages; pages get its lines. */
export const lines = (max: number): TextField & { lines: true } => ({ kind: "text", max, multiline: true, lines: true });
export const choice = <const Option extends string>(options: readonly Option[], source: ChoiceSource): ChoiceField<Option> => ({
  kind: "choice",
  options,
  source,
});
/** A page's address segment in both languages (see TextField.format). */
export const slug = (): TextField & { lines: false; format: "slug" } => ({ kind: "text", max: 80, multiline: false, lines: false, format: "slug" });
/** Titled entries in both languages, an empty line between them (see TextField.format). */
export const blocks = (max: number, options: { optional?: boolean } = {}): TextField & { lines: false; format: "blocks" } => ({
  kind: "text",
  max,
  multiline: true,
  lines: false,
  format: "blocks",
  optional: options.optional ?? false,
});

/** The texts a published item must have in both languages. */
export const requiredTexts = (descriptor: Described): string[] =>
  fieldsOfKind(descriptor, "text").filter((name) => !(descriptor.fields[name] as TextField).optional);
export const refs = (max: number): RefsField => ({ kind: "refs", max });
export const pick = (list: string, options: { optional?: boolean } = {}): PickField => ({
  kind: "pick",
  list,
  ...(options.optional && { optional: true }),
});
export const whole = (max: number): NumberField => ({ kind: "number", max });
export const links = (max: number, maxLength: number): LinksField => ({ kind: "links", max, maxLength });
export const link = (maxLength = 300): LinkField => ({ kind: "link", maxLength });
export const image = (): ImageField => ({ kind: "image" });
export const art = (folder: string): ArtField => ({ kind: "art", folder });

type Bilingual = Record<Lang, string>;

/** The stored value of a field. */
export type ValueOf<F extends FieldSpec> = F extends TextField
  ? Bilingual
  : F extends ChoiceField<infer Option>
    ? Option
    : F extends PickField
      ? string
      : F extends NumberField
        ? number
        : F extends LinksField
          ? string[]
          : F extends LinkField
            ? string
            : F extends RefsField
              ? string[]
              : F extends ImageField
                ? ImageRef | null
                : F extends ArtField
                  ? string | null
                  : never;

/** The value a page in one language shows. */
export type PublicValueOf<F extends FieldSpec> = F extends TextField
  ? F["lines"] extends true
    ? string[]
    : F["format"] extends "blocks"
      ? Block[]
      : string
  : F extends ImageField
    ? PageImage | null
    : ValueOf<F>;

export type Fields = Record<string, FieldSpec>;
/** The names of F's fields of one kind; any name for a list not yet known (`ListDescriptor` itself). */
type KeysOfKind<F extends Fields, Kind extends FieldKind> = string extends keyof F
  ? string
  : { [K in keyof F]: F[K]["kind"] extends Kind ? K : never }[keyof F] & string;

export type ListDescriptor<F extends Fields = Fields> = {
  /** The list's id: its key in the document, its studio address (/admin/<name>) and its texts (studio.lists.screens.<name>). */
  name: string;
  fields: F;
  /** The most items the list holds. */
  maxItems: number;
  /** The text that names an item in buttons and announcements. */
  nameField: KeysOfKind<F, "text">;
  /** The text a row shows first. */
  leadField: KeysOfKind<F, "text">;
  /** A text a row shows under the lead (a testimonial's author). */
  bylineField?: KeysOfKind<F, "text">;
  /** What a row shows under the lead in a language, worked out from the item (a fact's token and phrase); instead of `bylineField`. */
  byline?: (item: ItemBase & Record<string, unknown>, lang: Lang) => string;
  /** A choice a row shows as its tag (a landing page's area, a project's category). */
  tagField?: KeysOfKind<F, "choice" | "pick">;
  /** A number shown before the name (a stat's figure). */
  numberField?: KeysOfKind<F, "number">;
  /**
   * An optional pick of a fact (the Facts list) whose count the item shows instead of its own
   * `numberField` (a home page figure counting his campaigns or his years), so the figure follows the
   * fact, every year for the years since he started.
   */
  factField?: KeysOfKind<F, "pick">;
  /**
   * A text whose forms, separated by "|" as a counted fact's are, follow the item's figure: a stat's
   * label reads "year of experience" under 1 and «أعوام من الخبرة» under 5 (`formFor`). One form is
   * shown whatever the number.
   */
  formsField?: KeysOfKind<F, "text">;
  /** Ids of the shipped items: `<prefix><position>` when the seed gives none. */
  seedIdPrefix: string;
  /** The page the studio's Preview button opens for this list. */
  previewPath: string;
  /**
   * Seen by him alone (his reply templates): never on a page, so its shipped items are no sample
   * visitors see, and the checklist and the sample notice leave them out.
   */
  private?: boolean;
  /** Its icon in the studio's navigation. */
  icon: LucideIcon;
  /**
   * Lists that make up one page (the CV's jobs, skills, ...) share a group: the
   * studio's navigation shows the group once (studio.sections.<group>) and its
   * screens link to each other.
   */
  group?: string;
  /**
   * Where this list's items lived as page texts before it was a list
   * ("pages:cv.experience"): an older document's changes to those texts are
   * carried onto the shipped items (see upgradeDocument). `fields` maps each
   * text's last key to a field; "" when the text is the item itself.
   */
  legacyTexts?: LegacyTexts[];
  /**
   * Pages that read this list as part of a namespace's texts (the credibility
   * cards, shown by the page and by the footer's dialog): its published items,
   * as a page in that language shows them, are written into the namespace's
   * bundle at `into[value of the tag field]` (or `into[""]`).
   */
  projection?: Projection;
  /**
   * The fewest published items the list may keep, where its page would
   * otherwise be empty (the services page needs a service): a draft with
   * fewer is refused ("too_few").
   */
  minPublished?: number;
  /**
   * Where an item's page lives, for a list of pages with a slug field: the
   * path segment before the slug (/{lang}/<section>/<slug>). Without it, the
   * list's name (services, sectors).
   */
  pageSection?: (item: Record<string, unknown>) => string;
  /** Warnings about the page this list is part of, for a draft document (studio.lists.warnings.<key>; keys only), e.g. a CV that no longer prints on one page. */
  warnings?: (document: DocumentLike) => string[];
};

/**
 * Page texts a list's items used to be: `key.<index>.<part>` (or `key.<index>`
 * when `fields[""]` names the field), where index counts the shipped items
 * whose tag field is `tag` (all of them without one).
 */
export type LegacyTexts = { key: string; fields: Record<string, string>; tag?: string } | LegacyItemTexts;
/**
 * Page texts that were one item each, by the item's id: `key.<id>.<path>`
 * (e.g. "services:items.web.meta.title"). `paths` maps a text's path to a
 * field; "*" stands for a block's number, and a field given as
 * "<field>.title" or "<field>.text" is that part of a blocks field.
 */
export type LegacyItemTexts = { key: string; byId: true; paths: Record<string, string> };

/**
 * How pages that read a namespace's texts see a list: its published items in
 * one language, either as arrays by the tag field (`into[tag]` is the dotted
 * path of each array) or, with `byId`, as one object per item at
 * `<byId>.<item id>` (shaped by `shape`) and their ids in order at `order`.
 */
export type Projection =
  | { namespace: string; into: Record<string, string> }
  | { namespace: string; byId: string; order: string; shape: (entry: Record<string, unknown>) => unknown };

/**
 * A content document as a list's warnings read it (structurally: the document's
 * own type is built from the lists, so it cannot be named here).
 */
export type DocumentLike = { lists: Record<string, readonly object[]>; texts: Record<Lang, Record<string, string>> };

/** Describes a list; the fields keep their literal types so entries are typed. */
export const defineList = <const F extends Fields>(descriptor: ListDescriptor<F>): ListDescriptor<F> => descriptor;

/** Anything with fields: a list's description, whatever its field names. */
export type Described = { fields: Fields };

/** What every item has besides its fields. */
export type ItemBase = {
  id: string;
  published: boolean;
  /** Still the shipped sample: the dashboard lists it until the owner edits or deletes it. */
  sample: boolean;
};
export type EntryOf<D extends Described> = ItemBase & { -readonly [K in keyof D["fields"]]: ValueOf<D["fields"][K]> };
export type PublicEntryOf<D extends Described> = { id: string } & { -readonly [K in keyof D["fields"]]: PublicValueOf<D["fields"][K]> };

/** Words a slug may not be: the site's own path segments and the legacy aliases. */
export const reservedSlugs = new Set(["admin", "api", "assets", "media", "en", "ar", "new", "edit", "about-us", "about-me", "contact-us"]);
/** Lower-case letters of any script but the look-alike ones, digits, single hyphens between. */
const slugPattern = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;
const lookAlike = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u;

/** What is wrong with a slug, or undefined when it is a good one. */
export function slugProblem(value: string): "slug" | "slug_reserved" | "slug_lookalike" | undefined {
  if (value === "") return undefined;
  // Full-width letters, mathematical alphanumerics and the like read as plain ones but are other characters.
  if (lookAlike.test(value) || value.normalize("NFKC") !== value) return "slug_lookalike";
  if (!slugPattern.test(value) || value.length > 80) return "slug";
  if (reservedSlugs.has(value)) return "slug_reserved";
  return undefined;
}

/** The names of a list's fields of one kind, in the editor's order. */
export const fieldsOfKind = (descriptor: Described, kind: FieldKind): string[] =>
  Object.entries(descriptor.fields)
    .filter(([, spec]) => spec.kind === kind)
    .map(([name]) => name);

/** An uploaded image as a page in one language shows it. */
export const pageImage = (ref: ImageRef | null, lang: Lang): PageImage | null =>
  ref ? { id: ref.id, width: ref.width, height: ref.height, alt: ref.alt[lang], ...(ref.focus && { focus: ref.focus }) } : null;

/** The non-empty lines of a text, trimmed. */
export const linesOf = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The images an item uses. */
export const imagesOfItem = (descriptor: Described, item: object): ImageRef[] =>
  fieldsOfKind(descriptor, "image")
    .map((name) => (item as Record<string, ImageRef | null>)[name])
    .filter((ref): ref is ImageRef => ref !== null && ref !== undefined);

/** One entry of a blocks text: its first line, and the lines after it. */
export type Block = { title: string; text: string };

/** The entries of a blocks text: separated by empty lines; the first line of each is its title. */
export function parseBlocks(value: string): Block[] {
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((chunk) => linesOf(chunk))
    .filter((chunkLines) => chunkLines.length > 0)
    .map(([title = "", ...rest]) => ({ title, text: rest.join("\n") }));
}

/** A blocks text of entries (the inverse of parseBlocks for entries without empty lines). */
export const formatBlocks = (entries: readonly Block[]): string =>
  entries.map((entry) => (entry.text ? `${entry.title}\n${entry.text}` : entry.title)).join("\n\n");
