import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect } from "vitest";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

export type AxeScope = {
  /** Only this part of the page (a CSS selector); the whole document when left out. */
  include?: string;
  /** A part left out, e.g. a preview that shows the visitor's poor colours on purpose. */
  exclude?: string;
};

/** axe-core's violations on the page as it is now, and the ids of the rules that passed. */
export async function runAxe(page: Page, scope: AxeScope = {}): Promise<{ violations: AxeViolation[]; passes: string[] }> {
  // Injected once per document: a second copy would only slow the run. Evaluated through the
  // browser's debugging protocol, which the page's CSP (its own scripts' hashes only) does not govern.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async ({ include, exclude }) => {
    type Result = { violations: AxeViolation[]; passes: { id: string }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<Result> } }).axe;
    const context = include || exclude ? { ...(include && { include: [[include]] }), ...(exclude && { exclude: [[exclude]] }) } : document;
    const { violations, passes } = await axe.run(context, { resultTypes: ["violations"] });
    return { violations, passes: passes.map((rule) => rule.id) };
  }, scope);
}

/** One paragraph a violation, with the first few elements it concerns. */
export function readable(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length} node(s)): ${violation.help}\n  ${violation.helpUrl}\n` +
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

/**
 * Asserts axe-core finds nothing; `where` names the state checked in the
 * failure message. `soft` lets one test report every state it checks.
 * Returns the rules that passed.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  { soft = false, ...scope }: AxeScope & { soft?: boolean } = {},
): Promise<string[]> {
  const { violations, passes } = await runAxe(page, scope);
  (soft ? expect.soft : expect)(
    violations.map((violation) => violation.id),
    `${where}\n${readable(violations)}`,
  ).toEqual([]);
  return passes;
}
