import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { failedResponse, test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { goToScreen, signInAsOwner, toastTitled } from "./kit/studio";
import { phonePhoto, pngImage, textPosingAsJpeg, webpImage } from "../fixtures/images/make-images";

// Publishing a photo changes the about page for every visitor: this file gets a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const refusedUpload = failedResponse("415 (Unsupported Media Type)");
const alt = { ar: "صورة المصمم علي حسن في مكتبه", en: "Ali Hassan, the designer, at his desk" };

function photoEditor(page: Page) {
  const root = page.locator('[data-testid="photo-editor"]');
  return {
    root,
    file: page.locator("#owner-photo-file"),
    altInput: (lang: "ar" | "en") => page.locator(`#owner-photo-alt-${lang}`),
    altError: (lang: "ar" | "en") => root.locator(`[data-testid="image-alt-${lang}"] [data-testid="field-error"]`),
    error: root.locator('[data-testid="image-error"]'),
    preview: root.locator('[data-testid="image-preview"] img'),
    empty: root.locator('[data-testid="image-empty"]'),
    remove: root.locator('[data-testid="image-remove"]'),
    save: root.locator('[data-testid="photo-save"]'),
    upload: (name: string, mimeType: string, buffer: Buffer) => page.setInputFiles("#owner-photo-file", { name, mimeType, buffer }),
  };
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
// An upload is decoded and encoded (AVIF, WebP) before the server answers: seconds on a busy machine.
const uploadTime = { timeout: 30_000 };

async function openSettings(page: Page) {
  await goToScreen(page, "settings");
  await page.waitForURL("**/admin/settings");
  await page.locator('[data-testid="photo-editor"]').waitFor();
}

/** The owner's photo as a visitor's page shows it: a picture with AVIF and WebP sources and a loaded image. */
async function shownPhoto(page: Page, scope: string) {
  const picture = page.locator(`${scope} picture`);
  await picture.waitFor();
  const img = picture.locator("img");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  return {
    avif: await picture.locator('source[type="image/avif"]').getAttribute("srcset"),
    webp: await picture.locator('source[type="image/webp"]').getAttribute("srcset"),
    alt: await img.getAttribute("alt"),
    size: [await img.getAttribute("width"), await img.getAttribute("height")],
    currentSrc: await img.evaluate((el: HTMLImageElement) => el.currentSrc),
  };
}

describe("studio images", () => {
  test("the owner uploads his photo, describes it in both languages, publishes it, and the about page and CV show it", async ({ openPage }) => {
    const page = await openPage({ clock: false, allowErrors: [refusedUpload] });
    await signInAsOwner(page, server.url);
    await openSettings(page);
    const editor = photoEditor(page);
    await editor.empty.waitFor();
    await expectNoAxeViolations(page, "settings with the photo editor, no photo yet");

    // A text file named photo.jpg: refused in words on the field, nothing changes.
    await editor.upload("photo.jpg", "image/jpeg", textPosingAsJpeg);
    await editor.error.waitFor();
    expect(await editor.error.textContent()).toBe("This file is not an image. Choose a JPEG, PNG, WebP or AVIF photo.");
    expect(await editor.file.getAttribute("aria-invalid")).toBe("true");
    expect((await editor.file.getAttribute("aria-describedby"))?.split(" ")).toContain(await editor.error.getAttribute("id"));
    expect(await editor.empty.isVisible()).toBe(true);
    await expectNoAxeViolations(page, "photo editor with a refused upload");

    // A phone photo (stored sideways with EXIF orientation): previewed upright, focus on the first description.
    await editor.upload("IMG_2041.jpg", "image/jpeg", await phonePhoto());
    await editor.preview.waitFor(uploadTime);
    await expect.poll(() => editor.preview.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    expect([await editor.preview.getAttribute("width"), await editor.preview.getAttribute("height")]).toEqual(["1200", "1600"]);
    expect(await editor.error.count()).toBe(0);
    await expect.poll(() => focusedId(page)).toBe("owner-photo-alt-ar");
    expect(await editor.altInput("ar").getAttribute("dir")).toBe("rtl");
    expect(await editor.altInput("ar").getAttribute("lang")).toBe("ar");
    expect(await editor.altInput("en").getAttribute("dir")).toBe("ltr");
    expect(await editor.altInput("en").getAttribute("lang")).toBe("en");
    for (const lang of ["ar", "en"] as const) expect(await editor.altInput(lang).getAttribute("required")).not.toBeNull();
    await expectNoAxeViolations(page, "photo editor with a preview");

    // Saving without the descriptions is refused on the fields.
    await editor.save.click();
    await toastTitled(page, "Not saved");
    for (const lang of ["ar", "en"] as const) {
      expect(await editor.altError(lang).textContent()).toBe("Describe the image in this language.");
      expect(await editor.altInput(lang).getAttribute("aria-invalid")).toBe("true");
    }
    expect(await focusedId(page)).toBe("owner-photo-alt-ar");
    expect(await page.locator('[data-testid="draft-bar"]').getAttribute("data-state")).toBe("published");

    await editor.altInput("ar").fill(alt.ar);
    await editor.altInput("en").fill(alt.en);
    expect(await editor.altError("ar").count()).toBe(0);
    await editor.save.click();
    await toastTitled(page, "Photo saved as a draft");
    await expect.poll(() => page.locator('[data-testid="draft-bar"]').getAttribute("data-state")).toBe("draft");
    expect(await page.locator('[data-testid="draft-bar"]').textContent()).toContain("Your photo");

    await page.click('[data-testid="draft-publish"]');
    await toastTitled(page, "Published");
    await expect.poll(() => page.locator('[data-testid="draft-bar"]').getAttribute("data-state")).toBe("published");

    // A visitor, in Arabic and English: a picture with AVIF and WebP at both widths, described in the page's language.
    const visitor = await openPage();
    let id = "";
    for (const lang of ["ar", "en"] as const) {
      await visit(visitor, `/${lang}/about`, server.url);
      const about = await shownPhoto(visitor, '[data-testid="owner-photo"]');
      id = /\/media\/([a-f0-9]{32})-480\.avif/.exec(about.avif ?? "")?.[1] ?? "";
      expect(id, `${lang} about`).not.toBe("");
      expect(about.avif).toBe(`/media/${id}-480.avif 480w, /media/${id}-960.avif 960w`);
      expect(about.webp).toBe(`/media/${id}-480.webp 480w, /media/${id}-960.webp 960w`);
      expect(about.alt).toBe(alt[lang]);
      expect(about.size).toEqual(["1200", "1600"]);
      // Search engines learn it too: the Person's image in the page's structured data.
      const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join("")).toMatch(new RegExp(`"@type":"Person".*"image":"http[^"]*/media/${id}-960\\.webp"`));
      // Chromium reads AVIF, so that is what it fetched.
      expect(about.currentSrc).toMatch(new RegExp(`/media/${id}-(480|960)\\.avif$`));
      await expectNoAxeViolations(visitor, `${lang} about page with the photo`);

      await visit(visitor, `/${lang}/cv`, server.url);
      const cv = await shownPhoto(visitor, '[data-testid="cv"] header');
      expect(cv.alt).toBe(alt[lang]);
      expect(cv.avif).toBe(about.avif);
    }
  });

  test("the photo editor works at phone width, and the about page shows the photo there", async ({ openPage }) => {
    const page = await openPage({ clock: false, mobile: true });
    await signInAsOwner(page, server.url);
    await openSettings(page);
    const editor = photoEditor(page);
    // The photo published by the first test.
    await editor.preview.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, "photo editor at phone width");

    // Replaced by a PNG: the descriptions start over, as they described another picture.
    await editor.upload("logo-board.png", "image/png", await pngImage(700, 400));
    await expect.poll(() => editor.preview.getAttribute("width"), uploadTime).toBe("700");
    expect(await editor.altInput("en").inputValue()).toBe("");
    expect(await editor.save.isEnabled()).toBe(true);

    // Removed: the field is empty and focus goes back to the picker, by keyboard as by touch.
    // (Listening for the file chooser first: Playwright intercepts it only once it is listened for.)
    const chooserOpened = page.waitForEvent("filechooser");
    chooserOpened.catch(() => undefined);
    await editor.remove.click();
    await editor.empty.waitFor();
    expect(await focusedId(page)).toBe("owner-photo-file");
    expect(await page.locator('label[for="owner-photo-file"]').isVisible()).toBe(true);
    expect(await editor.save.isEnabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The picker answers the keyboard: Enter on the focused input opens the file chooser.
    await page.keyboard.press("Enter");
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: "square.webp", mimeType: "image/webp", buffer: await webpImage(320, 240) });
    await expect.poll(() => editor.preview.getAttribute("width"), uploadTime).toBe("320");
    expect(await editor.preview.evaluate((el: HTMLImageElement) => el.closest("picture")?.querySelector("source")?.getAttribute("srcset"))).toMatch(
      /^\/media\/[a-f0-9]{32}-320\.avif 320w$/,
    );

    const visitor = await openPage({ mobile: true });
    await visit(visitor, "/en/about", server.url);
    const about = await shownPhoto(visitor, '[data-testid="owner-photo"]');
    expect(about.alt).toBe(alt.en);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("the owner gives a portfolio item his own image and its focal point; visitors see it as AVIF and WebP in Arabic and English, cut around that point", async ({
    openPage,
  }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.click('[data-testid="studio-nav-portfolio"]');
    await page.waitForURL("**/admin/portfolio");
    const first = page.locator('[data-testid="list-item"]').first();
    const title = {
      ar: (await first.locator('[data-testid="item-text-ar"]').textContent()) ?? "",
      en: (await first.locator('[data-testid="item-text-en"]').textContent()) ?? "",
    };
    await first.locator('[data-testid="item-edit"]').click();
    const editor = page.locator('[data-testid="item-editor"]');
    await editor.waitFor();
    await page.setInputFiles("#item-image-file", { name: "work.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    await editor.locator('[data-testid="image-preview"] img').waitFor(uploadTime);
    // The item is published: its image must be described in both languages before it is saved.
    await editor.locator('[data-testid="editor-save"]').click();
    await expect.poll(() => page.locator("#item-image-alt-ar").getAttribute("aria-invalid")).toBe("true");
    const work = { ar: "لقطة من إعلان رمضان لمحل حلويات", en: "A still from a Ramadan ad for a sweets shop" };
    await page.fill("#item-image-alt-ar", work.ar);
    await page.fill("#item-image-alt-en", work.en);
    // What a card keeps in view when it cuts the picture: the top of it, shown in the editor's small card.
    await editor.getByRole("slider", { name: "From the top" }).fill("20");
    const cut = editor.getByTestId("image-focus").locator("img");
    await expect.poll(() => cut.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("50% 20%");
    await editor.locator('[data-testid="editor-save"]').click();
    await editor.waitFor({ state: "detached" });
    await page.click('[data-testid="draft-publish"]');
    await toastTitled(page, "Published");

    const visitor = await openPage();
    for (const lang of ["ar", "en"] as const) {
      await visit(visitor, `/${lang}/portfolio`, server.url);
      const card = visitor.locator('[data-testid="portfolio-item"]', { hasText: title[lang].trim().slice(0, 20) }).first();
      const shown = await shownPhoto(visitor, `[data-testid="portfolio-item"]:has-text(${JSON.stringify(title[lang].trim().slice(0, 20))})`);
      expect(await card.count()).toBe(1);
      expect(shown.avif).toMatch(/^\/media\/[a-f0-9]{32}-480\.avif 480w, \/media\/[a-f0-9]{32}-960\.avif 960w$/);
      expect(shown.webp).toMatch(/^\/media\/[a-f0-9]{32}-480\.webp 480w, \/media\/[a-f0-9]{32}-960\.webp 960w$/);
      expect(shown.alt).toBe(work[lang]);
      expect(shown.currentSrc).toMatch(/\.avif$/);
      expect(await card.locator("img").evaluate((img) => getComputedStyle(img).objectPosition)).toBe("50% 20%");
      // The phone's portrait is cut to the card's 16:9 frame, not shown whole below it (issue 44, item 4).
      const boxes = await card.locator("img").evaluate((img) => {
        const frame = img.closest(".aspect-video")!.getBoundingClientRect();
        const box = img.getBoundingClientRect();
        return { frame: [Math.round(frame.width), Math.round(frame.height)], img: [Math.round(box.width), Math.round(box.height)] };
      });
      expect(boxes.img, lang).toEqual(boxes.frame);
    }
  });
});
