import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { failedResponse, test, type PageOptions } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { goToScreen, itemEditor, publishDraft, signInAsOwner, studioOwner, studioShot, toastTitled } from "./kit/studio";

// The owner shapes his pages, not only their words: cards and CV entries are his lists.
// This file publishes changes, so it has a server of its own.
let server: RunningServer;
beforeAll(async () => {
  // Every tab here signs in on its own (two tabs are two sessions): more sign-ins than one address may make in 5 minutes by default.
  server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
});
afterAll(async () => {
  await server?.stop();
});

const editor = itemEditor;
const saveButton = (page: Page) => editor(page).getByRole("button", { name: "Save", exact: true });

/** Saves the open editor and waits until it has closed. */
async function save(page: Page, toast = "Question saved") {
  await saveButton(page).click();
  await toastTitled(page, toast);
  await editor(page).waitFor({ state: "detached" });
}

/** A FAQ answer (English) as the draft holds it now, read in a fresh tab. */
async function inDraftAnswer(openPage: (options?: PageOptions) => Promise<Page>, question: string) {
  const page = await openPage({ clock: false });
  await signInAsOwner(page, server.url);
  await page.getByRole("link", { name: "FAQ", exact: true }).click();
  await page.getByRole("button", { name: `Edit “${question}”` }).click();
  return editor(page).getByLabel("Answer (English)").inputValue();
}

const publish = publishDraft;

/** The credibility cards' names a visitor sees on the page, in order. */
async function cardNames(page: Page, path: string) {
  await visit(page, path, server.url);
  return page.locator("main li.card p.font-bold").allInnerTexts();
}

describe("the owner's credibility cards", () => {
  test("he removes a card, adds one with a link in both languages, and visitors see exactly his cards", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "Credibility", exact: true }).click();
    await page.waitForURL("**/admin/credibility");
    await page.getByRole("heading", { name: "Credibility cards", level: 1 }).waitFor();
    await expectNoAxeViolations(page, "credibility list");

    // He does not host on Vercel: the card goes.
    await page.getByRole("button", { name: "Delete “Vercel”" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await toastTitled(page, "Item deleted");

    // His own server, with a link; a plain http:// link is refused with a message.
    await page.getByRole("button", { name: "Add a card" }).click();
    const dialog = editor(page);
    await dialog.getByLabel("Group").selectOption({ label: "Your website runs on" });
    await dialog.getByLabel("Name (Arabic)").fill("خادم خاص في بغداد");
    await dialog.getByLabel("Name (English)").fill("A private server in Baghdad");
    await dialog.getByLabel("Description (Arabic)").fill("موقعك على خادم أديره بنفسي، قريب من زوارك.");
    await dialog.getByLabel("Description (English)").fill("Your site on a server I run myself, close to your visitors.");
    await dialog.getByLabel("Published").check();
    await dialog.getByLabel("Link (optional)").fill("http://example.com/hosting");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.getByText("Enter a full https:// link, or leave it empty.").isVisible()).toBe(true);
    await dialog.getByLabel("Link (optional)").fill("https://example.com/hosting");
    await expectNoAxeViolations(page, "card editor");
    await dialog.getByRole("button", { name: "Save" }).click();
    await toastTitled(page, "Card added");
    await publish(page);

    const visitor = await openPage({ clock: false });
    for (const [path, added] of [
      ["/en/credibility", "A private server in Baghdad"],
      ["/ar/credibility", "خادم خاص في بغداد"],
    ] as const) {
      const names = await cardNames(visitor, path);
      expect(names, path).toContain(added);
      expect(names, path).not.toContain("Vercel");
      expect(names, path).toHaveLength(10);
      const link = visitor.getByRole("link", { name: added });
      expect(await link.getAttribute("href")).toBe("https://example.com/hosting");
    }

    // The footer badge's window shows the same cards (its texts come from the same list).
    await visit(visitor, "/en", server.url);
    await visitor.locator('[data-testid="credibility-badge"]').click();
    const window = visitor.getByRole("dialog", { name: "Platforms and tools I work with" });
    // Its code and texts load on this first use.
    await window.waitFor();
    await expect.poll(() => window.getByText("A private server in Baghdad").count()).toBe(1);
    expect(await window.getByText("Vercel", { exact: true }).count()).toBe(0);
  });
});

describe("undo", () => {
  test("a deleted, hidden or moved item comes back with Undo, and the offer stays at least 10 seconds", async ({ openPage }) => {
    // The fake clock (flowing in real time) lets the test pass 10 s of the toast's life at once.
    const page = await openPage();
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "FAQ", exact: true }).click();
    await page.waitForURL("**/admin/faq");
    const list = page.getByRole("list", { name: "FAQ, in the order visitors see them" });
    await list.waitFor();
    const questions = () => list.locator('[data-testid="item-text-en"] p:first-child').allInnerTexts();
    const before = await questions();
    const second = before[1]!;

    await page.getByRole("button", { name: `Delete “${second}”` }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    const deleted = await toastTitled(page, "Item deleted");
    await expect.poll(questions).not.toContain(second);
    await page.clock.fastForward(10_500);
    expect(await deleted.isVisible()).toBe(true);
    await deleted.getByRole("button", { name: "Undo" }).click();
    await toastTitled(page, "Undone");
    await expect.poll(questions).toEqual(before);

    await page.getByRole("button", { name: `Hide “${second}” from visitors` }).click();
    await (await toastTitled(page, "Set to hidden")).getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => page.getByRole("button", { name: `Hide “${second}” from visitors` }).count()).toBe(1);

    await page.getByRole("button", { name: `Move “${second}” down` }).click();
    await expect.poll(questions).not.toEqual(before);
    await (await toastTitled(page, "Order saved")).getByRole("button", { name: "Undo" }).click();
    await expect.poll(questions).toEqual(before);

    // Everything undone: the draft is the published content again.
    const response = await page.evaluate(async () => document.querySelector('[data-testid="draft-bar"]')?.getAttribute("data-state"));
    expect(response).toBe("published");
  });
});

describe("two tabs", () => {
  type Open = (options?: PageOptions) => Promise<Page>;
  const faqList = (page: Page) => page.getByRole("list", { name: "FAQ, in the order visitors see them" });

  /** A signed-in studio tab on the FAQ screen, with the editor of the question `question` open. */
  async function tabEditing(openPage: Open, question: string) {
    // The browser logs the refused (409) save of the tab that saved second: expected here.
    const page = await openPage({ clock: false, allowErrors: [failedResponse("409 (Conflict)")] });
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "FAQ", exact: true }).click();
    await faqList(page).waitFor();
    await page.getByRole("button", { name: `Edit “${question}”` }).click();
    await editor(page).waitFor();
    return page;
  }
  /** The question and answer (English) of a FAQ item as the draft holds them now, read in a fresh tab. */
  async function inDraft(openPage: Open, question: string) {
    const page = await tabEditing(openPage, question);
    const dialog = editor(page);
    return { q: await dialog.getByLabel("Question (English)").inputValue(), a: await dialog.getByLabel("Answer (English)").inputValue() };
  }

  test("his changes and the other tab's, to different fields of one item, are both kept without asking", async ({ openPage }) => {
    const question = "How long does a project take?";
    const a = await tabEditing(openPage, question);
    const b = await tabEditing(openPage, question);
    await editor(a).getByLabel("Answer (English)").fill("About two weeks for a website.");
    await save(a, "Question saved");
    await editor(b).getByLabel("Question (English)").fill("How long does a website take?");
    await save(b, "Question saved");
    expect(await inDraft(openPage, "How long does a website take?")).toEqual({
      q: "How long does a website take?",
      a: "About two weeks for a website.",
    });
  });

  test("a field both tabs changed is shown with both values and his choice is saved; nothing is overwritten silently", async ({ openPage }) => {
    const question = "How do we get started?";
    const a = await tabEditing(openPage, question);
    const b = await tabEditing(openPage, question);
    await editor(a).getByLabel("Answer (English)").fill("Send me a message on WhatsApp.");
    await save(a, "Question saved");

    const dialog = editor(b);
    await dialog.getByLabel("Answer (English)").fill("Fill in the contact form.");
    await saveButton(b).click();
    const conflict = dialog.getByRole("group", { name: "Answer: changed in another tab as well" });
    await conflict.waitFor();
    expect(await conflict.innerText()).toContain("Send me a message on WhatsApp.");
    expect(await dialog.getByRole("alert").innerText()).toContain("choose which to keep");
    await expectNoAxeViolations(b, "conflict view");
    // The panel sits above the field in the editor's one column: the fields keep their width (it once made a second column).
    const [panel, pair] = [(await conflict.boundingBox())!, (await dialog.getByTestId("pair-a").boundingBox())!];
    expect(pair.width).toBeGreaterThanOrEqual(panel.width - 1);
    expect((await dialog.getByTestId("pair-q").boundingBox())!.width).toBeGreaterThanOrEqual(panel.width - 1);
    await studioShot(b, "list-conflict");
    // Saving before choosing is refused.
    await saveButton(b).click();
    await expect.poll(() => dialog.getByRole("alert").innerText()).toContain("Choose which version to keep where marked");

    await conflict.getByRole("button", { name: "Use the saved one" }).click();
    expect(await dialog.getByLabel("Answer (English)").inputValue()).toBe("Send me a message on WhatsApp.");
    await dialog.getByLabel("Answer (English)").fill("Send me a message on WhatsApp, or fill in the contact form.");
    await save(b, "Question saved");
    expect((await inDraft(openPage, question)).a).toBe("Send me a message on WhatsApp, or fill in the contact form.");
  });

  test("two tabs editing two different items never conflict", async ({ openPage }) => {
    const OTHER = "Do you work with clients outside {city}?";
    const a = await tabEditing(openPage, "How much does it cost?");
    const b = await tabEditing(openPage, OTHER);
    await editor(a).getByLabel("Answer (English)").fill("It depends on the project; I send a quote within a day.");
    await save(a, "Question saved");
    await editor(b).getByLabel("Answer (English)").fill("Two to four weeks.");
    await save(b, "Question saved");
    expect((await inDraft(openPage, "How much does it cost?")).a).toBe("It depends on the project; I send a quote within a day.");
    expect((await inDraft(openPage, OTHER)).a).toBe("Two to four weeks.");
  });
});

describe("typed work survives", () => {
  const faqList = (page: Page) => page.getByRole("list", { name: "FAQ, in the order visitors see them" });
  async function openFaqItem(page: Page, question: string) {
    await faqList(page).waitFor();
    await page.getByRole("button", { name: `Edit “${question}”` }).click();
    await editor(page).waitFor();
  }

  test("signed out in another tab, the open editor keeps his text; he signs in on the spot and saves it", async ({ openPage }) => {
    const page = await openPage({ clock: false, allowErrors: [failedResponse("401 (Unauthorized)")] });
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "FAQ", exact: true }).click();
    await openFaqItem(page, "How do revisions work?");
    // By test id: while the sign-in dialog is over it, the editor is hidden from the accessibility tree.
    const answer = page.getByTestId("item-editor").getByLabel("Answer (English)");
    await answer.fill("Two rounds of changes are included; more are billed by the hour.");

    // The same browser, another tab: he signs out there.
    const other = await page.context().newPage();
    await other.goto(`${server.url}/admin/dashboard`);
    await other.getByRole("button", { name: "Sign out" }).click();
    await other.waitForURL("**/wp-admin/1986");

    const signIn = page.getByRole("dialog", { name: "You are signed out" });
    await signIn.waitFor();
    expect(await answer.inputValue()).toBe("Two rounds of changes are included; more are billed by the hour.");
    await expectNoAxeViolations(page, "signed out over the editor");
    await signIn.getByLabel("Password").fill(studioOwner.password);
    await signIn.getByRole("button", { name: "Sign in and carry on" }).click();
    await signIn.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/admin/faq");
    expect(await answer.inputValue()).toBe("Two rounds of changes are included; more are billed by the hour.");
    await save(page);
    expect(await inDraftAnswer(openPage, "How do revisions work?")).toBe("Two rounds of changes are included; more are billed by the hour.");
  });

  test("two devices: his phone's Sign out leaves the laptop signed in; Sign out everywhere asks the laptop to sign in, and its save then goes through", async ({
    openPage,
  }) => {
    const laptop = await openPage({ clock: false, allowErrors: [failedResponse("403 (Forbidden)")] });
    await signInAsOwner(laptop, server.url);
    await laptop.getByRole("link", { name: "FAQ", exact: true }).click();
    await openFaqItem(laptop, "How do revisions work?");
    const answer = laptop.getByTestId("item-editor").getByLabel("Answer (English)");

    // The phone is another device (its own browser context): its Sign out ends its own session only.
    const phone = await openPage({ clock: false, mobile: true });
    await signInAsOwner(phone, server.url);
    await phone.getByRole("button", { name: "Sign out" }).click();
    await phone.waitForURL("**/wp-admin/1986");
    await answer.fill("Two rounds of changes, then by the hour.");
    await save(laptop);

    // Signed in again on the phone, he signs out everywhere (a lost device), from Settings.
    await signInAsOwner(phone, server.url);
    await phone.goto(`${server.url}/admin/settings`);
    await phone.getByRole("button", { name: "Sign out everywhere" }).click();
    await phone.getByRole("alertdialog", { name: "Sign out on every device?" }).getByRole("button", { name: "Sign out everywhere" }).click();
    await phone.waitForURL("**/wp-admin/1986");

    // The laptop knows nothing yet: its next save is refused by the server, and it asks him to sign in, his text kept.
    await openFaqItem(laptop, "How do revisions work?");
    await answer.fill("Two rounds of changes are included; more are billed by the hour.");
    await saveButton(laptop).click();
    const signIn = laptop.getByRole("dialog", { name: "You are signed out" });
    await signIn.waitFor();
    // Never "fields need attention": the refusal is about the session, not his fields.
    expect(await laptop.getByText("Some fields need attention").count()).toBe(0);
    expect(await answer.inputValue()).toBe("Two rounds of changes are included; more are billed by the hour.");
    // Signing in again changes no screen's data under him: no screen loads the draft again (a load answered after the
    // save below used to put the older draft back, and his next save was refused as "changed in another tab").
    const draftLoads: string[] = [];
    laptop.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname === "/api/admin/content") draftLoads.push(request.url());
    });
    await signIn.getByLabel("Password").fill(studioOwner.password);
    await signIn.getByRole("button", { name: "Sign in and carry on" }).click();
    // The save he started goes through without another click.
    await toastTitled(laptop, "Question saved");
    await editor(laptop).waitFor({ state: "detached" });
    expect(draftLoads).toEqual([]);
    // And his next change is saved as any other.
    await openFaqItem(laptop, "What do I need to prepare?");
    await answer.fill("Your logo and your photos.");
    await save(laptop);
    expect(await laptop.getByText("Changed in another tab").count()).toBe(0);
    expect(await inDraftAnswer(openPage, "How do revisions work?")).toBe("Two rounds of changes are included; more are billed by the hour.");
  });

  test("a reload brings his unsaved text back, marked, and he can discard it", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    // Leaving with unsaved edits asks first; here the test answers "leave".
    let asked = 0;
    page.on("dialog", (dialog) => {
      asked++;
      void dialog.accept();
    });
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "FAQ", exact: true }).click();
    await openFaqItem(page, "What do I need to prepare?");
    const original = await editor(page).getByLabel("Answer (English)").inputValue();
    await editor(page).getByLabel("Answer (English)").fill("Your logo, your photos and ten minutes a week.");
    await page.waitForTimeout(500);
    await page.reload();
    expect(asked).toBe(1);

    await openFaqItem(page, "What do I need to prepare?");
    await editor(page).getByRole("status").filter({ hasText: "Your unsaved changes from" }).waitFor();
    expect(await editor(page).getByLabel("Answer (English)").inputValue()).toBe("Your logo, your photos and ten minutes a week.");
    await editor(page).getByRole("button", { name: "Discard them" }).click();
    expect(await editor(page).getByLabel("Answer (English)").inputValue()).toBe(original);
  });

  test("sent to the sign-in page from a studio screen, he lands back on it", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await page.goto(`${server.url}/admin/cv-skills`);
    await page.waitForURL("**/wp-admin/1986?next=%2Fadmin%2Fcv-skills");
    await page.getByLabel("Email").fill(studioOwner.email);
    await page.getByLabel("Password").fill(studioOwner.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL("**/admin/cv-skills");
  });
});

describe("the owner's preview", () => {
  for (const mobile of [false, true]) {
    test(`the preview banner covers neither the site's header nor the page${mobile ? " at phone width" : ""}, in both languages`, async ({
      openPage,
    }) => {
      const page = await openPage({ mobile });
      const request = page.waitForRequest((r) => r.url().endsWith("/api/admin/content") && r.method() === "GET");
      await signInAsOwner(page, server.url);
      const owner = await (await request).allHeaders();
      // A draft to preview: one FAQ answer changed.
      await goToScreen(page, "faq");
      await page.getByRole("button", { name: "Edit “How do revisions work?”" }).click();
      await editor(page)
        .getByLabel("Answer (English)")
        .fill(`Previewed at ${mobile ? "phone" : "desktop"} width.`);
      await save(page);
      // The studio's Preview button asks for the pass the same way.
      await page.evaluate(async (headers) => {
        await fetch("/api/admin/content/preview", { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: "{}" });
      }, owner);
      for (const path of ["/ar/faq", "/en/faq"]) {
        await visit(page, path, server.url);
        const banner = (await page.getByRole("region", { name: /^(Preview:|معاينة:)/ }).boundingBox())!;
        const header = (await page.locator('[data-testid="site-header"]').boundingBox())!;
        const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
        expect(banner.y, path).toBe(0);
        expect(header.y, `${path}: header below the banner`).toBeGreaterThanOrEqual(banner.y + banner.height);
        expect(title.y, `${path}: title below the header`).toBeGreaterThanOrEqual(header.y + header.height);
      }
    });
  }
});

describe("the studio on a phone", () => {
  test("the Publish bar stays in view down the list, and one toast at a time shows", async ({ openPage }) => {
    const page = await openPage({ mobile: true, clock: false });
    await signInAsOwner(page, server.url);
    await goToScreen(page, "faq");
    const list = page.getByRole("list", { name: "FAQ, in the order visitors see them" });
    await list.waitFor();
    // Three changes in a row: three toasts.
    for (const question of ["How do revisions work?", "What do I need to prepare?", "How will I know what is working?"]) {
      await page.getByRole("button", { name: `Hide “${question}” from visitors` }).click();
      await toastTitled(page, "Set to hidden");
    }
    const shown = await page
      .locator('[data-testid="admin-toast"]')
      .evaluateAll((toasts) => toasts.filter((toast) => (toast as HTMLElement).offsetParent !== null).length);
    expect(shown).toBe(1);

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    const box = (await publish.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await expectNoAxeViolations(page, "list at phone width, scrolled");
  });
});

describe("both languages in their places", () => {
  test("Pages shows Arabic on the right, as the list editors do", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.goto(`${server.url}/admin/pages?group=tool:utm`);
    const row = page.locator('[data-key="tools:items.utm.title"]');
    await row.waitFor();
    const arabic = (await row.locator('textarea[lang="ar"], input[lang="ar"]').first().boundingBox())!;
    const english = (await row.locator('textarea[lang="en"], input[lang="en"]').first().boundingBox())!;
    expect(arabic.x).toBeGreaterThan(english.x + english.width);
    expect(arabic.y).toBe(english.y);
  });

  test("a long address in an FAQ answer wraps inside its card on a phone", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.getByRole("link", { name: "FAQ", exact: true }).click();
    await page.getByRole("button", { name: "Edit “How will I know what is working?”" }).click();
    const address = "https://analytics.example.com/reports/monthly/2026/clients/baghdad-restaurant-campaign-results-overview";
    await editor(page).getByLabel("Answer (English)").fill(`Every month you get a report: ${address}`);
    await editor(page).getByLabel("Published").check();
    await save(page);
    await publish(page);

    const visitor = await openPage({ mobile: true });
    await visit(visitor, "/en/faq", server.url);
    await visitor.getByText("How will I know what is working?").click();
    const answer = visitor.getByText(address, { exact: false });
    await answer.waitFor();
    const card = (await answer.locator("xpath=ancestor::details").boundingBox())!;
    const text = (await answer.boundingBox())!;
    expect(text.x + text.width).toBeLessThanOrEqual(card.x + card.width);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

describe("titles as they will appear", () => {
  test("a page title's counter counts it with his name, as search results show it, and says when the name is left out", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await signInAsOwner(page, server.url);
    await page.goto(`${server.url}/admin/pages?group=tool:utm`);
    const row = page.locator('[data-key="tools:items.utm.meta.title"]');
    await row.waitFor();
    const english = row.locator('[data-testid="meta-counter"]').nth(1);
    // The field shows the text with its fact ({city}); the counter counts it as visitors read it.
    const title = (await row.locator('input[lang="en"], textarea[lang="en"]').first().inputValue()).replace("{city}", "Baghdad");
    await expect.poll(() => english.locator('[data-testid="title-as-sent"]').textContent()).toBe(`${title} | Ali Hassan`);
    expect(await english.textContent()).toContain(`${[...`${title} | Ali Hassan`].length} of 60 characters`);

    // Too long for the name as well: it goes out alone, and the counter says so.
    const long = "Websites, online shops and landing pages built in Baghdad";
    await row.locator('input[lang="en"], textarea[lang="en"]').first().fill(long);
    await expect.poll(() => english.textContent()).toContain("sent without your name");
    expect(await english.locator('[data-testid="title-as-sent"]').textContent()).toBe(long);
  });
});
