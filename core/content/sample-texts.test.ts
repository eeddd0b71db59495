import { describe, expect, it } from "vitest";
import { getResource } from "../i18n/resources";
import { emptyDocument } from "./content-document";
import { sampleTexts } from "./sample-texts";

describe("the sample's story among the texts", () => {
  it("lists the about page's story and the CV's profile while either language is as shipped", () => {
    const document = emptyDocument();
    const shipped = sampleTexts(document, getResource);
    expect(shipped.map((text) => text.key)).toEqual([
      "pages:about.story.0",
      "pages:about.story.1",
      "pages:about.story.2",
      "pages:about.story.3",
      "pages:cv.profile",
    ]);
    expect(shipped.every((text) => text.langs.length === 2)).toBe(true);
    expect(new Set(shipped.map((text) => text.group))).toEqual(new Set(["about", "cv"]));

    // His profile in English only: the Arabic is still the sample's.
    document.texts.en["pages:cv.profile"] = "Designer in Erbil since 2019.";
    expect(sampleTexts(document, getResource).find((text) => text.key === "pages:cv.profile")?.langs).toEqual(["ar"]);
    document.texts.ar["pages:cv.profile"] = "مصمم في أربيل منذ 2019.";
    expect(sampleTexts(document, getResource).map((text) => text.key)).not.toContain("pages:cv.profile");
  });
});
