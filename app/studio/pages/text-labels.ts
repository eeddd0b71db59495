/** A text's key as words the owner reads, in the studio's language (the Pages screen's row labels). */

const words = (segment: string) => {
  const spaced = segment.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
};
/** The key endings a label names as a whole ("meta.title" → "Search result title"), by their name in KeyWords.named. */
const namedPaths = { "meta.title": "metaTitle", "meta.description": "metaDescription", "meta.slug": "metaSlug" } as const;
type NamedPath = (typeof namedPaths)[keyof typeof namedPaths];
const englishNamed: Record<NamedPath, string> = {
  metaTitle: "Search result title",
  metaDescription: "Search result description",
  metaSlug: "Page address",
};
const pluralSuffix = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The words a text's label is made of, in one language (admin.json `studio.pages.keyWords`): a name for
 * each key segment ("hero"), the name of one of a numbered list ("steps" → "Step", followed by its
 * number), the name of each plural form ("few") and of the whole endings in `namedPaths`.
 */
export type KeyWords = {
  segments: Record<string, string>;
  numbered: Record<string, string>;
  pluralForms: Record<string, string>;
  named: Record<string, string>;
};
const noWords: KeyWords = { segments: {}, numbered: {}, pluralForms: {}, named: {} };

/** A key's label, part by part: each with the dictionary entry it is read from and the English it falls back to. */
function labelParts(key: string, prefixes: readonly string[]) {
  const prefix = prefixes.filter((p) => key.startsWith(p)).sort((a, b) => b.length - a.length)[0] ?? key.slice(0, key.indexOf(":") + 1);
  let path = key.slice(prefix.length);
  const ending = (Object.keys(namedPaths) as (keyof typeof namedPaths)[]).find((end) => path === end || path.endsWith(`.${end}`));
  if (ending) path = path.slice(0, -ending.length).replace(/\.$/, "");
  const parts: { segment: string; numbers: number[] }[] = [];
  for (const segment of path ? path.split(".") : []) {
    // "steps.2" is the third step: one part, named as one of a list and numbered from 1.
    if (/^\d+$/.test(segment) && parts.length > 0) parts.at(-1)!.numbers.push(Number(segment) + 1);
    else parts.push({ segment, numbers: [] });
  }
  return { parts, named: ending && namedPaths[ending] };
}

/** One segment's name: its own entry, or (for a plural form, "tooLong_few") its base's name and the form's. */
function segmentName(segment: string, dictionary: KeyWords, missing?: string[]): string {
  const own = dictionary.segments[segment];
  if (own) return own;
  if (/^\d+$/.test(segment)) return segment;
  const plural = pluralSuffix.exec(segment);
  if (plural) {
    const [, base, form] = plural as unknown as [string, string, string];
    return `${segmentName(base, dictionary, missing)} ${lookup(dictionary.pluralForms, form, form, `pluralForms.${form}`, missing)}`;
  }
  missing?.push(`segments.${segment}`);
  return words(segment);
}
function lookup(table: Record<string, string>, name: string, fallback: string, path: string, missing?: string[]): string {
  const found = table[name];
  if (found) return found;
  missing?.push(path);
  return fallback;
}

function label(key: string, prefixes: readonly string[], dictionary: KeyWords, missing?: string[]): string {
  const { parts, named } = labelParts(key, prefixes);
  const shown = parts.map(({ segment, numbers }) => {
    if (numbers.length === 0) return segmentName(segment, dictionary, missing);
    const one = dictionary.numbered[segment] ?? (missing?.push(`numbered.${segment}`), segmentName(segment, dictionary));
    return [one, ...numbers].join(" ");
  });
  if (named) shown.push(lookup(dictionary.named, named, englishNamed[named], `named.${named}`, missing));
  return shown.join(" › ");
}

/**
 * A key as words, without the part the group already says, in the words of `dictionary` (the studio's
 * language): "pageContent.process.steps.2.title" → "Page content › Process › Steps 3 › Title" in English,
 * «محتوى الصفحة › مراحل العمل › الخطوة 3 › العنوان» in Arabic. A segment the dictionary lacks reads as
 * English words made from the key.
 */
export function readableKey(key: string, prefixes: readonly string[] = [], dictionary: KeyWords = noWords): string {
  return label(key, prefixes, dictionary);
}

/** The dictionary entries a key's label needs and `dictionary` lacks ("segments.hero", "numbered.steps"…). */
export function missingKeyWords(key: string, prefixes: readonly string[], dictionary: KeyWords): string[] {
  const missing: string[] = [];
  label(key, prefixes, dictionary, missing);
  return missing;
}
