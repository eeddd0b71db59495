/**
 * Search folding for Arabic and English text: a query matches however a word is spelled
 * («استراتيجيه» finds «الإستراتيجيّة», «seo» finds «SEO», «cafe» finds «café»).
 * Deliberately simple and predictable: one character at a time, no NFKC and no stemming
 * (the definite article «ال» stays), so every folded character maps back to the original text
 * and a match can be highlighted there.
 */

/** A folded text and, for each of its characters, where it came from in the original. */
export type FoldedText = {
  folded: string;
  /** `map[i]` is the original index of folded character `i`; the last entry is the original's length. */
  map: number[];
};

/** A piece of the original text, marked when it is (part of) a match. */
export type Segment = { text: string; match: boolean };

const maxTerms = 8;
const maxTermLength = 64;

/** Letters written differently but read (and typed) as the same letter. */
const letterFolds = new Map<number, string>([
  [0x0623, "\u0627"], // أ
  [0x0625, "\u0627"], // إ
  [0x0622, "\u0627"], // آ
  [0x0671, "\u0627"], // ٱ
  [0x0649, "\u064A"], // ى
  [0x0629, "\u0647"], // ة
  [0x0624, "\u0648"], // ؤ
  [0x0626, "\u064A"], // ئ
  [0x06cc, "\u064A"], // Persian ی
  [0x06a9, "\u0643"], // Persian ک
]);

/** Harakat, Quranic marks and tatweel: writers add or leave them out at will. */
function isArabicMark(code: number): boolean {
  return (code >= 0x064b && code <= 0x065f) || code === 0x0670 || (code >= 0x06d6 && code <= 0x06ed) || code === 0x0640;
}

function isLatinAccent(code: number): boolean {
  return code >= 0x0300 && code <= 0x036f;
}

const latin = /^\p{Script=Latin}$/u;
const latinAccents = /[\u0300-\u036f]/g;

/** Folds `text`, remembering where each folded character came from. */
export function foldWithMap(text: string): FoldedText {
  let folded = "";
  const map: number[] = [];
  // Accents are removed from Latin letters only: a combining mark after an Arabic or Greek letter stays.
  let afterLatin = false;
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i) ?? 0;
    const char = String.fromCodePoint(code);
    let out: string;
    if (code < 0x80) {
      out = char.toLowerCase();
      afterLatin = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
    } else if (isArabicMark(code)) {
      out = "";
      afterLatin = false;
    } else if (isLatinAccent(code)) {
      out = afterLatin ? "" : char;
    } else if (code >= 0x0660 && code <= 0x0669) {
      out = String(code - 0x0660);
      afterLatin = false;
    } else if (code >= 0x06f0 && code <= 0x06f9) {
      out = String(code - 0x06f0);
      afterLatin = false;
    } else if (latin.test(char)) {
      out = char.normalize("NFD").replace(latinAccents, "").toLowerCase();
      afterLatin = true;
    } else {
      out = letterFolds.get(code) ?? char.toLowerCase();
      afterLatin = false;
    }
    if (out === char) {
      // Unchanged (an emoji's two halves too): each half maps to its own original index.
      for (let k = 0; k < char.length; k++) map.push(i + k);
    } else {
      for (let k = 0; k < out.length; k++) map.push(i);
    }
    folded += out;
    i += char.length;
  }
  map.push(text.length);
  return { folded, map };
}

/** `text` folded for matching: lower case, no diacritics, tatweel or Latin accents, one form per letter, ASCII digits. */
export function foldText(text: string): string {
  return foldWithMap(text).folded;
}

const separators = /[\s\p{P}]+/u;

/** The folded terms of a search query: at most 8, each at most 64 characters, none twice. */
export function searchTerms(query: string): string[] {
  const terms: string[] = [];
  for (const part of foldText(query).split(separators)) {
    const term = cutAt(part, maxTermLength);
    if (term && !terms.includes(term)) terms.push(term);
    if (terms.length === maxTerms) break;
  }
  return terms;
}

/** Every term occurs in the folded text (no terms: true). */
export function matchesAll(text: string, terms: string[]): boolean {
  const folded = foldText(text);
  return foldTerms(terms).every((term) => folded.includes(term));
}

/** `text` in order, in pieces, the matches of any term marked; the pieces join back to `text` exactly. */
export function highlight(text: string, terms: string[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/**
 * At most `max` characters ("…" included) of `text` around its first match (or from its start), cut
 * between words where it can be and never inside a character, with "…" where text was left out.
 */
export function excerptAround(text: string, terms: string[], max = 200): string {
  max = Math.floor(max);
  if (text.length <= max) return text;
  // No room for a word between two ellipses.
  if (max < 3) return "…".slice(0, Math.max(0, max));
  const [matchStart, matchEnd] = matchRanges(text, terms)[0] ?? [0, 0];
  // A third of what is left shows what comes before the match; near the end the window ends with the text.
  const before = Math.floor(Math.max(0, max - 2 - (matchEnd - matchStart)) / 3);
  let start = Math.max(0, Math.min(matchStart - before, text.length - (max - 1)));
  if (start > 0) start = startOfWord(text, start, matchStart);
  const budget = max - (start > 0 ? 1 : 0);
  if (text.length - start <= budget) return `…${text.slice(start).trimStart()}`;
  const end = endOfWord(text, start, start + budget - 1, matchEnd);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}…`;
}

/** The start of the first word at or after `from` if that is not past `limit`, else `from` moved off any joined character. */
function startOfWord(text: string, from: number, limit: number): number {
  if (/\s/u.test(text[from - 1] ?? "")) return from;
  const space = text.slice(from, limit + 1).search(/\s\S/u);
  if (space >= 0) return from + space + 1;
  let at = from;
  while (at < text.length && joinsPrevious(text, at)) at++;
  return at;
}

/** The end of the last word that ends by `limit` and not before `keep`, else `limit` moved off any joined character. */
function endOfWord(text: string, from: number, limit: number, keep: number): number {
  if (/\s/u.test(text[limit] ?? "")) return limit;
  for (let at = limit - 1; at > from && at >= keep; at--) if (/\s/u.test(text[at] ?? "")) return at;
  let at = limit;
  while (at > from && joinsPrevious(text, at)) at--;
  return at;
}

/** Cutting before `at` would split a character: a surrogate pair, a letter and its marks, an emoji sequence. */
function joinsPrevious(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code >= 0xdc00 && code <= 0xdfff && isHighSurrogate(text.charCodeAt(at - 1))) return true;
  if (text.charCodeAt(at - 1) === 0x200d) return true;
  return /^[\p{M}\u200d\p{Emoji_Modifier}]/u.test(text.slice(at, at + 2));
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** `text` cut to at most `length` characters, not inside a surrogate pair. */
function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  return text.slice(0, isHighSurrogate(text.charCodeAt(length - 1)) ? length - 1 : length);
}

/** Terms folded again, so callers may pass raw words as well as `searchTerms` output. */
function foldTerms(terms: string[]): string[] {
  return terms.map(foldText).filter((term) => term !== "");
}

/** Where the terms occur in the original `text`, as sorted [start, end) ranges, overlapping and touching ones merged. */
function matchRanges(text: string, terms: string[]): [number, number][] {
  const { folded, map } = foldWithMap(text);
  const ranges: [number, number][] = [];
  for (const term of foldTerms(terms)) {
    // Step by one so a term's own overlapping occurrences («aa» in «aaa») are all found.
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1)) {
      ranges.push([originalStart(map, at), originalEnd(map, at + term.length)]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

/** The original index of folded character `at`, from the start of the character it came from. */
function originalStart(map: number[], at: number): number {
  while (at > 0 && map[at - 1] === map[at]) at--;
  return map[at] ?? 0;
}

/**
 * The original index just past a match ending before folded character `end`: the next kept character's
 * index, so diacritics, tatweel and accents after the last matched letter are part of the match, and never
 * inside an original character that folded to several.
 */
function originalEnd(map: number[], end: number): number {
  const last = map[end - 1];
  while (end < map.length - 1 && map[end] === last) end++;
  return map[end] ?? 0;
}
