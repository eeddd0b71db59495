import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { listDescriptor, listNames } from "#core/content/lists/catalogue";
import { formFor } from "#core/content/facts";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { goToScreen, signInAsOwner, studioOwner, studioShot, toastTitled } from "./kit/studio";
import { contactForm } from "./kit/pages/contact-form";
import { isHydrated } from "./helpers";

// The lists change what every visitor sees: this file gets a server of its own. Its tests run in
// order on the one server; each leaves nothing unpublished behind.
let server: RunningServer;
beforeAll(async () => {
  // A visitor here sends the contact form as fast as a test types (the integration tests check the real threshold).
  server = await startServer({ CONTACT_MIN_FILL_MS: "0" });
});
afterAll(async () => {
  await server?.stop();
});

type Bilingual = { ar: string; en: string };
const sectionNames = (
  JSON.parse(readFileSync(new URL("../../core/locales/en/admin.json", import.meta.url), "utf8")) as { studio: { sections: Record<string, string> } }
).studio.sections;
const seed = JSON.parse(readFileSync(new URL("../../server/content/seed-data.json", import.meta.url), "utf8")) as {
  testimonials: { quote: Bilingual; author: Bilingual }[];
  faq: { q: Bilingual }[];
  stats: { number: number; label: Bilingual }[];
  portfolio: { title: Bilingual }[];
  "about-skills": { name: Bilingual }[];
  "about-values": { title: Bilingual }[];
};

let ownerExists = false;
/** Signs in as the owner (the first test creates him) and opens one list screen. */
async function openList(page: Page, list: string) {
  if (!ownerExists) {
    await signInAsOwner(page, server.url);
    ownerExists = true;
  } else {
    await page.goto(`${server.url}/wp-admin/1986`);
    const signIn = page.getByRole("button", { name: "Sign in", exact: true });
    await signIn.waitFor();
    await page.fill("#admin-email", studioOwner.email);
    await page.fill("#admin-password", studioOwner.password);
    await signIn.click();
    await page.waitForURL("**/admin/dashboard");
  }
  await goToScreen(page, list);
  await page.waitForURL(`**/admin/${list}`);
  await listShown(page, list);
}

const rows = (page: Page) => page.locator('[data-testid="list-item"]');
/** Waits for `list`'s own items: after a move between screens, the last screen's items stay until the new ones arrive. */
const listShown = (page: Page, list: string) => page.waitForSelector(`[data-testid="list-items"][data-list="${list}"]`);
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
/** The rows' English lead texts, top to bottom. */
const order = (page: Page) => page.locator('[data-testid="list-item"] [data-testid="item-text-en"] p:first-child').allTextContents();
const announcement = (page: Page) => page.locator('[data-testid="list-announcement"]');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const editor = (page: Page) => page.locator('[data-testid="item-editor"]');

async function publishDraft(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await toastTitled(page, "Published");
  await page.locator('[data-testid="draft-bar"][data-state="published"]').waitFor();
}

async function discardDraft(page: Page) {
  await page.click('[data-testid="draft-discard"]');
  await page.click('[data-testid="draft-discard-yes"]');
  await toastTitled(page, "Changes discarded");
  await page.locator('[data-testid="draft-bar"][data-state="published"]').waitFor();
}

/** The text of a public page's main content, as a visitor's browser shows it. */
async function publicText(visitor: Page, path: string) {
  await visit(visitor, path, server.url);
  return visitor.locator("main").innerText();
}

/** The home page's testimonials, in the order a visitor sees them. */
async function homeQuotes(visitor: Page, path: string) {
  await visit(visitor, path, server.url);
  const section = visitor.locator("#testimonials");
  await section.scrollIntoViewIfNeeded();
  await section.locator("blockquote").first().waitFor();
  return section.locator("blockquote").allTextContents();
}

describe("studio lists", () => {
  test("the owner adds a question in both languages; visitors see it in Arabic and English only once he publishes", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await openList(page, "faq");
    expect(await page.locator("h1").textContent()).toBe("FAQ");
    expect(await page.locator('[data-testid="list-count"]').textContent()).toBe(`${seed.faq.length} items, ${seed.faq.length} published`);
    expect(await row(page, seed.faq[0]!.q.en).locator('[data-testid="badge-sample"]').textContent()).toBe("Sample");

    await page.getByRole("button", { name: "Add a question" }).click();
    await editor(page).waitFor();
    expect(await focusedId(page)).toBe("item-q-ar");
    expect(await page.getByRole("dialog", { name: "New question" }).isVisible()).toBe(true);

    // Arabic right-to-left in the Arabic field, English left-to-right, side by side on a desktop.
    const arabic = page.getByLabel("Question (Arabic)");
    const english = page.getByLabel("Question (English)");
    expect([await arabic.getAttribute("dir"), await arabic.getAttribute("lang")]).toEqual(["rtl", "ar"]);
    expect([await english.getAttribute("dir"), await english.getAttribute("lang")]).toEqual(["ltr", "en"]);
    const [arBox, enBox] = [await arabic.boundingBox(), await english.boundingBox()];
    expect(arBox!.y).toBe(enBox!.y);
    expect(arBox!.x).toBeGreaterThan(enBox!.x + enBox!.width);

    await arabic.fill("هل تصمم متاجر إلكترونية؟");
    await english.fill("Do you build online shops?");
    await page.getByLabel("Answer (Arabic)").fill("نعم، متاجر سريعة مع الدفع عند الاستلام.");
    await page.getByLabel("Answer (English)").fill("Yes, fast shops with cash on delivery.");
    await page.getByLabel("Published", { exact: true }).check();
    await editor(page).getByRole("button", { name: "Save", exact: true }).click();
    await toastTitled(page, "Question added");
    await editor(page).waitFor({ state: "detached" });

    const added = row(page, "Do you build online shops?");
    expect(await rows(page).count()).toBe(seed.faq.length + 1);
    expect(await rows(page).last().getAttribute("data-id")).toBe(await added.getAttribute("data-id"));
    expect(await added.locator('[data-testid="badge-published"]').count()).toBe(1);
    expect(await added.locator('[data-testid="badge-sample"]').count()).toBe(0);
    expect(await added.locator('[data-testid="item-text-ar"]').textContent()).toBe("هل تصمم متاجر إلكترونية؟");
    // In the row too, the two languages stand side by side, Arabic on the right, never over each other (issue 44, item 5).
    const [rowAr, rowEn] = [await added.getByTestId("item-text-ar").boundingBox(), await added.getByTestId("item-text-en").boundingBox()];
    expect(rowAr!.y).toBe(rowEn!.y);
    expect(rowAr!.x).toBeGreaterThanOrEqual(rowEn!.x + rowEn!.width);
    expect(await focusedId(page)).toBe(`edit-${await added.getAttribute("data-id")}`);
    expect(await page.locator('[data-testid="draft-bar"]').getAttribute("data-state")).toBe("draft");

    // A visitor does not see the draft.
    const visitor = await openPage();
    expect(await publicText(visitor, "/en/faq")).not.toContain("Do you build online shops?");
    expect(await publicText(visitor, "/ar/faq")).not.toContain("هل تصمم متاجر إلكترونية؟");

    await publishDraft(page);
    expect(await publicText(visitor, "/ar/faq")).toContain("هل تصمم متاجر إلكترونية؟");
    const english_ = await publicText(visitor, "/en/faq");
    expect(english_).toContain("Do you build online shops?");
    expect(english_).not.toContain("هل تصمم");
  });

  test("a published item with a text in one language only is flagged and cannot be published", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    const headers = page.waitForRequest((request) => request.url().endsWith("/api/admin/content") && request.method() === "GET");
    await openList(page, "faq");
    const owner = await (await headers).allHeaders();

    await page.getByRole("button", { name: "Add a question" }).click();
    await page.getByLabel("Question (English)").fill("Do you print business cards?");
    await page.getByLabel("Answer (English)").fill("No, only digital work.");
    // Published with the Arabic empty: each empty Arabic field says so, and saving is refused.
    await page.getByLabel("Published", { exact: true }).check();
    for (const field of ["q", "a"]) {
      expect(await page.locator(`[data-testid="field-item-${field}-ar"] [data-testid="field-warning"]`).textContent()).toBe("Missing translation");
      expect(await page.locator(`[data-testid="field-item-${field}-en"] [data-testid="field-warning"]`).count()).toBe(0);
    }
    await editor(page).getByRole("button", { name: "Save", exact: true }).click();
    expect(await page.locator('[data-testid="editor-message"]').textContent()).toBe("Fill in both languages or keep it hidden");
    expect(await page.getByLabel("Question (Arabic)").getAttribute("aria-invalid")).toBe("true");
    expect(await focusedId(page)).toBe("item-q-ar");
    expect(await rows(page).count()).toBe(seed.faq.length + 1);

    // Hidden, it may wait for its translation.
    await page.getByLabel("Published", { exact: true }).uncheck();
    expect(await page.locator('[data-testid="field-warning"]').count()).toBe(0);
    await editor(page).getByRole("button", { name: "Save", exact: true }).click();
    await toastTitled(page, "Question added");
    const draft = row(page, "Do you print business cards?");
    expect(await draft.locator('[data-testid="badge-hidden"]').textContent()).toBe("Hidden");
    expect(await draft.locator('[data-testid="item-text-ar"]').textContent()).toBe("Arabic: Not written yet");
    await draft.getByRole("button", { name: "Show “Do you print business cards?” on the site" }).click();
    await toastTitled(page, "Fill in both languages or keep it hidden");
    expect(await draft.locator('[data-testid="badge-hidden"]').count()).toBe(1);

    // A published item without its Arabic (as an old export could bring): flagged, and the server refuses to publish it.
    const studio = (await (await fetch(`${server.url}/api/admin/content`, { headers: owner })).json()) as {
      document: { lists: { faq: { id: string; published: boolean; q: Bilingual; a: Bilingual }[] } };
      draft: { version: number };
    };
    const item = studio.document.lists.faq.find((entry) => entry.q.en === "Do you print business cards?")!;
    item.published = true;
    const saved = await fetch(`${server.url}/api/admin/content/draft`, {
      method: "PUT",
      headers: { ...owner, "content-type": "application/json" },
      body: JSON.stringify({ document: studio.document, version: studio.draft.version }),
    });
    expect(saved.status).toBe(200);
    await page.reload();
    await page.waitForSelector('[data-testid="list-items"]');
    expect(await draft.locator('[data-testid="badge-missing"]').textContent()).toBe("Missing translation");
    expect(await rows(page).locator('[data-testid="badge-missing"]').count()).toBe(1);
    expect(await page.locator('[data-testid="missing-translations"]').textContent()).toBe("2 published texts are missing a translation.");
    expect(await page.getByRole("button", { name: "Publish", exact: true }).isDisabled()).toBe(true);
    const refused = await fetch(`${server.url}/api/admin/content/publish`, {
      method: "POST",
      headers: { ...owner, "content-type": "application/json" },
      body: "{}",
    });
    expect(refused.status).toBe(409);
    const visitor = await openPage();
    expect(await publicText(visitor, "/en/faq")).not.toContain("Do you print business cards?");

    // Its editor shows where the translation is missing; filling it in clears the flag.
    await draft.getByRole("button", { name: "Edit “Do you print business cards?”" }).click();
    expect(await page.locator('[data-testid="field-item-q-ar"] [data-testid="field-warning"]').textContent()).toBe("Missing translation");
    await page.getByLabel("Question (Arabic)").fill("هل تطبع بطاقات العمل؟");
    await page.getByLabel("Answer (Arabic)").fill("لا، أعمالي رقمية فقط.");
    await editor(page).getByRole("button", { name: "Save", exact: true }).click();
    await toastTitled(page, "Question saved");
    await expect.poll(() => rows(page).locator('[data-testid="badge-missing"]').count()).toBe(0);
    expect(await page.locator('[data-testid="missing-translations"]').count()).toBe(0);
    expect(await page.getByRole("button", { name: "Publish", exact: true }).isDisabled()).toBe(false);
    await discardDraft(page);
    expect(await row(page, "Do you print business cards?").count()).toBe(0);
  });

  test("the owner reorders testimonials with the keyboard and visitors see the new order in Arabic and English", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await openList(page, "testimonials");
    const [t1, t2, t3] = seed.testimonials;
    const count = seed.testimonials.length;
    const down = page.getByRole("button", { name: `Move “${t1!.author.en}” down` });
    const firstId = await rows(page).first().getAttribute("data-id");
    expect(await page.getByRole("button", { name: `Move “${t1!.author.en}” up` }).isDisabled()).toBe(true);

    await down.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => announcement(page).textContent()).toBe(`Moved to position 2 of ${count}`);
    expect(await focusedId(page)).toBe(`move-down-${firstId}`);
    await page.keyboard.press("Space");
    await expect.poll(() => announcement(page).textContent()).toBe(`Moved to position 3 of ${count}`);
    expect(await focusedId(page)).toBe(`move-down-${firstId}`);
    expect(await order(page)).toEqual([t2!.quote.en, t3!.quote.en, t1!.quote.en, ...seed.testimonials.slice(3).map((t) => t.quote.en)]);

    // Moved to the top, its "Move up" button is disabled: the focus goes to its "Move down" button.
    const third = await row(page, t3!.quote.en).getAttribute("data-id");
    await page.getByRole("button", { name: `Move “${t3!.author.en}” up` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => announcement(page).textContent()).toBe(`Moved to position 1 of ${count}`);
    expect(await focusedId(page)).toBe(`move-down-${third}`);
    const expected = [t3!, t2!, t1!, ...seed.testimonials.slice(3)];
    expect(await order(page)).toEqual(expected.map((t) => t.quote.en));

    // Saved as the draft: a reload keeps the order.
    await page.reload();
    await page.waitForSelector('[data-testid="list-items"]');
    expect(await order(page)).toEqual(expected.map((t) => t.quote.en));

    await publishDraft(page);
    const visitor = await openPage();
    expect(await homeQuotes(visitor, "/")).toEqual(expected.map((t) => t.quote.ar));
    expect(await homeQuotes(visitor, "/en")).toEqual(expected.map((t) => t.quote.en));
  });

  test("the owner reorders by dragging a row's handle; Escape cancels a drag", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await openList(page, "stats");
    // Each row reads its label in the form its figure takes ("900 creative campaigns", never the forms with their "|").
    const labels = seed.stats.map((stat) => `${stat.number}${formFor(stat.number, stat.label.en, "en")}`);
    expect(labels.join()).not.toContain("|");
    const handle = (index: number) => rows(page).nth(index).locator('[data-testid="drag-handle"]');
    const centre = async (index: number) => {
      const box = (await handle(index).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const drag = async (from: number, to: number, escape = false) => {
      const [start, end] = [await centre(from), await centre(to)];
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(end.x, end.y + (to > from ? 12 : -12), { steps: 12 });
      if (escape) await page.keyboard.press("Escape");
      await page.mouse.up();
    };

    await drag(2, 0, true);
    expect(await order(page)).toEqual(labels);

    await drag(2, 0);
    await expect.poll(() => announcement(page).textContent()).toBe(`Moved to position 1 of ${labels.length}`);
    await toastTitled(page, "Order saved");
    const moved = [labels[2], labels[0], labels[1]];
    expect(await order(page)).toEqual(moved);

    await page.reload();
    await page.waitForSelector('[data-testid="list-items"]');
    expect(await order(page)).toEqual(moved);
    await discardDraft(page);
    expect(await order(page)).toEqual(labels);

    // The label's forms read, under each field, as the page shows them under the figure.
    await rows(page).first().locator('[data-testid="item-edit"]').click();
    await editor(page).waitFor();
    expect(await editor(page).getByTestId("pair-label").innerText()).toContain(`${seed.stats[0]!.number} creative campaigns`);
    expect(await editor(page).getByTestId("pair-label").innerText()).toContain(`${seed.stats[0]!.number} حملة إبداعية`);
  });

  test("changing a question's Arabic marks its English as maybe out of date in the list, its editor and on the dashboard; Still correct clears it", async ({
    openPage,
  }) => {
    const page = await openPage({ clock: false });
    await openList(page, "faq");
    const question = seed.faq[1]!.q;
    const item = row(page, question.en);
    const edit = () => item.getByRole("button", { name: `Edit “${question.en}”` }).click();
    const note = page.locator('[data-testid="field-item-q-en"] [data-testid="text-behind-en"]');
    await edit();
    const newArabic = `${question.ar.replace(/؟$/, "")} عادةً؟`;
    await page.getByLabel("Question (Arabic)").fill(newArabic);
    await editor(page).getByRole("button", { name: "Save", exact: true }).click();
    await toastTitled(page, "Question saved");
    expect(await item.locator('[data-testid="badge-behind"]').textContent()).toBe("Translation to check");
    expect(await rows(page).locator('[data-testid="badge-behind"]').count()).toBe(1);

    // Its editor shows the English may be out of date, with the Arabic it was written from and the Arabic now.
    await edit();
    await note.waitFor();
    expect(await note.getByText("May be out of date").count()).toBe(1);
    expect(await note.locator('[data-testid="behind-was"]').textContent()).toBe(question.ar);
    expect(await note.locator('[data-testid="behind-now"]').textContent()).toBe(newArabic);
    expect(await editor(page).locator('[data-testid="text-behind-ar"]').count()).toBe(0);
    expect(await editor(page).locator('[data-testid^="text-behind-"]').count()).toBe(1);
    await studioShot(page, "faq-editor-behind-en-1366");
    await expectNoAxeViolations(page, "a question whose English may be out of date");
    await page.keyboard.press("Escape");
    await editor(page).waitFor({ state: "detached" });

    // Published, the mark stays; the dashboard counts the question and leads to its list.
    await publishDraft(page);
    await page.goto(`${server.url}/admin/dashboard`);
    const onDashboard = page.getByTestId("items-behind");
    await expect.poll(() => onDashboard.textContent()).toContain(`${sectionNames.faq}: 1 item`);
    await onDashboard.getByRole("link").click();
    await page.waitForURL("**/admin/faq");

    // The English still says the same: confirmed, the marks go, and the confirmation is a change to publish.
    await edit();
    await note.getByRole("button", { name: "Still correct: English" }).click();
    await toastTitled(page, "Marked as still correct");
    await note.waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    await editor(page).waitFor({ state: "detached" });
    expect(await rows(page).locator('[data-testid="badge-behind"]').count()).toBe(0);
    await publishDraft(page);
  });

  test("the About page's “What I bring” and “How I work” are his lists: a skill added and a principle removed show in both languages once published", async ({
    openPage,
  }) => {
    const page = await openPage({ clock: false });
    await openList(page, "faq");
    await goToScreen(page, "about");
    await page.waitForURL("**/admin/about-skills");
    await listShown(page, "about-skills");
    expect(await rows(page).count()).toBe(seed["about-skills"].length);
    await page.getByRole("button", { name: "Add a skill" }).click();
    await page.getByLabel("Skill (Arabic)").fill("تصوير المنتجات للمتاجر");
    await page.getByLabel("Skill (English)").fill("Product photography for shops");
    await page.getByLabel("Published", { exact: true }).check();
    await editor(page).getByRole("button", { name: "Save", exact: true }).click();
    await toastTitled(page, "Skill added");

    await page.getByRole("navigation", { name: "Parts of this page" }).getByRole("link", { name: sectionNames["about-values"] }).click();
    await page.waitForURL("**/admin/about-values");
    const [first, second] = seed["about-values"];
    await row(page, first!.title.en)
      .getByRole("button", { name: `Delete “${first!.title.en}”` })
      .click();
    await row(page, first!.title.en).getByRole("button", { name: "Yes, delete" }).click();
    await toastTitled(page, "Item deleted");
    await publishDraft(page);

    const visitor = await openPage();
    for (const lang of ["ar", "en"] as const) {
      const shown = await publicText(visitor, `/${lang}/about`);
      expect(shown, lang).toContain(lang === "ar" ? "تصوير المنتجات للمتاجر" : "Product photography for shops");
      expect(shown, lang).toContain(seed["about-skills"][0]!.name[lang]);
      expect(shown, lang).not.toContain(first!.title[lang]);
      expect(shown, lang).toContain(second!.title[lang]);
    }
  });

  test("the contact form's topics are his list: a topic added and TV Production removed show in both languages, and an enquiry keeps the name it was sent under", async ({
    openPage,
  }) => {
    const page = await openPage({ clock: false });
    await openList(page, "faq");
    await goToScreen(page, "contact-topics");
    await page.waitForURL("**/admin/contact-topics");
    await listShown(page, "contact-topics");
    await page.getByRole("button", { name: "Add a topic" }).click();
    await page.getByLabel("Topic (Arabic)").fill("متجر إلكتروني");
    await page.getByLabel("Topic (English)").fill("Online shop");
    await page.getByLabel("Published", { exact: true }).check();
    await editor(page).getByRole("button", { name: "Save", exact: true }).click();
    await toastTitled(page, "Topic added");
    const added = await row(page, "Online shop").getAttribute("data-id");
    await row(page, "TV Production").getByRole("button", { name: "Delete “TV Production”" }).click();
    await row(page, "TV Production").getByRole("button", { name: "Yes, delete" }).click();
    await toastTitled(page, "Item deleted");
    await publishDraft(page);

    const visitor = await openPage({ clock: false });
    for (const lang of ["ar", "en"] as const) {
      await visit(visitor, `/${lang}/contact`, server.url);
      const chips = await contactForm(visitor).form.getByRole("group").locator("label").allInnerTexts();
      expect(chips, lang).toContain(lang === "ar" ? "متجر إلكتروني" : "Online shop");
      expect(chips, lang).not.toContain(lang === "ar" ? "إنتاج تلفزيوني" : "TV Production");
    }
    // A visitor asks about it (the form in English), once its island is up and holds a token.
    const form = contactForm(visitor);
    await form.name.focus();
    await expect.poll(() => isHydrated(form.form), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => form.form.locator('input[name="started"]').inputValue()).not.toBe("");
    await form.name.fill("Topic Tester");
    await form.email.fill("topic@example.org");
    await form.message.fill("We sell dates and need a shop that takes payment on delivery.");
    await form.interest(added!).click();
    await form.send.click();
    await form.success.waitFor();

    // He renames the topic afterwards; the enquiry still reads as it was sent.
    await page.getByRole("button", { name: "Edit “Online shop”" }).click();
    await page.getByLabel("Topic (English)").fill("Shops and payments");
    await editor(page).getByRole("button", { name: "Save", exact: true }).click();
    await toastTitled(page, "Topic saved");
    await publishDraft(page);
    await page.goto(`${server.url}/admin/dashboard`);
    await page.locator('[data-testid="lead-item"]', { hasText: "Topic Tester" }).click();
    const detail = page.locator('[data-testid="lead-detail"]');
    await expect.poll(() => detail.textContent()).toContain("Online shop");
    expect(await detail.textContent()).not.toContain("Shops and payments");
  });

  test("the owner deletes a question after confirming, and visitors no longer see it once he publishes", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await openList(page, "faq");
    const question = seed.faq[2]!.q;
    const before = await rows(page).count();
    const target = row(page, question.en);
    const id = await target.getAttribute("data-id");
    const nextId = await rows(page).nth(3).getAttribute("data-id");

    // Asking first: Cancel keeps it and gives the focus back to its Delete button.
    await target.getByRole("button", { name: `Delete “${question.en}”` }).click();
    expect(await target.getByRole("group", { name: `Delete “${question.en}”?` }).isVisible()).toBe(true);
    expect(await focusedId(page)).toBe(`delete-cancel-${id}`);
    await page.keyboard.press("Enter");
    expect(await focusedId(page)).toBe(`delete-${id}`);
    expect(await rows(page).count()).toBe(before);

    await target.getByRole("button", { name: `Delete “${question.en}”` }).click();
    await target.getByRole("button", { name: "Yes, delete" }).click();
    await toastTitled(page, "Item deleted");
    await expect.poll(() => rows(page).count()).toBe(before - 1);
    expect(await row(page, question.en).count()).toBe(0);
    expect(await announcement(page).textContent()).toBe(`Deleted “${question.en}”`);
    expect(await focusedId(page)).toBe(`edit-${nextId}`);

    // The toast (12 s, with Undo) covers no control for good: at the foot of the page, the last row's
    // Delete stands clear above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastDelete = rows(page)
      .last()
      .getByRole("button", { name: /^Delete “/ });
    expect(
      await lastDelete.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);

    const visitor = await openPage();
    expect(await publicText(visitor, "/en/faq")).toContain(question.en);
    await publishDraft(page);
    expect(await publicText(visitor, "/en/faq")).not.toContain(question.en);
    expect(await publicText(visitor, "/ar/faq")).not.toContain(question.ar);
  });

  test("an unpublished item is hidden from visitors", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await openList(page, "portfolio");
    const title = seed.portfolio[0]!.title;
    const target = row(page, title.en);
    const visitor = await openPage();
    expect(await publicText(visitor, "/en/portfolio")).toContain(title.en);

    await target.getByRole("button", { name: `Hide “${title.en}” from visitors` }).click();
    await toastTitled(page, "Set to hidden");
    expect(await target.locator('[data-testid="badge-hidden"]').count()).toBe(1);
    expect(await announcement(page).textContent()).toBe(`“${title.en}” is set to hidden`);
    // The toggle keeps the focus, now offering the opposite.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Show “${title.en}” on the site`);
    expect(await page.locator('[data-testid="list-count"]').textContent()).toBe(
      `${seed.portfolio.length} items, ${seed.portfolio.length - 1} published`,
    );
    expect(await publicText(visitor, "/en/portfolio")).toContain(title.en);

    await publishDraft(page);
    expect(await publicText(visitor, "/en/portfolio")).not.toContain(title.en);
    expect(await publicText(visitor, "/ar/portfolio")).not.toContain(title.ar);
  });

  for (const mobile of [false, true]) {
    test(`every list screen and its editor pass axe${mobile ? " at phone width, with nothing wider than the screen" : ""}`, async ({ openPage }) => {
      const page = await openPage({ clock: false, mobile });
      for (const [index, list] of listNames.entries()) {
        const group = listDescriptor(list).group;
        const firstOfGroup = !group || listNames.find((name) => listDescriptor(name).group === group) === list;
        if (index === 0) await openList(page, list);
        else {
          // A list of a group (the CV's parts) is reached from the group's first screen.
          if (firstOfGroup) await goToScreen(page, group ?? list);
          else await page.getByRole("navigation", { name: "Parts of this page" }).getByRole("link", { name: sectionNames[list] }).click();
          await page.waitForURL(`**/admin/${list}`);
          await listShown(page, list);
        }
        const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(await fits(), `${list} fits`).toBe(true);
        await expectNoAxeViolations(page, `${list} list`);

        await rows(page).first().locator('[data-testid="item-edit"]').click();
        await editor(page).waitFor();
        expect(await fits(), `${list} editor fits`).toBe(true);
        const arabic = editor(page).locator('[lang="ar"][dir="rtl"]').first();
        const english = editor(page).locator('[lang="en"][dir="ltr"]').first();
        const [arBox, enBox] = [(await arabic.boundingBox())!, (await english.boundingBox())!];
        // Side by side on a desktop, one under the other on a phone.
        if (mobile) expect(enBox.y, `${list} stacked`).toBeGreaterThan(arBox.y + arBox.height);
        else expect(arBox.y, `${list} side by side`).toBe(enBox.y);
        await expectNoAxeViolations(page, `${list} editor`);
        // A private list's item is never seen by visitors: its editor says where it is used instead.
        const shown = editor(page).getByTestId("editor-published");
        if (listDescriptor(list).private) {
          await expect.poll(() => editor(page).getByLabel("Offered in the inbox").count()).toBe(1);
          expect(await editor(page).textContent()).not.toContain("Visitors see");
          // Nor a sample to keep as his: no visitor sees it. Its rows say offered or not, never published.
          expect(await editor(page).getByTestId("sample-note").count()).toBe(0);
          expect(await page.getByTestId("list-sample-bar").count()).toBe(0);
          const first = rows(page).first();
          expect(await first.getByTestId("badge-sample").count()).toBe(0);
          expect(await first.getByTestId("badge-published").innerText()).toBe("Offered");
          expect(await first.getByTestId("item-toggle").innerText()).toBe("Withdraw");
          expect(await page.getByText(/^2 items, 2 offered in the inbox$/).count()).toBe(1);
        } else expect(await shown.evaluate((box) => box.closest("label")?.textContent), list).toBe("Published");
        await page.keyboard.press("Escape");
        await editor(page).waitFor({ state: "detached" });
        expect(await focusedId(page), `${list} focus back on Edit`).toMatch(/^edit-/);
      }
    });
  }
});
