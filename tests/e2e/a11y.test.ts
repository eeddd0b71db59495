import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, viewports } from "../setup/browser";
import { homeOf, langs, openClockedPage, visit, type Lang } from "./helpers";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

type AxeNode = { target: unknown[]; failureSummary?: string; html: string };
type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Runs axe-core on the page as it is now; returns its violations. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
}

function readable(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n` +
        violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `  - ${JSON.stringify(node.target)}\n    ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? "").replace(/\n/g, "\n    ")}`,
          )
          .join("\n"),
    )
    .join("\n\n");
}

async function expectNoViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  if (violations.length) console.log(`axe violations on ${where}:\n${readable(violations)}`);
  // Soft, so one run reports every state checked (desktop and phone, menu and dialog).
  expect
    .soft(
      violations.map((violation) => violation.id),
      `${where}\n${readable(violations)}`,
    )
    .toEqual([]);
}

describe.each(langs)("accessibility (axe-core) of the %s home page", (lang: Lang) => {
  test("no violations at desktop and phone widths once the loading screen has gone", async () => {
    // The site's CSP (nonces, strict-dynamic) would block the injected axe script.
    const { page, errors, close } = await openClockedPage(browser, { bypassCSP: true });
    try {
      await visit(page, homeOf(lang));
      await expectNoViolations(page, `${homeOf(lang)} (desktop)`);
      await page.setViewportSize(viewports.mobile);
      await expectNoViolations(page, `${homeOf(lang)} (phone)`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe.each(langs)("accessibility (axe-core) of open widgets (%s)", (lang: Lang) => {
  test("the open credibility dialog and the open mobile menu have no violations", async () => {
    const { page, errors, close } = await openClockedPage(browser, { bypassCSP: true, viewport: viewports.mobile });
    try {
      await visit(page, homeOf(lang));
      const menuId = await page.locator('[data-testid="mobile-menu"]').getAttribute("id");
      await page.locator(`button[aria-controls="${menuId}"]`).click();
      await page.locator('[data-testid="mobile-menu"]').waitFor({ state: "visible" });
      await expectNoViolations(page, `${homeOf(lang)} with the mobile menu open`);
      await page.locator(`button[aria-controls="${menuId}"]`).click();

      await page.locator('[data-testid="credibility-badge"]').click();
      await page.locator('[data-testid="credibility-dialog"] section').first().waitFor({ state: "visible" });
      await expectNoViolations(page, `${homeOf(lang)} with the credibility dialog open`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
