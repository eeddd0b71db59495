import { describe, expect, it } from "vitest";
import { imageRef } from "./content-fields";
import { pageImage } from "./list-kit";

const picture = { id: "a".repeat(16), width: 600, height: 1200, alt: { ar: "صورة", en: "A picture" } };

describe("an image's focal point", () => {
  it("is optional, whole percents from 0 to 100 on both axes", () => {
    expect(imageRef.safeParse(picture).success).toBe(true);
    expect(imageRef.safeParse({ ...picture, focus: { x: 0, y: 100 } }).success).toBe(true);
    for (const focus of [{ x: 101, y: 50 }, { x: -1, y: 50 }, { x: 20.5, y: 50 }, { x: 20 }, { x: 20, y: 20, z: 1 }]) {
      expect(imageRef.safeParse({ ...picture, focus }).success, JSON.stringify(focus)).toBe(false);
    }
  });

  it("reaches the page's picture in each language, and no point stays no point", () => {
    expect(pageImage({ ...picture, focus: { x: 30, y: 10 } }, "ar")).toEqual({
      id: picture.id,
      width: 600,
      height: 1200,
      alt: "صورة",
      focus: { x: 30, y: 10 },
    });
    expect(pageImage(picture, "en")).toEqual({ id: picture.id, width: 600, height: 1200, alt: "A picture" });
  });
});
