// Compares the pages of two running copies of the site, screenshot by screenshot: one page of each
// type in both languages, at a phone's and a computer's width, the whole page, after the loading
// screen. Writes before/after/diff images and prints the share of pixels that differ per page.
// Usage: node scripts/compare-pages.ts BEFORE_BASE AFTER_BASE OUT_DIR [--paths /,/en,...]
// (e.g. the commit before a change built and started in a git worktree, and the current build)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { paths: { type: "string" } } });
const [before, after, out] = positionals;
if (!before || !after || !out) throw new Error("usage: node scripts/compare-pages.ts BEFORE_BASE AFTER_BASE OUT_DIR [--paths /,/en]");
mkdirSync(out, { recursive: true });

const types = [
  "/",
  "/ar/services",
  "/ar/services/digital-marketing-in-baghdad",
  "/ar/sectors",
  "/ar/sectors/politics",
  "/ar/about",
  "/ar/cv",
  "/ar/portfolio",
  "/ar/faq",
  "/ar/free-tools",
  "/ar/free-tools/website-speed-test",
  "/ar/privacy-policy",
  "/ar/credibility",
  "/ar/contact",
];
const paths = values.paths?.split(",") ?? types.flatMap((page) => [page, page === "/" ? "/en" : page.replace(/^\/ar\//, "/en/")]);
const widths = [390, 1280];

const browser = await chromium.launch(chromiumLaunchOptions());

async function shoot(page: Page, base: string, target: string): Promise<Buffer> {
  // The loading screen is shown once a session: a visit to the site first, then the page.
  await page.goto(`${base}${target}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(4_000);
  // Sections below the fold hydrate and animate in when scrolled near: scroll through once.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(800);
  return page.screenshot({ fullPage: true, animations: "disabled" });
}

/** Share of pixels that differ (any channel by more than 24 of 255), and an image marking them in red. */
async function difference(page: Page, first: Buffer, second: Buffer): Promise<{ share: number; image: Buffer; heights: [number, number] }> {
  const result = await page.evaluate(
    async ([a, b]) => {
      const load = async (data: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        return image;
      };
      const [one, two] = await Promise.all([load(a), load(b)]);
      const width = Math.max(one.width, two.width);
      const height = Math.max(one.height, two.height);
      const canvas = (image: HTMLImageElement) => {
        const element = document.createElement("canvas");
        element.width = width;
        element.height = height;
        element.getContext("2d")!.drawImage(image, 0, 0);
        return element.getContext("2d")!.getImageData(0, 0, width, height);
      };
      const [x, y] = [canvas(one), canvas(two)];
      const marked = new ImageData(width, height);
      let differing = 0;
      for (let index = 0; index < x.data.length; index += 4) {
        const differs = [0, 1, 2].some((channel) => Math.abs(x.data[index + channel]! - y.data[index + channel]!) > 24);
        if (differs) differing += 1;
        const grey = (y.data[index]! + y.data[index + 1]! + y.data[index + 2]!) / 12;
        marked.data.set(differs ? [255, 0, 0, 255] : [grey, grey, grey, 255], index);
      }
      const output = document.createElement("canvas");
      output.width = width;
      output.height = height;
      output.getContext("2d")!.putImageData(marked, 0, 0);
      return {
        share: differing / (width * height),
        image: output.toDataURL("image/png").split(",")[1]!,
        heights: [one.height, two.height] as [number, number],
      };
    },
    [first.toString("base64"), second.toString("base64")] as const,
  );
  return { share: result.share, image: Buffer.from(result.image, "base64"), heights: result.heights };
}

const rows: string[] = [];
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const scratch = await context.newPage();
    for (const target of paths) {
      const name = `${target.replace(/\//g, "_") || "_"}-${width}`;
      const [shotBefore, shotAfter] = [await shoot(page, before, target), await shoot(page, after, target)];
      const diff = await difference(scratch, shotBefore, shotAfter);
      writeFileSync(path.join(out, `${name}-before.png`), shotBefore);
      writeFileSync(path.join(out, `${name}-after.png`), shotAfter);
      writeFileSync(path.join(out, `${name}-diff.png`), diff.image);
      rows.push(`| ${target} | ${width} | ${diff.heights[0]} → ${diff.heights[1]} px | ${(diff.share * 100).toFixed(2)} % |`);
      console.error(rows.at(-1));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log("| page | width | page height | pixels changed |\n|---|---:|---:|---:|");
console.log(rows.join("\n"));
