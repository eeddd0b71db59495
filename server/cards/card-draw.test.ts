import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardHeight, cardWidth, drawCard, escapeMarkup, type CardFonts } from "./card-draw";
import { cardFonts } from "./card-service";
import { loadCardTheme, parseCardTheme } from "./card-theme";

const rootDir = path.resolve(import.meta.dirname, "../..");
let dataDir: string;
let fonts: CardFonts;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "cards-"));
  fonts = await cardFonts(rootDir, dataDir);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const theme = loadCardTheme(rootDir);

/** Columns and rows holding the title's near-white ink, between the name and the host. */
async function titleInk(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 140; y < 520; y++)
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 180) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  return { left, top, right, bottom };
}

describe("share card drawing", () => {
  it("reads the default theme's tokens from app.css", () => {
    const css = readFileSync(path.join(rootDir, "app", "app.css"), "utf8");
    const root = /:root\s*\{([^}]*)\}/.exec(css)![1]!;
    expect(theme.bg).toBe(/--bg:\s*([^;]+);/.exec(root)![1]);
    expect(theme.accent).toBe(/--accent:\s*([^;]+);/.exec(root)![1]);
    expect(() => parseCardTheme("body { color: red }")).toThrow(/:root/);
    expect(() => parseCardTheme(":root { --bg: #000; }")).toThrow(/--surface/);
  });

  it("escapes the owner's text for Pango markup", () => {
    expect(escapeMarkup(`<b>"Tom" & 'Jerry'</b>`)).toBe("&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;");
  });

  it("draws a 1200×630 PNG; markup in a title is drawn as text", async () => {
    const png = await drawCard({ lang: "en", title: '<span size="100000">Big</span> & small', name: "Ali", host: "studio.example" }, theme, fonts);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", cardWidth, cardHeight]);
    // The span was not obeyed: the text stays within the title's band.
    const ink = await titleInk(png);
    expect(ink.bottom - ink.top).toBeLessThan(200);
  });

  it.each([
    ["en", "Lorem ipsum dolor sit amet, consectetur adipiscing elit ".repeat(6).slice(0, 300)],
    ["ar", "تصميم مواقع الويب والتسويق الرقمي في بغداد ".repeat(8).slice(0, 300)],
    ["ar", "استراتيجيات".repeat(30)],
    ["en", "Supercalifragilistic".repeat(15)],
  ] as const)("a 300-character title or one very long word in %s fits: wrapped, then cut", async (lang, title) => {
    const png = await drawCard({ lang, title, name: lang === "ar" ? "علي حسن" : "Ali Hassan", host: "studio.example" }, theme, fonts);
    const ink = await titleInk(png);
    expect(ink.left).toBeGreaterThanOrEqual(70);
    expect(ink.right).toBeLessThanOrEqual(cardWidth - 70);
    expect(ink.top).toBeGreaterThan(140);
    // Three lines at most, clear of the host line at the bottom.
    expect(ink.bottom).toBeLessThan(520);
    expect(ink.bottom - ink.top).toBeGreaterThan(150);
  });

  it("lays the Arabic card out from the right and the English one from the left", async () => {
    const ar = await titleInk(await drawCard({ lang: "ar", title: "من نحن", name: "علي حسن", host: "studio.example" }, theme, fonts));
    const en = await titleInk(await drawCard({ lang: "en", title: "About", name: "Ali Hassan", host: "studio.example" }, theme, fonts));
    expect(cardWidth - ar.right).toBeLessThan(100);
    expect(ar.left).toBeGreaterThan(cardWidth / 2);
    expect(en.left).toBeLessThan(100);
    expect(en.right).toBeLessThan(cardWidth / 2);
  });
});
