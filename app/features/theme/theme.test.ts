import { describe, expect, it } from "vitest";
import { applyThemeClass, normalizeTheme, themeClass, themeInitScript } from "./theme";

describe("theme class", () => {
  it.each([
    [null, null],
    ["", null],
    ["dark", null],
    ["dark-blue", "theme-dark-blue"],
    ["dark-green", "theme-dark-green"],
    ["light-blue", "theme-dark-blue"],
    ["light-green", "theme-dark-green"],
    ["sepia", "theme-sepia"],
    ["High Contrast", "theme-highcontrast"],
    ['x" onload="y', "theme-xonloady"],
    ["!!!", null],
  ])("%j gives %j", (value, expected) => {
    expect(themeClass(value)).toBe(expected);
  });

  it("maps stored values onto the offered themes", () => {
    expect(normalizeTheme("light-blue")).toBe("dark-blue");
    expect(normalizeTheme("dark-green")).toBe("dark-green");
    expect(normalizeTheme("sepia")).toBe("dark");
    expect(normalizeTheme(null)).toBe("dark");
  });

  it("the head script applies the stored class without the bundle", () => {
    const classes = new Set<string>();
    const documentStub = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
    const storage = { getItem: (key: string) => (key === "theme" ? "light-green" : null) };
    new Function("document", "localStorage", themeInitScript)(documentStub, storage);
    expect([...classes]).toEqual(["theme-dark-green"]);
  });

  it("the head script survives blocked storage", () => {
    const storage = {
      getItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => new Function("document", "localStorage", themeInitScript)({}, storage)).not.toThrow();
  });

  it("applying a theme replaces the previous theme class", () => {
    const list = new Set(["theme-dark-blue", "keep-me"]);
    const root = {
      classList: {
        add: (c: string) => list.add(c),
        remove: (c: string) => list.delete(c),
        [Symbol.iterator]: () => list.values(),
      },
    };
    // Array.from reads the iterator
    applyThemeClass(root as unknown as HTMLElement, "dark-green");
    expect([...list].sort()).toEqual(["keep-me", "theme-dark-green"]);
    applyThemeClass(root as unknown as HTMLElement, "dark");
    expect([...list]).toEqual(["keep-me"]);
  });
});
