import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { rootDir, startServer, type RunningServer } from "../setup/server";
import { homeOf, langs, url, type Lang } from "./helpers";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { shell, visit } from "./kit/pages/shell";

const prefix = (lang: Lang) => `/${lang}`;
/** The floating contact assistant (shown 20 s after load) is in the app being tested. */
const hasAssistant = existsSync(path.join(rootDir, "app/features/assistant/assistant-launcher.tsx"));

type OutsideRequest = { url: string; host: string; afterClick: boolean };

/**
 * Nothing may leave the machine: every request to a host other than the test
 * server is answered with a stub page and recorded, so tests can assert on it.
 */
async function guardNetwork(page: Page) {
  const outside: OutsideRequest[] = [];
  const state = { clicked: false };
  const loopback = new Set(["127.0.0.1", "localhost", "[::1]"]);
  const stub = "<!doctype html><html><head><title>stub</title></head><body>stub</body></html>";
  const record = (requestUrl: string) => {
    outside.push({ url: requestUrl, host: new URL(requestUrl).hostname, afterClick: state.clicked });
  };
  await page.route(
    (target) => (target.protocol === "http:" || target.protocol === "https:") && !loopback.has(target.hostname),
    (route) => {
      record(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: stub });
    },
  );
  // Registered last, so it wins for anything that looks like YouTube.
  await page.route("**/*youtube*/**", (route) => {
    const requestUrl = route.request().url();
    if (loopback.has(new URL(requestUrl).hostname)) return route.continue();
    record(requestUrl);
    return route.fulfill({ status: 200, contentType: "text/html", body: stub });
  });
  return { outside, state };
}

/** The work shown (every item is in the page; the filter hides the others). */
const items = (page: Page) => page.locator('li:not([hidden]) > [data-testid="portfolio-item"]');
const filterLink = (page: Page, filter: string) => page.locator(`[data-filter="${filter}"]`);
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

function categoriesShown(page: Page): Promise<string[]> {
  return items(page).evaluateAll((elements) => elements.map((element) => element.getAttribute("data-category") ?? ""));
}

/** Every filter link's aria-current, keyed by its data-filter. */
function currentFilters(page: Page): Promise<Record<string, string | null>> {
  return page
    .locator("[data-filter]")
    .evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute("data-filter"), link.getAttribute("aria-current")])));
}

async function expectOnlyCategory(page: Page, category: string, count: number) {
  await expect.poll(() => categoriesShown(page)).toEqual(Array(count).fill(category));
  expect(searchParam(page, "category")).toBe(category);
  const current = await currentFilters(page);
  expect(current[category]).toBe("true");
  expect(Object.entries(current).filter(([, value]) => value !== null)).toEqual([[category, "true"]]);
}

describe.each(langs)("portfolio filter (%s)", (lang: Lang) => {
  const path = `${prefix(lang)}/portfolio`;

  test("filter links narrow the list in place, update the URL and mark the active filter", async ({ page }) => {
    const { outside } = await guardNetwork(page);
    await visit(page, path);
    expect(await items(page).count()).toBe(12);
    expect(await currentFilters(page)).toEqual({ all: "true", video: null, photography: null, event: null, web: null });
    // A marker that a full page load would wipe: the filter must work in place.
    await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));

    await filterLink(page, "video").click();
    await expectOnlyCategory(page, "video", 3);

    await filterLink(page, "web").click();
    await expectOnlyCategory(page, "web", 3);
    for (const item of await items(page).all()) {
      expect(await item.locator("img").count(), "a web item has no image").toBe(0);
      expect(await item.locator('[data-testid="play-video"]').count(), "a web item has no play button").toBe(0);
    }

    await filterLink(page, "all").click();
    await expect.poll(() => items(page).count()).toBe(12);
    expect(searchParam(page, "category")).toBeNull();
    expect(await currentFilters(page)).toEqual({ all: "true", video: null, photography: null, event: null, web: null });

    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(1);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(outside).toEqual([]);
  });

  test("the filter works from the keyboard", async ({ page }) => {
    const { outside } = await guardNetwork(page);
    await visit(page, path);
    await filterLink(page, "photography").focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-filter"))).toBe("photography");
    await page.keyboard.press("Enter");
    await expectOnlyCategory(page, "photography", 3);

    // Tab moves on to the next filter, Enter applies it.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-filter"))).toBe("event");
    await page.keyboard.press("Enter");
    await expectOnlyCategory(page, "event", 3);

    await filterLink(page, "all").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => items(page).count()).toBe(12);
    expect(searchParam(page, "category")).toBeNull();
    expect(outside).toEqual([]);
  });

  test("a shared ?category=event link is filtered by the server", async ({ openPage }) => {
    // The HTML as sent, before any JavaScript.
    const response = await fetch(url(`${path}?category=event`));
    expect(response.status).toBe(200);
    const html = await response.text();
    // Every item is sent (the filter works in place with script); those of other categories hidden.
    const served = [...html.matchAll(/<li\b[^>]*data-category="([^"]*)"[^>]*>/g)].map((match) => ({
      category: match[1],
      hidden: /\shidden\b/.test(match[0]),
    }));
    expect(served).toHaveLength(12);
    expect(served.filter((item) => !item.hidden).map((item) => item.category)).toEqual(["event", "event", "event"]);

    // And in the browser.
    const page = await openPage();
    const { outside } = await guardNetwork(page);
    await visit(page, `${path}?category=event`);
    await expectOnlyCategory(page, "event", 3);
    await filterLink(page, "all").click();
    await expect.poll(() => items(page).count()).toBe(12);
    expect(outside).toEqual([]);
  });
});

describe.each(langs)("portfolio without videos (%s)", (lang: Lang) => {
  test("the sample items link to no video: no play button, no outside link, and every card keeps its picture and text", async ({ page }) => {
    const { outside } = await guardNetwork(page);
    await visit(page, `${prefix(lang)}/portfolio`);
    await page.waitForLoadState("networkidle");
    expect(await items(page).count()).toBe(12);
    expect(await page.locator('[data-testid="play-video"]').count()).toBe(0);
    expect(await page.locator('[data-testid="portfolio-item"] a[href^="http"]').count()).toBe(0);
    for (const item of await items(page).all()) {
      expect((await item.locator("h2").innerText()).trim().length).toBeGreaterThan(0);
      expect((await item.locator("p").last().innerText()).trim().length).toBeGreaterThan(0);
      const pictured = (await item.getAttribute("data-category")) !== "web";
      expect(await item.locator("img").count(), "video, photo and event items show their thumbnail").toBe(pictured ? 1 : 0);
    }
    expect(outside).toEqual([]);
  });

  test("a card without a video offers nothing to play, on the portfolio page and in the home page's Work section", async ({ page }) => {
    await guardNetwork(page);
    for (const [path, expected] of [
      [`${prefix(lang)}/portfolio`, 12],
      [homeOf(lang), 6],
    ] as const) {
      await visit(page, path);
      const cards = items(page);
      await expect.poll(() => cards.count(), { message: path }).toBe(expected);
      // Nothing a person could press: no play button, no watch link.
      for (const card of await cards.all()) {
        expect(await card.getByRole("button").count(), path).toBe(0);
        expect(await card.getByRole("link").count(), path).toBe(0);
      }
      // And the picture itself draws no play button: the sample video artwork once had a solid white
      // triangle in a ring in its middle, which looked pressable and did nothing. Outlines (the
      // photo items' camera) are fine; a solid white patch in the middle is what a play mark is.
      const pictures = await cards.locator("img").evaluateAll((images) =>
        Promise.all(
          images.map(async (image) => {
            const probe = new Image();
            probe.src = image.getAttribute("src")!;
            await probe.decode();
            const canvas = document.createElement("canvas");
            canvas.width = probe.naturalWidth;
            canvas.height = probe.naturalHeight;
            const context = canvas.getContext("2d")!;
            context.drawImage(probe, 0, 0);
            // The middle fifth across and third down, where a play button sits.
            const box = {
              x: Math.round(canvas.width * 0.4),
              y: Math.round(canvas.height * 0.35),
              w: Math.round(canvas.width * 0.2),
              h: Math.round(canvas.height * 0.3),
            };
            const { data } = context.getImageData(box.x, box.y, box.w, box.h);
            const white = (x: number, y: number) => {
              const i = (y * box.w + x) * 4;
              return data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235;
            };
            // Any 8 × 8 square of white pixels (a stroke of the 480 px pictures is 2-3 px wide).
            const side = 8;
            let solid = false;
            for (let y = 0; y + side <= box.h && !solid; y++)
              for (let x = 0; x + side <= box.w && !solid; x++) {
                let all = true;
                for (let dy = 0; dy < side && all; dy++) for (let dx = 0; dx < side && all; dx++) all = white(x + dx, y + dy);
                solid = all;
              }
            return { src: probe.src, solid };
          }),
        ),
      );
      expect(pictures.length, path).toBeGreaterThan(0);
      for (const picture of pictures) expect(picture.solid, `${picture.src} has a solid white mark in its middle`).toBe(false);
    }
  });
});

/**
 * The owner adds his own video links in the studio; the samples have none. This server's content
 * gets one link the way an owner's edit arrives (the content import command), so the player is
 * tested on a real link without the shipped samples pretending to have videos.
 */
const ownerVideoId = "aBcDeFgHiJk";
let videoServer: RunningServer | undefined;
const videoDir = mkdtempSync(path.join(tmpdir(), "portfolio-video-"));

function contentCommand(args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["scripts/content-transfer.ts", ...args], {
      cwd: rootDir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: path.join(videoDir, "data") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  const file = path.join(videoDir, "content.json");
  const exported = await contentCommand(["export", file]);
  expect(exported.code, exported.output).toBe(0);
  const document = JSON.parse(readFileSync(file, "utf8")) as { content: { lists: { portfolio: { category: string; videos: string[] }[] } } };
  const video = document.content.lists.portfolio.find((item) => item.category === "video")!;
  video.videos = [`https://www.youtube.com/watch?v=${ownerVideoId}`];
  writeFileSync(file, JSON.stringify(document));
  const imported = await contentCommand(["import", file]);
  expect(imported.code, imported.output).toBe(0);
  videoServer = await startServer({ DATA_DIR: path.join(videoDir, "data") });
});
afterAll(async () => {
  await videoServer?.stop();
  rmSync(videoDir, { recursive: true, force: true });
});

describe.each(langs)("portfolio video added by the owner (%s)", (lang: Lang) => {
  test("the YouTube player loads only after the play button is clicked", async ({ page }) => {
    const { outside, state } = await guardNetwork(page);
    const youtube = () => outside.filter((request) => /(^|\.)(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com)$/.test(request.host));
    await visit(page, `${prefix(lang)}/portfolio`, videoServer!.url);
    await page.waitForLoadState("networkidle");
    expect(youtube(), "no request to YouTube before the click").toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);

    // Pin the card by position: after the click its play button is gone, so a "first card with a button" locator would move on.
    const index = await items(page).evaluateAll((cards) => cards.findIndex((card) => card.querySelector('[data-testid="play-video"]')));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(await page.locator('[data-testid="play-video"]').count(), "only the item the owner gave a link").toBe(1);
    const card = items(page).nth(index);
    const play = card.locator('[data-testid="play-video"]');
    const title = (await card.locator("h2").innerText()).trim();
    expect(title.length).toBeGreaterThan(0);
    expect(await play.getAttribute("aria-label")).toContain(title);
    // Found by its accessible name, as a screen reader user would.
    expect(await page.getByRole("button", { name: title }).count()).toBe(1);
    expect(await card.locator(`a[href="https://www.youtube.com/watch?v=${ownerVideoId}"]`).count(), "and a link to watch it on YouTube").toBe(1);

    state.clicked = true;
    await play.click();
    const player = page.locator('[data-testid="video-player"]');
    await player.waitFor({ state: "attached" });
    expect(await page.locator("iframe").count()).toBe(1);
    expect(await player.getAttribute("src")).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${ownerVideoId}\\b`));
    expect(await player.getAttribute("title")).toBe(title);
    expect(await card.locator('[data-testid="play-video"]').count()).toBe(0);

    await expect.poll(() => youtube().map((request) => request.host)).toContain("www.youtube-nocookie.com");
    expect(youtube().every((request) => request.afterClick)).toBe(true);
    expect(
      outside.filter((request) => !request.afterClick),
      "nothing outside loopback before the click",
    ).toEqual([]);
  });
});

describe("portfolio video when the platform answers or not", () => {
  /** Opens the first card with a video and presses Play, with the player's host answering as `reply` says. */
  async function playFirstVideo(page: Page, reply: "unreachable" | "player") {
    await guardNetwork(page);
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      reply === "unreachable"
        ? route.abort("internetdisconnected")
        : route.fulfill({
            contentType: "text/html",
            // A stand-in for the real player: it answers the page's "listening" handshake as the embed API does.
            body: `<!doctype html><title>player</title><script>addEventListener("message", (e) => parent.postMessage(JSON.stringify({ event: "onReady" }), "*"));</script>`,
          }),
    );
    await visit(page, "/en/portfolio", videoServer!.url);
    const index = await items(page).evaluateAll((cards) => cards.findIndex((card) => card.querySelector('[data-testid="play-video"]')));
    const card = items(page).nth(index);
    const link = await card.locator("ul a").first().getAttribute("href");
    await card.locator('[data-testid="play-video"]').click();
    return { card, link };
  }

  test("an unreachable platform leaves the picture, a message and the link to watch it there", async ({ page }) => {
    const { card, link } = await playFirstVideo(page, "unreachable");
    const player = card.locator('[data-testid="video-player"]');
    await player.waitFor({ state: "attached" });
    // While it has not answered, the player stays invisible over the picture: never the browser's grey error box.
    expect(await player.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");
    await page.clock.fastForward(9_000);
    const failed = card.locator('[data-testid="video-failed"]');
    await failed.waitFor();
    expect(await failed.innerText()).toContain("The video could not load here.");
    expect(await failed.locator("a").getAttribute("href")).toBe(link);
    expect(await card.locator("picture img").isVisible()).toBe(true);
    expect(await card.locator("iframe").count()).toBe(0);
  });

  test("a player that answers is shown and stays", async ({ page }) => {
    const { card } = await playFirstVideo(page, "player");
    const player = card.locator('[data-testid="video-player"]');
    await expect.poll(() => player.getAttribute("data-state")).toBe("ready");
    await page.clock.fastForward(9_000);
    expect(await player.getAttribute("data-state")).toBe("ready");
    await expect.poll(() => player.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    expect(await card.locator('[data-testid="video-failed"]').count()).toBe(0);
  });
});

async function expectToggledByKeyboard(page: Page, scope: Locator, where: string) {
  const details = scope.locator("details").first();
  const summary = details.locator("summary");
  const answer = details.locator(":scope > :not(summary)").first();
  expect(await details.count(), `${where} has an accordion`).toBe(1);
  expect(await details.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
  expect(await answer.isVisible()).toBe(false);

  await summary.focus();
  expect(await summary.evaluate((element) => element === document.activeElement), `${where}: summary takes focus`).toBe(true);

  await page.keyboard.press("Enter");
  await expect.poll(() => details.evaluate((element: HTMLDetailsElement) => element.open), { message: `${where}: Enter opens` }).toBe(true);
  await expect.poll(() => answer.isVisible()).toBe(true);
  expect((await answer.innerText()).trim().length).toBeGreaterThan(0);

  await page.keyboard.press("Space");
  await expect.poll(() => details.evaluate((element: HTMLDetailsElement) => element.open), { message: `${where}: Space closes` }).toBe(false);
  await expect.poll(() => answer.isVisible()).toBe(false);

  // Questions are in the tab order one after another (a closed answer holds nothing focusable).
  if ((await scope.locator("details").count()) > 1) {
    await summary.focus();
    await page.keyboard.press("Tab");
    expect(
      await scope
        .locator("details")
        .nth(1)
        .locator("summary")
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
  }
}

describe.each(langs)("FAQ accordions by keyboard (%s)", (lang: Lang) => {
  test.for([
    ["the FAQ page", `${prefix(lang)}/faq`, "main"],
    ["a service page", `${prefix(lang)}/services/web-design-development-in-baghdad`, "section[aria-labelledby=service-faq]"],
    ["a landing page", `${prefix(lang)}/social-media/win-with-data-driven-strategy`, "section[aria-labelledby=landing-faq]"],
    ["the home page", homeOf(lang), "section#faq"],
  ] as const)("Enter opens and Space closes a question on %s", async ([where, path, scopeSelector], { page }) => {
    const { outside } = await guardNetwork(page);
    await visit(page, path);
    await expectToggledByKeyboard(page, page.locator(scopeSelector), `${where} (${path})`);
    expect(outside).toEqual([]);
  });
});

const axePages = [
  "/services",
  "/services/social-media-management-in-baghdad",
  "/sectors/politics",
  "/social-media/win-with-data-driven-strategy",
  "/about",
  "/cv",
  "/portfolio",
  "/faq",
  "/privacy-policy",
  "/credibility",
];
const axeSummary: string[] = [];

describe.each(langs)("accessibility (axe-core) of content pages (%s)", (lang: Lang) => {
  const passed = new Set<string>();
  afterAll(() => {
    axeSummary.push(`${lang}: ${passed.size} axe rules passed on at least one page: ${[...passed].sort().join(", ")}`);
    if (lang === langs[langs.length - 1]) console.log(axeSummary.join("\n"));
  });

  test.for(axePages)(`no violations on /${lang}%s`, async (page_, { openPage }) => {
    const page = await openPage();
    const { outside } = await guardNetwork(page);
    const path = `${prefix(lang)}${page_}`;
    await visit(page, path);
    expect(new URL(page.url()).pathname).toBe(path);
    for (const id of await expectNoAxeViolations(page, path)) passed.add(id);
    expect(outside).toEqual([]);
  });
});

describe.each(langs)("printing the CV (%s)", (lang: Lang) => {
  test("the site header, footer and floating widgets are hidden in print; the CV stays", async ({ page }) => {
    const { outside } = await guardNetwork(page);
    const { header, footer } = shell(page);
    const backToTop = page.locator('[data-testid="back-to-top"]');
    const assistant = page.locator('[data-testid="assistant"]');
    const cv = page.locator('[data-testid="cv"]');
    await visit(page, `${prefix(lang)}/cv`);
    // Scroll so the floating back-to-top button shows on screen
    // (it shows past 600 px and steps aside while the footer is in view).
    await page.evaluate(() => window.scrollTo({ top: 700, behavior: "instant" }));
    expect(await footer.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await expect.poll(() => backToTop.getAttribute("aria-hidden")).toBe("false");
    expect(await header.isVisible()).toBe(true);
    expect(await footer.isVisible()).toBe(true);
    if (hasAssistant) {
      await page.clock.fastForward(25_000);
      await expect.poll(() => assistant.isVisible(), { timeout: 10_000 }).toBe(true);
    }

    await page.emulateMedia({ media: "print" });
    await expect.poll(() => header.isVisible()).toBe(false);
    expect(await footer.isVisible()).toBe(false);
    expect(await backToTop.isVisible()).toBe(false);
    if (hasAssistant) expect(await assistant.isVisible()).toBe(false);
    expect(await page.locator('[data-testid="print-cv"]').isVisible()).toBe(false);
    expect(await cv.isVisible()).toBe(true);
    expect((await cv.locator("h2").innerText()).trim().length).toBeGreaterThan(0);

    await page.emulateMedia({ media: "screen" });
    await expect.poll(() => header.isVisible()).toBe(true);
    expect(outside).toEqual([]);
  });

  test("prints on one A4 page and one Letter page, light from edge to edge", async ({ page }) => {
    await visit(page, `${prefix(lang)}/cv`);
    for (const format of ["A4", "Letter"] as const) {
      // With background graphics on, as a careful printer would.
      const pdf = await page.pdf({ format, printBackground: true });
      const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages.length, format).toBe(1);
    }
    await page.emulateMedia({ media: "print" });
    // The page canvas (and so the margins) follows color-scheme: light on paper, though the site is dark on screen.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("light");
    const dark = await page.evaluate(() => {
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
        return a === 0 ? 1 : (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      return [document.documentElement, document.body, ...document.querySelectorAll("body *")]
        .filter((element) => (element as HTMLElement).offsetParent !== null || element === document.body || element === document.documentElement)
        .map((element) => ({ tag: element.tagName, bg: getComputedStyle(element).backgroundColor }))
        .filter(({ bg }) => luminance(bg) < 0.6);
    });
    expect(dark).toEqual([]);
    // The contact line starts where the name starts, on the reading side.
    const edges = await page.evaluate((rtl) => {
      const box = (selector: string) => {
        const range = document.createRange();
        range.selectNodeContents(document.querySelector(selector)!);
        return range.getClientRects()[0]!;
      };
      const name = box('[data-testid="cv"] h2');
      const contact = box('[data-testid="cv-contact"]');
      return Math.abs(rtl ? name.right - contact.right : name.left - contact.left);
    }, lang === "ar");
    expect(edges).toBeLessThan(2);
  });
});
