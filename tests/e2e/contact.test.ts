import { describe, expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { fill, homeOf, htmlLangDir, langs, pathnameOf, url, type Lang } from "./helpers";
import { failedResponse, test, type PageOptions } from "./kit/fixtures";
import { contactForm, contactToast as toast, fieldState, openContactForm as openContact, type ContactForm } from "./kit/pages/contact-form";
import arContact from "../../core/locales/ar/contact.json";
import enContact from "../../core/locales/en/contact.json";
import seed from "../../server/content/seed-data.json";

/** A shipped contact topic's name in a language (the studio's contact-topics list). */
const topicName = (id: string, lang: Lang) => seed["contact-topics"].find((topic) => topic.id === id)!.label[lang];

const texts = { ar: arContact, en: enContact } as const;

/** The sample settings of a fresh data directory (server/settings/site-settings.ts). */
const phoneDigits = "9647700000000";

/** The server's minimum fill time in the e2e run (tests/setup/e2e-global.ts) plus a margin. */
const MIN_FILL_WAIT_MS = 350;

const sample = {
  ar: { name: "سارة أحمد", email: "sara@example.com", message: "أريد موقعاً جديداً لمتجري في بغداد مع حملة إعلانية." },
  en: { name: "Sara Ahmed", email: "sara@example.com", message: "I need a new website for my shop in Baghdad, with an ad campaign." },
} as const;

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

async function fillValid(contact: ContactForm, lang: Lang) {
  await contact.name.fill(sample[lang].name);
  await contact.email.fill(sample[lang].email);
  await contact.message.fill(sample[lang].message);
}

/** The 503 and the dropped connection a test causes on purpose show up as Chromium's own console lines. */
const causedFailures = [failedResponse("503 (Service Unavailable)"), "console.error: Failed to load resource: net::ERR_FAILED"];

/**
 * Without script, a rejected submission is answered with the page and a 400
 * (GUIDE: bad input gets a 4xx); Chromium logs every 4xx document as an error.
 */
const withoutScript: PageOptions = {
  clock: false,
  javaScriptEnabled: false,
  reducedMotion: "reduce",
  allowErrors: [failedResponse("400 (Bad Request)")],
};

describe.each(langs)("contact form on the home page (%s)", (lang: Lang) => {
  const t = texts[lang];

  test("submitting empty shows the error toast, marks the required fields and focuses the name", async ({ page }) => {
    const contact = await openContact(page, lang);
    expect(await toast(page).count()).toBe(0);
    await contact.send.click();

    await expect.poll(() => toast(page).count()).toBe(1);
    // Announced at once: its words are an alert (the list item around them may not be a live region).
    expect(await toast(page).getByRole("alert").count()).toBe(1);
    expect((await toast(page).locator('[data-testid="toast-title"]').textContent())?.trim()).toBe(t.toast.errorTitle);
    expect((await toast(page).locator('[data-testid="toast-text"]').textContent())?.trim()).toBe(t.toast.missing);
    expect(t.toast.errorTitle).toBe(lang === "en" ? "Submission Error" : "خطأ في الإرسال");
    expect(t.toast.missing).toBe(lang === "en" ? "Please fill out all required fields." : "يرجى ملء جميع الحقول المطلوبة.");

    for (const field of [contact.name, contact.email, contact.message]) {
      const state = await fieldState(field);
      expect(state.invalid).toBe("true");
      expect(state.describedBy).toBeTruthy();
      expect(state.errorText).toBe(t.errors.required);
    }
    for (const field of [contact.phone, contact.company]) {
      expect(await field.getAttribute("aria-invalid")).toBeNull();
      expect(await field.getAttribute("aria-describedby")).toBeNull();
    }
    expect(await activeId(page)).toBe("contact-name");
    // Nothing left the page: the script handled the submission.
    expect(pathnameOf(page)).toBe(homeOf(lang));

    // It closes by itself after 5 s.
    await page.clock.fastForward(4_000);
    expect(await toast(page).count()).toBe(1);
    await page.clock.fastForward(1_200);
    await expect.poll(() => toast(page).count()).toBe(0);

    // And with its close button.
    await contact.send.click();
    await expect.poll(() => toast(page).count()).toBe(1);
    await toast(page).getByRole("button", { name: t.toast.close, exact: true }).click();
    await expect.poll(() => toast(page).count()).toBe(0);
    // The field errors stay until the visitor fixes them.
    expect(await contact.name.getAttribute("aria-invalid")).toBe("true");
    await contact.name.fill("x");
    await expect.poll(() => contact.name.getAttribute("aria-invalid")).toBeNull();
    expect(await contact.email.getAttribute("aria-invalid")).toBe("true");
  });

  test("an invalid email alone gets the field error and the 'check the fields' toast", async ({ page }) => {
    const contact = await openContact(page, lang);
    await contact.name.fill(sample[lang].name);
    await contact.email.fill("not-an-email");
    await contact.message.fill(sample[lang].message);
    await contact.send.click();

    await expect.poll(() => toast(page).count()).toBe(1);
    expect((await toast(page).locator('[data-testid="toast-title"]').textContent())?.trim()).toBe(t.toast.errorTitle);
    const text = (await toast(page).locator('[data-testid="toast-text"]').textContent())?.trim();
    expect(text).toBe(t.toast.check);
    expect(text).not.toBe(t.toast.missing);
    if (lang === "en") expect(text).toBe("Please check the highlighted fields.");

    expect(await fieldState(contact.email)).toEqual({ invalid: "true", describedBy: "contact-email-error", errorText: t.errors.email });
    for (const field of [contact.name, contact.message]) {
      expect(await field.getAttribute("aria-invalid")).toBeNull();
    }
    expect(await activeId(page)).toBe("contact-email");
    // Nothing typed is lost.
    expect(await contact.name.inputValue()).toBe(sample[lang].name);
    expect(await contact.message.inputValue()).toBe(sample[lang].message);
  });

  test("a valid message is sent without leaving the page, and 'send another' gives an empty form", async ({ page }) => {
    const contact = await openContact(page, lang);
    await fillValid(contact, lang);
    const interest = contact.form.locator('input[name="interests"][value="interest_video"]');
    await contact.interest("interest_video").getByText(topicName("interest_video", lang), { exact: true }).click();
    expect(await interest.isChecked()).toBe(true);

    const before = page.url();
    await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = "still here"));
    const navigationsBefore = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    let documentLoads = 0;
    page.on("load", () => documentLoads++);

    await page.waitForTimeout(MIN_FILL_WAIT_MS);
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contact" && r.request().method() === "POST");
    await contact.send.click();
    const answer = await response;
    expect(answer.status()).toBe(200);
    const sent = new URLSearchParams(answer.request().postData() ?? "");
    expect(sent.get("name")).toBe(sample[lang].name);
    expect(sent.get("message")).toBe(sample[lang].message);
    expect(sent.getAll("interests")).toEqual(["interest_video"]);
    expect(sent.get("lang")).toBe(lang);

    await contact.success.waitFor({ timeout: 10_000 });
    const successText = (await contact.success.textContent()) ?? "";
    expect(successText).toContain(sample[lang].name);
    expect(successText).toContain(fill(t.success.text, { name: sample[lang].name }));
    expect(successText).toContain(t.success.title);
    expect(await contact.success.getAttribute("role")).toBe("status");
    expect(await toast(page).count()).toBe(0);

    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe("still here");
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(navigationsBefore);
    expect(documentLoads).toBe(0);
    expect(page.url()).toBe(before);

    await contact.success.getByRole("button", { name: t.success.again, exact: true }).click();
    await contact.form.waitFor();
    expect(await contact.success.count()).toBe(0);
    for (const field of [contact.name, contact.email, contact.phone, contact.company, contact.message]) {
      expect(await field.inputValue()).toBe("");
      expect(await field.getAttribute("aria-invalid")).toBeNull();
    }
    expect(await contact.form.locator('input[name="interests"]:checked').count()).toBe(0);
  });

  test("a server failure or a network failure keeps what was typed, and a retry then succeeds", async ({ openPage }) => {
    const page = await openPage({ allowErrors: causedFailures });
    const contact = await openContact(page, lang);
    await fillValid(contact, lang);
    await page.waitForTimeout(MIN_FILL_WAIT_MS);

    const expectFailureKeepsInput = async () => {
      await expect.poll(() => toast(page).count()).toBe(1);
      // Announced at once: its words are an alert (the list item around them may not be a live region).
      expect(await toast(page).getByRole("alert").count()).toBe(1);
      expect((await toast(page).locator('[data-testid="toast-title"]').textContent())?.trim()).toBe(t.toast.failedTitle);
      expect((await toast(page).locator('[data-testid="toast-text"]').textContent())?.trim()).toBe(t.toast.failed);
      expect(await contact.success.count()).toBe(0);
      expect(await contact.name.inputValue()).toBe(sample[lang].name);
      expect(await contact.email.inputValue()).toBe(sample[lang].email);
      expect(await contact.message.inputValue()).toBe(sample[lang].message);
      await expect.poll(() => contact.send.isEnabled()).toBe(true);
      await toast(page).getByRole("button", { name: t.toast.close, exact: true }).click();
      await expect.poll(() => toast(page).count()).toBe(0);
    };

    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ status: "error" }) }),
    );
    await contact.send.click();
    await expectFailureKeepsInput();

    await page.unroute("**/api/contact");
    await page.route("**/api/contact", (route) => route.abort("failed"));
    await contact.send.click();
    await expectFailureKeepsInput();

    await page.unroute("**/api/contact");
    await contact.send.click();
    await contact.success.waitFor({ timeout: 10_000 });
    expect(await contact.success.textContent()).toContain(sample[lang].name);
  });

  test("WhatsApp opens the owner's chat through the site with what was typed, without sending the enquiry; call goes through the site", async ({
    page,
  }) => {
    const contact = await openContact(page, lang);
    const door = new URLSearchParams({ p: new URL(page.url()).pathname, a: "contact" });
    expect(await contact.call.getAttribute("href")).toBe(`/go/call?${door}`);
    expect(await contact.call.getAttribute("target")).toBeNull();
    expect(await contact.whatsapp.getAttribute("formtarget")).toBe("_blank");
    await contact.name.fill(sample[lang].name);
    await contact.company.fill("Tigris Foods");
    await contact.message.fill(sample[lang].message);
    // A new tab posts the form to the site, which answers with his chat (no network here: its address is what counts).
    const answered = page.context().waitForEvent("response", (response) => new URL(response.url()).pathname === "/go/whatsapp");
    const [chat] = await Promise.all([page.context().waitForEvent("page"), contact.whatsapp.click()]);
    const answer = await answered;
    expect(answer.request().method()).toBe("POST");
    expect(answer.status()).toBe(303);
    const opened = new URL(answer.headers()["location"]!);
    expect(opened.origin + opened.pathname).toBe(`https://wa.me/${phoneDigits}`);
    const text = opened.searchParams.get("text")!;
    expect(text.startsWith(`${fill(t.whatsappTextCompany, { name: sample[lang].name, company: "Tigris Foods" })}\n\n${sample[lang].message}`)).toBe(
      true,
    );
    // What he typed travelled in the request's body, never in an address.
    expect(answer.url()).not.toContain(encodeURIComponent(sample[lang].message));
    await chat.close();

    // The form stays as it was: nothing sent, nothing cleared.
    expect(await contact.success.count()).toBe(0);
    expect(await contact.name.inputValue()).toBe(sample[lang].name);
    expect(await contact.message.inputValue()).toBe(sample[lang].message);
  });
});

describe.each(langs)("contact form without JavaScript (%s)", (lang: Lang) => {
  const t = texts[lang];

  /** Without script the loading overlay leaves by CSS alone (3.5 s); a person waits for it. */
  async function waitForOverlay(page: Page) {
    await page.locator('[data-testid="loading-screen"]').waitFor({ state: "hidden", timeout: 10_000 });
  }

  async function submitEmptyThenValid(page: Page, scope: Locator, expectedPath: string) {
    const { form, send } = contactForm(scope);
    // The whole document has arrived: the form must be where it shows, not in a hidden part that only a script moves into place.
    expect(await form.count(), "the contact form is in place in the server HTML").toBe(1);
    expect(await form.isVisible()).toBe(true);
    expect(await form.getAttribute("action")).toBe(expectedPath);
    expect(await form.getAttribute("method")).toBe("post");
    await waitForOverlay(page);
    await send.click();

    // The server answers with the contact page, the error and the marked fields.
    const pageError = page.locator('[data-testid="contact-page-error"]');
    await pageError.waitFor({ timeout: 10_000 });
    expect(pathnameOf(page)).toBe(expectedPath);
    expect(await htmlLangDir(page)).toEqual({ lang, dir: lang === "ar" ? "rtl" : "ltr" });
    const errorText = ((await pageError.textContent()) ?? "").trim();
    expect(errorText).toContain(t.toast.errorTitle);
    expect(errorText).toContain(t.toast.missing);
    expect(await pageError.getAttribute("role")).toBe("alert");
    const answered = contactForm(page);
    for (const [name, field] of Object.entries({ name: answered.name, email: answered.email, message: answered.message })) {
      const state = await fieldState(field);
      expect(state.invalid, name).toBe("true");
      expect(state.errorText, name).toBe(t.errors.required);
    }

    await waitForOverlay(page);
    await fillValid(answered, lang);
    await answered.interest("interest_campaign").click();
    await page.waitForTimeout(MIN_FILL_WAIT_MS);
    await answered.send.click();

    const { success } = answered;
    await success.waitFor({ timeout: 10_000 });
    expect(pathnameOf(page)).toBe(expectedPath);
    const successText = (await success.textContent()) ?? "";
    expect(successText).toContain(sample[lang].name);
    expect(successText).toContain(fill(t.success.text, { name: sample[lang].name }));
    expect(await page.locator('[data-testid="contact-page-error"]').count()).toBe(0);
  }

  test(`/${lang}/contact: the server validates and then accepts the form`, async ({ openPage }) => {
    const page = await openPage(withoutScript);
    await page.goto(url(`/${lang}/contact`));
    await submitEmptyThenValid(page, page.locator("main"), `/${lang}/contact`);
  });

  test(`a valid form from the cached page comes back once to be confirmed, filled in, then is sent`, async ({ openPage }) => {
    const page = await openPage(withoutScript);
    await page.goto(url(`/${lang}/contact`));
    await waitForOverlay(page);
    const first = contactForm(page.locator("main"));
    await fillValid(first, lang);
    // Without script too, WhatsApp posts the same form to the site's WhatsApp link in a new tab, and the chat gets what he typed.
    const answered = page.context().waitForEvent("response", (response) => new URL(response.url()).pathname === "/go/whatsapp");
    const [chat] = await Promise.all([page.context().waitForEvent("page"), first.whatsapp.click()]);
    expect(new URL((await answered).headers()["location"]!).searchParams.get("text")).toContain(sample[lang].message);
    await chat.close();
    await first.send.click();

    const confirm = page.locator('[data-testid="contact-page-confirm"]');
    await confirm.waitFor({ timeout: 10_000 });
    expect(pathnameOf(page)).toBe(`/${lang}/contact`);
    expect(await confirm.getAttribute("role")).toBe("alert");
    expect((await confirm.textContent()) ?? "").toContain(t.confirm.title);
    expect((await confirm.textContent()) ?? "").toContain(t.confirm.text);
    const again = contactForm(page.locator("main"));
    // Nothing typed is lost.
    expect(await again.name.inputValue()).toBe(sample[lang].name);
    await waitForOverlay(page);
    await page.waitForTimeout(MIN_FILL_WAIT_MS);
    await again.send.click();
    await again.success.waitFor({ timeout: 10_000 });
    expect((await again.success.textContent()) ?? "").toContain(sample[lang].name);
  });

  test(`the home page's form posts to /${lang}/contact`, async ({ openPage }) => {
    const page = await openPage(withoutScript);
    await page.goto(url(homeOf(lang)));
    await submitEmptyThenValid(page, page.locator("section#contact"), `/${lang}/contact`);
  });
});
