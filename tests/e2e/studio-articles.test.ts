import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { sceneImage } from "../fixtures/images/make-images";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { signInAsOwner, signInInArabic, studioShot, toastTitled } from "./kit/studio";

// Issue 43: an article written in both languages in the studio (Arabic typed on a phone with touch
// emulation, a bold word and a link, a picture, a pasted Word fragment), published, and read at both
// addresses; the translation check appearing and clearing.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
});
afterAll(async () => {
  await server?.stop();
});

const editor = (page: Page) => page.locator('[role="textbox"][contenteditable="true"]');
/** The editor's document as ProseMirror holds it (what a save sends). */
const bodyText = (page: Page) => editor(page).evaluate((element) => (element as HTMLElement).innerText);

/** Selects `text` inside the editor, as a long press and the handles would. */
async function select(page: Page, text: string) {
  await editor(page).evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let full = "";
    const nodes: { node: Text; start: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: full.length });
      full += node.textContent;
    }
    const from = full.indexOf(wanted);
    if (from < 0) throw new Error(`"${wanted}" is not in the editor: ${full}`);
    const to = from + wanted.length;
    const at = (offset: number) => {
      const found = nodes.findLast((entry) => entry.start <= offset)!;
      return { node: found.node, offset: offset - found.start };
    };
    const range = document.createRange();
    const start = at(from);
    const end = at(to);
    range.setStart(start.node, start.offset);
    range.setEnd(end.node, end.offset);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, text);
}

/** What Word puts on the clipboard: its classes and styles, a picture from the disk, and a script. */
const wordFragment = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>
<h2 class=MsoHeading2 style='mso-list:l0'>خطوات العمل</h2>
<p class=MsoNormal style='margin:0cm;font-family:"Calibri"'><b><span style='font-size:14pt'>أولاً</span></b> حدّد جمهورك<o:p></o:p></p>
<ul><li class=MsoListParagraph>منشور يومي</li><li>تقرير شهري</li></ul>
<img src="file:///C:/Users/me/AppData/Local/Temp/msohtmlclip1/image001.png" width=200>
<script>window.pasted = true</script>
<p onclick="alert(1)"><a href="javascript:alert(1)">رابط خبيث</a></p>
</body></html>`;

async function paste(page: Page, html: string) {
  await editor(page).evaluate((element, content) => {
    const data = new DataTransfer();
    data.setData("text/html", content);
    data.setData("text/plain", "");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

describe("articles in the studio", () => {
  test("he writes an article in Arabic on a phone, adds its English, publishes, and visitors read both", async ({ openPage }) => {
    const page = await openPage({ clock: false, mobile: true, hasTouch: true, isMobile: true, locale: "ar-IQ" });
    await signInInArabic(page, server.url);
    await page.goto(`${server.url}/admin/articles`);
    await page.getByRole("heading", { name: "المقالات", level: 1 }).waitFor();
    await page.getByRole("button", { name: "مقال جديد بالعربية" }).tap();
    await page.waitForURL(/\/admin\/articles\/[a-f0-9]+$/);
    await page.getByLabel("العنوان", { exact: true }).fill("إستراتيجية المحتوى لمطعمك");
    // The address follows the title until he changes it.
    expect(await page.getByLabel("العنوان في الرابط").inputValue()).toBe("إستراتيجية-المحتوى-لمطعمك");
    await page.getByLabel("الملخص").fill("خطة بسيطة لمحتوى يجلب الزبائن.");

    // Arabic typed into the body with the phone's keyboard.
    await editor(page).tap();
    await page.keyboard.insertText("ابدأ بجمهورك ثم اقرأ الدليل كاملاً");
    await select(page, "جمهورك");
    await page.getByRole("button", { name: "عريض" }).tap();
    await select(page, "الدليل");
    await page.getByRole("button", { name: "رابط", exact: true }).tap();
    const linkDialog = page.getByRole("dialog", { name: "أضف رابطاً" });
    await linkDialog.getByLabel("الرابط").fill("javascript:alert(1)");
    await linkDialog.getByRole("button", { name: "أضف" }).tap();
    await linkDialog.getByRole("alert").waitFor();
    await linkDialog.getByLabel("الرابط").fill("/ar/services");
    await linkDialog.getByRole("button", { name: "أضف" }).tap();
    await linkDialog.waitFor({ state: "detached" });
    expect(await editor(page).locator("strong").innerText()).toBe("جمهورك");
    expect(await editor(page).locator("a").getAttribute("href")).toBe("/ar/services");
    // Deleting across the end of the bold word and into the link joins what is left, marks intact.
    await select(page, "رك ثم اقرأ ال");
    await page.keyboard.press("Backspace");
    expect(await bodyText(page)).toBe("ابدأ بجمهودليل كاملاً");
    expect(await editor(page).locator("strong").innerText()).toBe("جمهو");
    expect(await editor(page).locator("a").innerText()).toBe("دليل");
    await page.keyboard.press("Control+z");
    expect(await bodyText(page)).toBe("ابدأ بجمهورك ثم اقرأ الدليل كاملاً");
    const stats = await page.getByTestId("article-stats").innerText();
    expect(stats).toContain("6 كلمات");

    // A fragment pasted from Word keeps its heading, bold and list; its picture, script and bad link do not come in.
    await editor(page).press("End");
    await page.keyboard.press("Enter");
    await paste(page, wordFragment);
    await toastTitled(page, "أُزيلت من النص الملصق صور من مواقع أخرى. ارفعها بزر الصورة لتظهر في المقال.");
    expect(await editor(page).locator("h2").innerText()).toBe("خطوات العمل");
    expect(await editor(page).locator("li").allInnerTexts()).toEqual(["منشور يومي", "تقرير شهري"]);
    // An Arabic list reads right to left, its bullets on the right.
    const direction = (element: Element) => getComputedStyle(element).direction;
    expect(await editor(page).locator("li").first().evaluate(direction)).toBe("rtl");
    expect(await editor(page).locator("strong").allInnerTexts()).toContain("أولاً");
    expect(await editor(page).locator("img, script, [onclick], [style]").count()).toBe(0);
    expect(await editor(page).locator('a[href^="javascript"]').count()).toBe(0);

    // A picture of his own, uploaded from the toolbar.
    await page.getByRole("button", { name: "صورة", exact: true }).tap();
    const imageDialog = page.getByRole("dialog", { name: "أضف صورة" });
    await imageDialog
      .getByLabel("صورة", { exact: true })
      .setInputFiles({ name: "kitchen.jpg", mimeType: "image/jpeg", buffer: await sceneImage(1200, 800).jpeg().toBuffer() });
    await imageDialog.getByLabel("وصف الصورة لمن لا يراها").fill("مطبخ المطعم");
    await imageDialog.getByRole("button", { name: "أضف" }).and(page.locator(":enabled")).tap();
    await editor(page).locator("figure img").waitFor();

    await expectNoAxeViolations(page, "article editor, Arabic, phone");
    await studioShot(page, "article-editor-ar-390");
    await page.getByRole("button", { name: "احفظ", exact: true }).tap();
    await toastTitled(page, "حُفظ المقال");
    await page.getByRole("button", { name: "انشر الآن" }).tap();
    await toastTitled(page, "نُشر المقال");

    // His English version, on the English tab.
    await page.getByRole("tab", { name: "الإنجليزية" }).tap();
    await page.getByRole("button", { name: "أضف نسخة إنجليزية" }).tap();
    await page.getByLabel("العنوان", { exact: true }).fill("Content strategy for your restaurant");
    await page.getByLabel("الملخص").fill("A simple plan for content that brings customers.");
    await editor(page).tap();
    await page.keyboard.insertText("Start with your audience, then read the guide.");
    await page.getByRole("button", { name: "انشر الآن" }).tap();
    await toastTitled(page, "نُشر المقال");

    // The Arabic changes after the English was written: the English is marked until he confirms it.
    await page.getByRole("tab", { name: "العربية" }).tap();
    await editor(page).tap();
    await page.keyboard.press("Control+End");
    await page.keyboard.insertText(" وأضف ميزانية شهرية.");
    await page.getByRole("button", { name: "احفظ", exact: true }).tap();
    await toastTitled(page, "حُفظ المقال");
    // The dashboard lists it too.
    await page.goto(`${server.url}/admin/dashboard`);
    const behind = page.getByRole("region", { name: "ترجمات قد تكون قديمة" });
    expect(await behind.getByRole("listitem").innerText()).toContain("الإنجليزية");
    await behind.getByRole("link", { name: "إستراتيجية المحتوى لمطعمك" }).tap();
    await page.getByRole("tab", { name: /الإنجليزية/ }).tap();
    const flag = page.getByRole("status").filter({ hasText: "قد تكون الترجمة قديمة" });
    await flag.waitFor();
    expect(await page.getByTestId("translation-then").innerText()).not.toContain("ميزانية شهرية");
    expect(await page.getByTestId("translation-now").innerText()).toContain("ميزانية شهرية");
    await flag.getByRole("button", { name: "ما زالت صحيحة" }).tap();
    await toastTitled(page, "أُكّد أن الترجمة ما زالت صحيحة");
    await flag.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "انشر الآن" }).tap();
    await toastTitled(page, "نُشر المقال");

    // Visitors read it at both addresses.
    const visitor = await openPage({ mobile: true });
    await visit(visitor, `${server.url}/ar/articles/${encodeURIComponent("إستراتيجية-المحتوى-لمطعمك")}`);
    await visitor.getByRole("heading", { name: "إستراتيجية المحتوى لمطعمك", level: 1 }).waitFor();
    const article = visitor.locator(".article-body");
    expect(await article.locator("strong").first().innerText()).toBe("جمهورك");
    expect(await article.locator('a[href="/ar/services"]').innerText()).toBe("الدليل");
    expect(await article.locator("figure img").getAttribute("alt")).toBe("مطبخ المطعم");
    expect(await article.locator("h2").innerText()).toBe("خطوات العمل");
    expect(await article.locator("ul").evaluate(direction)).toBe("rtl");
    expect(await article.locator("li").first().evaluate(direction)).toBe("rtl");
    await expectNoAxeViolations(visitor, "article page, Arabic, phone");
    await studioShot(visitor, "article-ar-390");
    await visit(visitor, `${server.url}/en/articles/content-strategy-for-your-restaurant`);
    await visitor.getByRole("heading", { name: "Content strategy for your restaurant", level: 1 }).waitFor();
    await expectNoAxeViolations(visitor, "article page, English, phone");
  });

  test("the list, the editor and the public pages read well at 1366 px, and the lists at 390 px (after the Arabic test wrote an article)", async ({
    openPage,
  }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Articles", exact: true }).click();
    await page.getByRole("heading", { name: "Articles", level: 1 }).waitFor();
    const row = page.getByRole("list", { name: "Articles" }).getByRole("listitem").first();
    expect(await row.innerText()).toContain("Published");
    await expectNoAxeViolations(page, "articles list, English, desktop");
    await studioShot(page, "articles-list-en-1366");
    await row.getByRole("link").click();
    await page.getByRole("tab", { name: "English" }).waitFor();
    await expectNoAxeViolations(page, "article editor, English, desktop");
    await studioShot(page, "article-editor-en-1366");
    // The English studio's list and editor on a phone.
    const phone = await openPage({ clock: false, mobile: true });
    await signInAsOwner(phone, server.url);
    await phone.goto(`${server.url}/admin/articles`);
    const phoneRow = phone.getByRole("list", { name: "Articles" }).getByRole("listitem").first();
    await phoneRow.waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(phone, "articles list, English, phone");
    await phoneRow.getByRole("link").click();
    await phone.getByRole("tab", { name: "English" }).waitFor();
    await expectNoAxeViolations(phone, "article editor, English, phone");

    const visitor = await openPage();
    await visit(visitor, `${server.url}/en/articles`);
    await visitor.getByRole("link", { name: "Content strategy for your restaurant" }).waitFor();
    await expectNoAxeViolations(visitor, "articles page, English, desktop");
    await studioShot(visitor, "articles-en-1366");
    // The article itself at this width, in both languages.
    await visitor.getByRole("link", { name: "Content strategy for your restaurant" }).click();
    await visitor.getByRole("heading", { name: "Content strategy for your restaurant", level: 1 }).waitFor();
    await expectNoAxeViolations(visitor, "article page, English, desktop");
    await visit(visitor, `${server.url}/ar/articles/${encodeURIComponent("إستراتيجية-المحتوى-لمطعمك")}`);
    await visitor.getByRole("heading", { name: "إستراتيجية المحتوى لمطعمك", level: 1 }).waitFor();
    await expectNoAxeViolations(visitor, "article page, Arabic, desktop");
    await studioShot(visitor, "article-ar-1366");
    // The lists of articles on a phone, in both languages.
    const phoneVisitor = await openPage({ mobile: true });
    for (const lang of ["ar", "en"] as const) {
      await visit(phoneVisitor, `${server.url}/${lang}/articles`);
      await phoneVisitor.getByRole("heading", { level: 1 }).waitFor();
      expect(await phoneVisitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), lang).toBe(true);
      await expectNoAxeViolations(phoneVisitor, `articles page, ${lang}, phone`);
      await studioShot(phoneVisitor, `articles-${lang}-390`);
    }
    await visit(visitor, `${server.url}/ar/articles?q=${encodeURIComponent("استراتيجيه")}`);
    await visitor.locator("mark", { hasText: "إستراتيجية" }).first().waitFor();
    await expectNoAxeViolations(visitor, "article search, Arabic, desktop");
    await studioShot(visitor, "articles-search-ar-1366");
  });
});
