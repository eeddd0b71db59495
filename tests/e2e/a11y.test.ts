import { describe, expect } from "vitest";
import { viewports } from "../setup/browser";
import { homeOf, langs, type Lang } from "./helpers";
import { expectNoAxeViolations } from "./kit/axe";
import { test } from "./kit/fixtures";
import { shell, visit } from "./kit/pages/shell";

// Soft, so one run reports every state checked (desktop and phone, menu and dialog).
const soft = { soft: true };

describe.each(langs)("accessibility (axe-core) of the %s home page", (lang: Lang) => {
  test("no violations at desktop and phone widths once the loading screen has gone", async ({ openPage }) => {
    const page = await openPage();
    await visit(page, homeOf(lang));
    await expectNoAxeViolations(page, `${homeOf(lang)} (desktop)`, soft);
    // Every control shows focus with a 2 px ring, the contact form's text fields too (issue 44, item 7).
    const field = page.locator("#contact textarea, #contact input[type='text'], #contact input[type='email']").first();
    await field.waitFor();
    await field.focus();
    expect(await field.evaluate((element) => [getComputedStyle(element).outlineStyle, getComputedStyle(element).outlineWidth])).toEqual([
      "solid",
      "2px",
    ]);
    await page.setViewportSize(viewports.mobile);
    await expectNoAxeViolations(page, `${homeOf(lang)} (phone)`, soft);
  });
});

describe.each(langs)("accessibility (axe-core) of open widgets (%s)", (lang: Lang) => {
  test("the open credibility dialog and the open mobile menu have no violations", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    await visit(page, homeOf(lang));
    const { mobileMenu, menuToggle } = shell(page);
    const toggle = await menuToggle();
    await toggle.click();
    await mobileMenu.waitFor({ state: "visible" });
    await expectNoAxeViolations(page, `${homeOf(lang)} with the mobile menu open`, soft);
    await toggle.click();

    await page.locator('[data-testid="credibility-badge"]').click();
    await page.locator('[data-testid="credibility-dialog"] section').first().waitFor({ state: "visible" });
    await expectNoAxeViolations(page, `${homeOf(lang)} with the credibility dialog open`, soft);
  });
});
