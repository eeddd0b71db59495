import type { ShippedText } from "#core/content/shipped-texts";
import { overrideProblem, placeholdersOf, splitKey, type OverrideProblem } from "#core/content/text-overrides";
import type { Lang } from "#core/i18n/languages";
import type { ResourceBundle } from "#core/i18n/namespaces";

/** A refused text, as the field shows it: the server's code, and for placeholders which ones. */
export type TextProblem = { code: OverrideProblem | "slug_taken" | "failed"; missing?: string[]; extra?: string[] };

/**
 * Why this text may not be saved, checked by the same rules the server
 * applies (required, placeholders kept, slug shape, length); undefined when
 * it may. A value equal to the shipped text is always fine: it removes the override.
 */
export function checkText(entry: ShippedText, lang: Lang, raw: string): TextProblem | undefined {
  const value = raw.trim();
  if (value === entry[lang].trim()) return undefined;
  const [ns, path] = splitKey(entry.key);
  if (!ns || !path) return { code: "unknown_key" };
  // The shipped bundle, reduced to this one text.
  const bundle = path.split(".").reduceRight<unknown>((inner, part) => ({ [part]: inner }), entry[lang]) as ResourceBundle;
  const code = overrideProblem(entry.key, value, () => bundle, lang);
  if (!code) return undefined;
  return code === "placeholders" ? { code, ...placeholderDiff(entry[lang], value) } : { code };
}

/** The placeholders a text lost ({{count}}, <1>) and the ones it gained that the page cannot fill. */
export function placeholderDiff(shipped: string, value: string): { missing: string[]; extra: string[] } {
  const left = placeholdersOf(value);
  const missing: string[] = [];
  for (const placeholder of placeholdersOf(shipped)) {
    const at = left.indexOf(placeholder);
    if (at === -1) missing.push(placeholder);
    else left.splice(at, 1);
  }
  return { missing, extra: left };
}

/** Characters a search engine would count, and whether they pass its limit. */
export function metaCount(value: string, limit: number): { count: number; over: boolean } {
  const count = [...value.trim()].length;
  return { count, over: count > limit };
}
