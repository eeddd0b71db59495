import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";

/** Where the "+" of each stat is drawn relative to its digits: "before" is left of them on screen. */
function plusSides(page: Page) {
  return page.locator('[data-testid="stat-value"]').evaluateAll((cells) =>
    cells.map((cell) => {
      const text = cell.firstChild as Text;
      const content = text.textContent ?? "";
      const box = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(text, from);
        range.setEnd(text, to);
        return range.getBoundingClientRect();
      };
      const plus = content.indexOf("+");
      const digit = content.search(/\d/);
      return { text: content, plusLeftOfDigits: box(plus, plus + 1).left < box(digit, digit + 1).left };
    }),
  );
}

// Numbers with a sign read as one unit in both directions: "+900" in Arabic (the sign at the left, as
// Arabic readers write it), "900+" in English; and only Western digits, on every Arabic page (routes test).
describe("numbers with a sign", () => {
  for (const [path, plusLeft] of [
    ["/", true],
    ["/ar/about", true],
    ["/en", false],
    ["/en/about", false],
  ] as const) {
    test(`the stats of ${path} put the + where a reader of that language expects it`, async ({ openPage }) => {
      const page = await openPage();
      await visit(page, path);
      const stats = await plusSides(page);
      expect(stats.length).toBe(3);
      for (const stat of stats) {
        expect(stat.text).toMatch(/^[+]?\d+[+]?$/);
        expect(stat.plusLeftOfDigits, stat.text).toBe(plusLeft);
      }
    });
  }
});
