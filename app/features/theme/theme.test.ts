import { describe, expect, it } from "vitest";
import { applyThemeClass, normalizeTheme, themeClass, themeInitScript } from "./theme";

describe("theme class", () => {
  it.each([
    [null, null],
    ["", null],
    // A stored "dark" gets its class: without one, the owner's own theme (the default) would apply.
    ["dark", "theme-dark"],
    ["brand", "theme-brand"],
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

  it("with his own theme, offers it first and makes it the default; a stored choice of a preset stays", () => {
    const brand = { swatches: { brand: "#14b8a6" }, background: "#0a0f0e" };
    expect(normalizeTheme(null, brand)).toBe("brand");
    expect(normalizeTheme("sepia", brand)).toBe("brand");
    expect(normalizeTheme("dark", brand)).toBe("dark");
    expect(normalizeTheme("dark-blue", brand)).toBe("dark-blue");
    expect(normalizeTheme("brand", brand)).toBe("brand");
    // The light version only while he offers it.
    expect(normalizeTheme("brand-light", brand)).toBe("brand");
    expect(normalizeTheme("brand-light", { ...brand, swatches: { brand: "#14b8a6", "brand-light": "#0f766e" } })).toBe("brand-light");
  });

  it("a stored brand choice after he removed his theme falls back to the default", () => {
    expect(normalizeTheme("brand")).toBe("dark");
    expect(normalizeTheme("brand-light", null)).toBe("dark");
  });

  it("the head script applies the stored class without the bundle", () => {
    const classes = new Set<string>();
    const documentStub = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
    const storage = { getItem: (key: string) => (key === "theme" ? "light-green" : null) };
    new Function("document", "localStorage", themeInitScript)(documentStub, storage);
    expect([...classes]).toEqual(["theme-dark-green"]);
  });

  it("the head script puts the stored theme's colour scheme and page colour on the meta tags: light for his light theme, else dark", () => {
    for (const [stored, scheme, bar] of [
      ["brand-light", "light", "#f7fbfa"],
      // A shipped theme's colours are in the stylesheet, not yet loaded: the server's address-bar colour stays.
      ["dark-blue", "dark", "#09090D"],
    ] as const) {
      const tag = (content: string) => {
        const meta = { content, setAttribute: (_name: string, value: string) => (meta.content = value) };
        return meta;
      };
      const metas = { 'meta[name="color-scheme"]': tag("dark"), 'meta[name="theme-color"]': tag("#09090D") };
      const classes = new Set<string>();
      const root = { classList: { add: (c: string) => classes.add(c) } } as { classList: unknown; ownerDocument?: unknown };
      root.ownerDocument = { querySelector: (selector: string) => metas[selector as keyof typeof metas] ?? null };
      // The theme's CSS decides: his light block (inline in the head) says color-scheme: light and its --bg.
      const light = () => classes.has("theme-brand-light");
      const computed = () => ({
        colorScheme: light() ? "light" : "dark",
        getPropertyValue: (name: string) => (name === "--bg" && light() ? " #f7fbfa" : ""),
      });
      const storage = { getItem: () => stored };
      new Function("document", "localStorage", "getComputedStyle", themeInitScript)({ documentElement: root }, storage, computed);
      expect(metas['meta[name="color-scheme"]'].content, stored).toBe(scheme);
      expect(metas['meta[name="theme-color"]'].content, stored).toBe(bar);
    }
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
    expect([...list].sort()).toEqual(["keep-me", "theme-dark"]);
  });
});
