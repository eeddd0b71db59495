import { describe, expect, it } from "vitest";
import { languages } from "./languages";
import { getResource } from "./resources";
import { toolIds, type ToolId } from "../catalogue/tools";

// The free-tools page's title and description promise exactly the tools it has: each one named, none invented.
const named: Record<ToolId, { ar: RegExp; en: RegExp }> = {
  speed: { ar: /سرعة/, en: /speed/i },
  seo: { ar: /SEO/, en: /SEO/ },
  utm: { ar: /UTM/, en: /UTM/ },
  hooks: { ar: /افتتاحيات فيديو/, en: /video hooks/i },
  bio: { ar: /بايو/, en: /bios?\b/i },
  contrast: { ar: /تباين الألوان/, en: /contrast/i },
  domain: { ar: /النطاقات/, en: /domain/i },
  "posting-times": { ar: /أوقات النشر/, en: /posting times/i },
};

describe("what the free-tools page promises", () => {
  for (const lang of languages) {
    it(`names every tool and no other in ${lang}`, () => {
      const meta = (getResource(lang, "pages")["free-tools"] as { meta: { title: string; description: string } }).meta;
      const text = `${meta.title} ${meta.description}`;
      expect(Object.keys(named).sort()).toEqual([...toolIds].sort());
      for (const id of toolIds) expect(text, id).toMatch(named[id][lang]);
      expect(text).not.toMatch(/hashtag|هاشتا[غق]|keyword|الكلمات المفتاحية/i);
    });
  }
});
