import { describe, expect, it } from "vitest";
import { imageWidths } from "~/components/ui/responsive-image";
import { mediaPath, parseMediaName, siteImageWidths, variantWidths } from "./image-variants";

describe("variantWidths", () => {
  it("offers the site's widths for a large image", () => {
    expect(variantWidths(4032)).toEqual([480, 960]);
    expect(variantWidths(960)).toEqual([480, 960]);
  });

  it("never upscales: a narrower image is offered at its own width instead", () => {
    expect(variantWidths(700)).toEqual([480, 700]);
    expect(variantWidths(481)).toEqual([480, 481]);
  });

  it("offers an image narrower than every width once, at its own width", () => {
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(1)).toEqual([1]);
  });

  it("uses the same widths as the site's static images", () => {
    expect([...siteImageWidths]).toEqual([...imageWidths]);
  });
});

describe("media names", () => {
  const id = "0123456789abcdef0123456789abcdef";

  it("names a stored file by id, width and format", () => {
    expect(mediaPath(id, 480, "avif")).toBe(`/media/${id}-480.avif`);
    expect(mediaPath(id, 960, "webp")).toBe(`/media/${id}-960.webp`);
  });

  it("reads back exactly what mediaPath writes", () => {
    expect(parseMediaName(mediaPath(id, 700, "webp").slice("/media/".length))).toEqual({ id, width: 700, format: "webp" });
  });

  it("refuses anything else", () => {
    for (const name of [
      `${id}-480.png`,
      `${id}-0480.avif`,
      `${id}-0.avif`,
      `${id}-480.avif.html`,
      `${id.toUpperCase()}-480.avif`,
      `../${id}-480.avif`,
      `${id}-480`,
      "abc-480.avif",
      `${id}-123456.avif`,
      "",
    ]) {
      expect(parseMediaName(name), name).toBeNull();
    }
  });
});
