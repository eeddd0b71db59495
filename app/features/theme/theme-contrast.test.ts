import { readFileSync } from "node:fs";
import { colord, extend, type Colord } from "colord";
import a11y from "colord/plugins/a11y";
import { describe, expect, it } from "vitest";
import { themeNames, themes, type ThemeName } from "#core/catalogue/themes";

extend([a11y]);

/** The custom properties each theme ends up with: the default's (`:root`), then its own class's. */
function themeProperties(): Record<ThemeName, Record<string, string>> {
  const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  // Top-level blocks only: the print rules' indented `:root` is not a theme.
  const blocks = new Map<string, Record<string, string>>();
  for (const [, selector, body] of css.matchAll(/(?:^|\n)(:root|\.theme-[\w-]+) \{([^}]*)\}/g)) {
    blocks.set(selector!, Object.fromEntries([...body!.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()])));
  }
  const root = blocks.get(":root") ?? {};
  return Object.fromEntries(
    themeNames.map((theme) => [theme, theme === "dark" ? root : { ...root, ...(blocks.get(`.theme-${theme}`) ?? {}) }]),
  ) as Record<ThemeName, Record<string, string>>;
}

/** A see-through wash (`bg-danger/10`) over an opaque base, as the browser composites it. */
function wash(colour: Colord, base: Colord, alpha: number): Colord {
  const [c, b] = [colour.toRgb(), base.toRgb()];
  const at = (key: "r" | "g" | "b") => Math.round(c[key] * alpha + b[key] * (1 - alpha));
  return colord({ r: at("r"), g: at("g"), b: at("b") });
}

const properties = themeProperties();
const statusTokens = ["danger", "warning", "success", "info"] as const;
const AA = 4.5;

describe.each(themeNames)("the %s theme", (theme) => {
  const value = (name: string) => {
    const raw = properties[theme][name];
    expect(raw, `--${name} in the ${theme} theme`).toBeDefined();
    const parsed = colord(raw!);
    expect(parsed.isValid(), `--${name}: ${raw}`).toBe(true);
    return parsed;
  };
  const surfaces = () => ({ bg: value("bg"), surface: value("surface"), "surface-2": value("surface-2") });

  it.each(statusTokens)("--%s reads at AA (4.5:1) on the background, both surfaces, its panel and its washes", (token) => {
    const colour = value(token);
    const grounds = {
      ...surfaces(),
      [`${token}-panel`]: value(`${token}-panel`),
      [`bg-${token}/10 over surface`]: wash(colour, value("surface"), 0.1),
      [`bg-${token}/15 over surface-2`]: wash(colour, value("surface-2"), 0.15),
    };
    for (const [ground, background] of Object.entries(grounds)) {
      const ratio = colour.contrast(background);
      expect(ratio, `${theme}: --${token} ${colour.toHex()} on ${ground} ${background.toHex()} is ${ratio}:1`).toBeGreaterThanOrEqual(AA);
    }
  });

  it("body text, muted text, text on the accent and the warning banner read at AA", () => {
    const panels = Object.fromEntries(statusTokens.map((token) => [`${token}-panel`, value(`${token}-panel`)]));
    const pairs: [string, Colord, string, Colord][] = [
      ...Object.entries({ ...surfaces(), ...panels }).flatMap(([ground, background]): [string, Colord, string, Colord][] => [
        ["fg", value("fg"), ground, background],
        ["muted", value("muted"), ground, background],
        ["accent-text", value("accent-text"), ground, background],
      ]),
      ["on-accent", value("on-accent"), "accent-solid", value("accent-solid")],
      // The preview banner: the page's background colour as text on the warning colour.
      ["bg", value("bg"), "warning", value("warning")],
    ];
    for (const [text, colour, ground, background] of pairs) {
      const ratio = colour.contrast(background);
      expect(ratio, `${theme}: --${text} on --${ground} is ${ratio}:1`).toBeGreaterThanOrEqual(AA);
    }
  });

  it("the catalogue's swatch and background are the stylesheet's --accent and --bg", () => {
    expect(value("accent").toHex()).toBe(colord(themes[theme].swatch).toHex());
    expect(value("bg").toHex()).toBe(colord(themes[theme].background).toHex());
  });
});
