import { describe, expect, it } from "vitest";
import { colord } from "colord";
import {
  checkContrast,
  closestPassingText,
  composite,
  contrastRatio,
  floorRatio,
  formatRatio,
  parseColour,
  toHex,
  toOpaqueHex,
  type Rgba,
} from "./contrast";

function colour(text: string): Rgba {
  const parsed = parseColour(text);
  if (!parsed.ok) throw new Error(`not a colour: ${text}`);
  return parsed.rgba;
}
const check = (text: string, background: string) => checkContrast(colour(text), colour(background));
const pass = (text: string, background: string) => Object.fromEntries(check(text, background).verdicts.map((verdict) => [verdict.id, verdict.pass]));

describe("contrast ratio against published reference pairs", () => {
  it("#777777 on white is 4.47:1: fails AA for normal text, passes AA for large text", () => {
    const result = check("#777777", "#ffffff");
    expect(formatRatio(result.ratio)).toBe("4.47:1");
    expect(result.shown).toBe(4.47);
    expect(pass("#777777", "#ffffff")).toEqual({ "aa-normal": false, "aaa-normal": false, "aa-large": true, "aaa-large": false, "aa-ui": true });
  });

  it("black on white is 21:1 and passes everything", () => {
    expect(formatRatio(check("#000", "#fff").ratio)).toBe("21:1");
    expect(Object.values(pass("#000", "#fff"))).toEqual([true, true, true, true, true]);
    expect(formatRatio(check("#fff", "#000").ratio)).toBe("21:1");
  });

  it("#767676 on white passes AA for normal text at 4.54:1", () => {
    expect(formatRatio(check("#767676", "#ffffff").ratio)).toBe("4.54:1");
    expect(pass("#767676", "#ffffff")["aa-normal"]).toBe(true);
    expect(pass("#767676", "#ffffff")["aaa-normal"]).toBe(false);
  });

  it("identical colours are 1:1 and fail everything", () => {
    expect(formatRatio(check("#3366cc", "#3366cc").ratio)).toBe("1:1");
    expect(Object.values(pass("red", "#f00"))).toEqual([false, false, false, false, false]);
  });

  it("other well-known pairs", () => {
    expect(formatRatio(check("#595959", "#fff").ratio)).toBe("7:1");
    expect(pass("#595959", "#fff")["aaa-normal"]).toBe(true);
    expect(formatRatio(check("#0000ff", "#fff").ratio)).toBe("8.59:1");
    expect(formatRatio(check("#ff0000", "#fff").ratio)).toBe("3.99:1");
    expect(formatRatio(check("#949494", "#fff").ratio)).toBe("3.03:1");
  });

  it("agrees with colord's own contrast() (exact luminance, floored) across many pairs", () => {
    const steps = [0, 17, 51, 85, 118, 119, 128, 170, 204, 238, 255];
    for (const r of steps)
      for (const g of [0, 119, 255])
        for (const b of [0, 85, 255]) {
          const text = { r, g, b, a: 1 };
          const background = { r: 255 - g, g: b, b: r, a: 1 };
          expect(floorRatio(contrastRatio(text, background))).toBe(colord(text).contrast(colord(background)));
        }
  });
});

describe("floor, never round up", () => {
  it("shows 4.4999 as 4.49 and judges it a fail", () => {
    expect(floorRatio(4.4999)).toBe(4.49);
    expect(formatRatio(4.4999)).toBe("4.49:1");
    expect(formatRatio(4.47)).toBe("4.47:1");
    expect(formatRatio(4.5)).toBe("4.50:1");
    expect(formatRatio(6.999999)).toBe("6.99:1");
    expect(formatRatio(2.9999)).toBe("2.99:1");
    expect(formatRatio(1)).toBe("1:1");
  });
});

describe("semi-transparent colours", () => {
  it("composites rgba text over the background before measuring", () => {
    const result = check("rgba(0, 0, 0, 0.5)", "#ffffff");
    expect(result.textTranslucent).toBe(true);
    expect(toOpaqueHex(result.text)).toBe("#808080");
    expect(formatRatio(result.ratio)).toBe(formatRatio(contrastRatio(colour("#808080"), colour("#fff"))));
    expect(formatRatio(result.ratio)).toBe("3.94:1");
  });

  it("composites #rrggbbaa text over a dark background", () => {
    const result = check("#ffffff80", "#000000");
    expect(toOpaqueHex(result.text)).toBe("#808080");
    expect(formatRatio(result.ratio)).toBe("5.31:1");
  });

  it("composites a semi-transparent background over white, then the text over that", () => {
    const result = check("#000", "rgba(0, 0, 0, 0.5)");
    expect(result.backgroundTranslucent).toBe(true);
    expect(toOpaqueHex(result.background)).toBe("#808080");
    expect(formatRatio(result.ratio)).toBe("5.31:1");
  });

  it("fully transparent text disappears into the background", () => {
    expect(formatRatio(check("transparent", "navy").ratio)).toBe("1:1");
  });

  it("composite() blends per channel", () => {
    expect(composite({ r: 255, g: 0, b: 0, a: 0.25 }, { r: 0, g: 0, b: 255, a: 1 })).toEqual({ r: 64, g: 0, b: 191, a: 1 });
  });
});

describe("parseColour", () => {
  it("reads hex, rgb(), rgba(), hsl() and names", () => {
    expect(toHex(colour("#abc"))).toBe("#aabbcc");
    expect(toHex(colour("#AABBCC"))).toBe("#aabbcc");
    expect(toHex(colour("aabbcc"))).toBe("#aabbcc");
    expect(toHex(colour("#aabbcc80"))).toBe("#aabbcc80");
    expect(toHex(colour("  rgb(255, 0, 0) "))).toBe("#ff0000");
    expect(toHex(colour("rgba(0,0,255,0.5)"))).toBe("#0000ff80");
    expect(toHex(colour("rgb(0 128 0 / 50%)"))).toBe("#00800080");
    expect(toHex(colour("hsl(0, 100%, 50%)"))).toBe("#ff0000");
    expect(toHex(colour("RebeccaPurple"))).toBe("#663399");
    expect(toHex(colour("white"))).toBe("#ffffff");
  });

  it("refuses what is not a colour, without throwing", () => {
    expect(parseColour("")).toEqual({ ok: false, error: "empty" });
    expect(parseColour("   ")).toEqual({ ok: false, error: "empty" });
    for (const text of [
      "#12",
      "#1234567",
      "#ggg",
      "rgb(1,2)",
      "notacolour",
      "أحمر",
      "🎨",
      "#".repeat(10_000),
      "\uD83D",
      "rgb(300 0 0 0 0)",
      "url(x)",
    ]) {
      expect(() => parseColour(text), text).not.toThrow();
      expect(parseColour(text).ok, text).toBe(false);
    }
  });
});

describe("closestPassingText", () => {
  it("finds the nearest text colour that reaches the level, keeping the hue", () => {
    const suggestion = closestPassingText(colour("#777777"), colour("#fff"), 4.5);
    expect(suggestion).not.toBeNull();
    expect(floorRatio(contrastRatio(suggestion!, colour("#fff")))).toBeGreaterThanOrEqual(4.5);
    expect(toOpaqueHex(suggestion!)).toBe("#767676");
    const red = closestPassingText(colour("#ff0000"), colour("#fff"), 4.5)!;
    expect(red.g).toBe(0);
    expect(red.r).toBeLessThan(255);
  });

  it("goes lighter on a dark background and gives up when nothing can pass", () => {
    const light = closestPassingText(colour("#444444"), colour("#000"), 7)!;
    expect(light.r).toBeGreaterThan(0x44);
    expect(closestPassingText(colour("#777"), colour("#777"), 21)).toBeNull();
  });
});
