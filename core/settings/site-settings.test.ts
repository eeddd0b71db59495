import { describe, expect, it } from "vitest";
import { legacyAboutAliases, nameSlug, phoneDigits } from "./site-settings";

describe("site settings helpers", () => {
  it("slugs names in both scripts", () => {
    expect(nameSlug("Ali Hassan")).toBe("ali-hassan");
    expect(nameSlug("  Ali  Al-Rubaie ")).toBe("ali-al-rubaie");
    expect(nameSlug("علي حسن")).toBe("علي-حسن");
    expect(nameSlug("عَلِيّ حَسَن")).toBe("علي-حسن");
  });

  it("builds the eight legacy about-page aliases from the owner's name", () => {
    expect(legacyAboutAliases({ ownerName: { en: "Ali Hassan", ar: "علي حسن" } })).toEqual([
      "/who-is-ali-hassan",
      "/ali-hassan-portfolio",
      "/ali-hassan-cv",
      "/ali-hassan-from-baghdad",
      "/من-هو-علي-حسن",
      "/أعمال-علي-حسن",
      "/سيرة-علي-حسن",
      "/علي-حسن-من-بغداد",
    ]);
  });

  it("keeps only digits of a phone number", () => {
    expect(phoneDigits("+964 770 000 0000")).toBe("9647700000000");
  });
});
