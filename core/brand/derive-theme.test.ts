import { describe, expect, it } from "vitest";
import { colord } from "colord";
import { brandThemeCss, deriveTheme, themeTokens, type DerivedVariant } from "./derive-theme";
import { siteTheme } from "./theme-schema";
import { contrastRatio, floorRatio } from "../colour/contrast-ratio";

/** A small seeded generator, so a failure names a colour that fails again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const next = random(42);
const randomHex = () =>
  `#${Array.from({ length: 3 }, () =>
    Math.floor(next() * 256)
      .toString(16)
      .padStart(2, "0"),
  ).join("")}`;

function expectAllPass(variant: DerivedVariant, label: string) {
  expect(variant.checks.length).toBeGreaterThan(40);
  for (const check of variant.checks) {
    // Recomputed here rather than trusting `pass`, so a wrong flag cannot hide a failing pair.
    const ratio = floorRatio(contrastRatio(colord(check.textHex).toRgb(), colord(check.groundHex).toRgb()));
    expect(ratio, `${label} ${variant.mode}: ${check.id} ${check.textHex} on ${check.groundHex}`).toBeGreaterThanOrEqual(check.min);
    expect(check.pass).toBe(true);
  }
}

describe("deriveTheme", () => {
  it("fills every token of ADR 027 with a valid colour, in both modes", () => {
    const theme = deriveTheme({ primary: "#14b8a6", light: true });
    for (const variant of [theme.dark, theme.light!]) {
      for (const token of themeTokens) expect(colord(variant.tokens[token]).isValid(), `${variant.mode} --${token}`).toBe(true);
    }
  });

  it("keeps a brand colour that already passes, and says nothing was adjusted", () => {
    const theme = deriveTheme({ primary: "#e11d2e" });
    expect(theme.dark.tokens["accent-solid"]).toBe("#e11d2e");
    expect(theme.dark.tokens["on-accent"]).toBe("#ffffff");
    expect(theme.dark.adjusted.filter((a) => a.token === "accent-solid")).toEqual([]);
  });

  it("puts dark text on a light brand colour (yellow) rather than moving the colour", () => {
    const theme = deriveTheme({ primary: "#facc15" });
    expect(theme.dark.tokens["accent-solid"]).toBe("#facc15");
    expect(colord(theme.dark.tokens["on-accent"]).isDark()).toBe(true);
  });

  it("lightens a navy that vanishes on the dark background, and reports the move with both colours", () => {
    const theme = deriveTheme({ primary: "#1e1b4b" });
    const accent = theme.dark.adjusted.find((a) => a.token === "accent");
    expect(accent?.from).toBe("#1e1b4b");
    expect(colord(accent!.to).brightness()).toBeGreaterThan(colord("#1e1b4b").brightness());
    const text = theme.dark.adjusted.find((a) => a.token === "accent-text");
    expect(text).toBeDefined();
  });

  it("uses the second colour for links and highlighted words", () => {
    const theme = deriveTheme({ primary: "#14b8a6", secondary: "#fbbf24" });
    expect(theme.dark.tokens["accent-text"]).toBe("#fbbf24");
  });

  it("derives a light theme only when asked", () => {
    expect(deriveTheme({ primary: "#14b8a6" }).light).toBeUndefined();
    const light = deriveTheme({ primary: "#14b8a6", light: true }).light!;
    expect(colord(light.tokens.bg).isLight()).toBe(true);
    expect(colord(light.tokens.fg).isDark()).toBe(true);
  });

  it.each(["#000000", "#ffffff", "#808080", "#ff0000", "#00ff00", "#0000ff", "#ffff00", "#e11d2e", "#14b8a6", "#facc15", "#1e1b4b"])(
    "every pair of %s reaches its AA minimum",
    (primary) => {
      const theme = deriveTheme({ primary, secondary: primary, light: true });
      expectAllPass(theme.dark, primary);
      expectAllPass(theme.light!, primary);
    },
  );

  it("every pair reaches AA for 300 random brand colours (with and without a second colour)", () => {
    for (let i = 0; i < 300; i++) {
      const primary = randomHex();
      const secondary = i % 2 ? randomHex() : undefined;
      const theme = deriveTheme({ primary, ...(secondary ? { secondary } : {}), light: true });
      expectAllPass(theme.dark, `${primary}/${secondary}`);
      expectAllPass(theme.light!, `${primary}/${secondary}`);
    }
  });

  it("writes his theme as a few hundred bytes of CSS for the page head, default and light variant", () => {
    const css = brandThemeCss(deriveTheme({ primary: "#14b8a6", light: true }));
    expect(css).toMatch(/^html:not\(\.theme-dark,\.theme-dark-blue,\.theme-dark-green,\.theme-brand-light\)\{--bg:#[0-9a-f]{6};/);
    expect(css).toContain("html.theme-brand-light{");
    expect(css).toContain("color-scheme:light");
    expect(css.length).toBeLessThan(1600);
    expect(css).not.toMatch(/[<>]/);
  });
});

describe("siteTheme schema", () => {
  it("normalises colours to #rrggbb", () => {
    expect(siteTheme.parse({ primary: " #ABC " })).toEqual({ primary: "#aabbcc" });
    expect(siteTheme.parse({ primary: "#14B8A6", secondary: "#fff", light: true })).toEqual({
      primary: "#14b8a6",
      secondary: "#ffffff",
      light: true,
    });
  });

  it.each(["", "red", "#12345", "#1234567", "14b8a6", "#gggggg", "</style>", "rgb(0,0,0)"])("refuses %j", (primary) => {
    expect(siteTheme.safeParse({ primary }).success).toBe(false);
  });

  it("refuses unknown keys", () => {
    expect(siteTheme.safeParse({ primary: "#14b8a6", css: "x" }).success).toBe(false);
  });
});
