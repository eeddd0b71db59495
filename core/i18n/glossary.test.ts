import { describe, expect, it } from "vitest";
import { languages, type Lang } from "./languages";
import { namespaces } from "./namespaces";
import { getResource } from "./resources";
import { flattenBundle } from "../content/text-overrides";

/**
 * One spelling per unit and term in each language, for every page and tool:
 * each entry names the spelling the site uses and the variants it must not.
 */
const glossary: Record<Lang, { term: string; avoid: RegExp }[]> = {
  ar: [
    { term: "ملّي ثانية", avoid: /م[ي]?لل?ي ثانية|ميلّي ثانية/ },
    { term: "ميغابت/ث", avoid: /ميجا ?بت|ميغا بت/ },
    { term: "بريد إلكتروني", avoid: /ايميل|إيميل/ },
  ],
  en: [
    { term: "ms", avoid: /\bmsecs?\b|\bmillisecs?\b/i },
    { term: "Mbps", avoid: /\bMb\/s\b|\bmbps\b/ },
    { term: "email", avoid: /\be-mail\b/i },
  ],
};

describe("glossary", () => {
  for (const lang of languages) {
    it(`every ${lang} text spells units and terms one way`, () => {
      const offenders: string[] = [];
      for (const ns of namespaces) {
        for (const [path, text] of flattenBundle(getResource(lang, ns))) {
          for (const { term, avoid } of glossary[lang]) {
            if (avoid.test(text)) offenders.push(`${ns}:${path} (write "${term}"): ${text}`);
          }
        }
      }
      expect(offenders).toEqual([]);
    });
  }

  it("catches a variant spelling", () => {
    expect(glossary.ar[0]!.avoid.test("{{value}} مللي ثانية")).toBe(true);
    expect(glossary.ar[0]!.avoid.test("{{value}} ملّي ثانية")).toBe(false);
  });
});
