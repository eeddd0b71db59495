import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { homeOf, isHydrated, type Lang } from "../../helpers";
import { shell, visit } from "./shell";

/** The contact form inside `scope` (the home page's section, the contact page's main) and its parts. */
export function contactForm(scope: Page | Locator) {
  const form = scope.locator('[data-testid="contact-form"]');
  return {
    form,
    name: form.locator("#contact-name"),
    email: form.locator("#contact-email"),
    phone: form.locator("#contact-phone"),
    company: form.locator("#contact-company"),
    message: form.locator("#contact-message"),
    send: form.locator('[data-testid="contact-send"]'),
    whatsapp: form.locator('[data-testid="contact-whatsapp"]'),
    call: form.locator('[data-testid="contact-call"]'),
    /** An interest's checkbox label, found by the checkbox's value. */
    interest: (value: string) => form.locator("label", { has: form.page().locator(`input[value="${value}"]`) }),
    success: scope.locator('[data-testid="contact-success"]'),
  };
}
export type ContactForm = ReturnType<typeof contactForm>;

/** The page's toast (the script's answer to a submission). */
export const contactToast = (page: Page) => page.locator('[data-testid="toast"]');

/**
 * Opens the home page, goes to the contact section through the header's nav
 * item, touches the form (which is what makes its code load: the home page is
 * a page of islands, ADR 055), and waits until the form is React's, so a click
 * on send is handled by the script and not posted.
 */
export async function openContactForm(page: Page, lang: Lang): Promise<ContactForm> {
  await visit(page, homeOf(lang));
  const contact = contactForm(page.locator("section#contact"));
  // Before its island wakes the form is the server's plain POST form.
  expect(await contact.form.getAttribute("action")).toBe(`/${lang}/contact`);
  await shell(page).header.locator('[data-nav-id="contact"]:visible').click();
  await contact.name.focus();
  await expect.poll(() => isHydrated(contact.form), { timeout: 10_000 }).toBe(true);
  return contact;
}

/** A field's error state: aria-invalid, what describes it, and that description's text. */
export async function fieldState(field: Locator) {
  const describedBy = await field.getAttribute("aria-describedby");
  return {
    invalid: await field.getAttribute("aria-invalid"),
    describedBy,
    errorText: describedBy ? ((await field.page().locator(`[id="${describedBy}"]`).textContent()) ?? "").trim() : null,
  };
}
