import { textBehind, type TextSteps } from "#core/content/text-steps";
import type { ShippedText } from "#core/content/shipped-texts";
import type { Overrides, TextGroup } from "./text-groups";

/** Text folded for matching: case, Latin accents, Arabic diacritics, tatweel and letter variants (أ إ آ → ا, ى → ي, ة → ه). */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\p{M}\u0640]/gu, "")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .toLowerCase();
}

export type TextMatch = { entry: ShippedText; group: TextGroup };

/**
 * The texts whose key, shipped text or draft text (either language) holds
 * every word of the query; at most `limit`, with how many matched in all.
 */
export function searchTexts(groups: readonly TextGroup[], overrides: Overrides, query: string, limit = 100): { total: number; matches: TextMatch[] } {
  const tokens = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return { total: 0, matches: [] };
  const matches: TextMatch[] = [];
  let total = 0;
  for (const group of groups) {
    for (const entry of group.entries) {
      const haystack = foldForSearch([entry.key, entry.ar, entry.en, overrides.ar[entry.key] ?? "", overrides.en[entry.key] ?? ""].join("\n"));
      if (!tokens.every((token) => haystack.includes(token))) continue;
      total++;
      if (matches.length < limit) matches.push({ entry, group });
    }
  }
  return { total, matches };
}

/** How many texts of a group the draft changes (in either language). */
export const changedCount = (group: TextGroup, overrides: Overrides) =>
  group.entries.filter((entry) => entry.key in overrides.ar || entry.key in overrides.en).length;

/** The draft's changed texts, as one list. */
/** The texts with a language that may be out of date (issue 43, item 7), in the groups' order. */
export function behindTexts(groups: readonly TextGroup[], steps: TextSteps | undefined): TextMatch[] {
  if (!steps) return [];
  return groups.flatMap((group) =>
    group.entries.filter((entry) => textBehind(steps, entry.key, "ar") || textBehind(steps, entry.key, "en")).map((entry) => ({ entry, group })),
  );
}

/** The texts that name items he removed (issue 44, item 3), in the order of their groups. */
export function staleTexts(groups: readonly TextGroup[], keys: ReadonlySet<string>): TextMatch[] {
  return groups.flatMap((group) => group.entries.filter((entry) => keys.has(entry.key)).map((entry) => ({ entry, group })));
}

export function changedTexts(groups: readonly TextGroup[], overrides: Overrides): TextMatch[] {
  return groups.flatMap((group) =>
    group.entries.filter((entry) => entry.key in overrides.ar || entry.key in overrides.en).map((entry) => ({ entry, group })),
  );
}
