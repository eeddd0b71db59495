import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { signInAsOwner } from "./kit/studio";

// The CV's parts are the owner's lists: however many jobs he keeps, the printout is one page.
// This file changes the published CV, so it has a server of its own.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

type Bilingual = { ar: string; en: string };
type Item = { id: string; published: boolean; sample: boolean } & Record<string, unknown>;
type Studio = { document: { lists: Record<string, Item[]> }; draft: { version: number } | null };

let owner: Record<string, string> | undefined;
/** The owner's API headers, from the studio's own first request. */
async function ownerHeaders(page: Page): Promise<Record<string, string>> {
  if (owner) return owner;
  const request = page.waitForRequest((r) => r.url().endsWith("/api/admin/content") && r.method() === "GET");
  await signInAsOwner(page, server.url);
  await page.goto(`${server.url}/admin/cv-jobs`);
  owner = await (await request).allHeaders();
  return owner;
}

const both = (en: string, ar: string): Bilingual => ({ en, ar });
const point = both(
  "Planned and ran paid campaigns on Meta, Google and TikTok for retail and healthcare clients, with tracking set up before launch and weekly reports.",
  "خطّطت وأدرت حملات ممولة على ميتا وغوغل وتيك توك لعملاء في التجزئة والرعاية الصحية، مع إعداد التتبع قبل الإطلاق وتقارير أسبوعية.",
);
const job = (n: number, points: number): Item => ({
  id: `job-${n}`,
  published: true,
  sample: false,
  role: both(`Senior digital marketer ${n}`, `مسوّق رقمي أول ${n}`),
  org: both("An agency in Baghdad", "وكالة في بغداد"),
  period: both(`${2020 - n}–${2021 - n}`, `${2020 - n}–${2021 - n}`),
  points: { en: Array(points).fill(point.en).join("\n"), ar: Array(points).fill(point.ar).join("\n") },
});

/** Publishes the CV with these jobs (the other parts as shipped). */
async function publishJobs(page: Page, jobs: Item[]) {
  const headers = { ...(await ownerHeaders(page)), "content-type": "application/json" };
  const studio = (await (await fetch(`${server.url}/api/admin/content`, { headers })).json()) as Studio;
  studio.document.lists["cv-jobs"] = jobs;
  const saved = await fetch(`${server.url}/api/admin/content/draft`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ document: studio.document, version: studio.draft?.version ?? null }),
  });
  expect(saved.status).toBe(200);
  const published = await fetch(`${server.url}/api/admin/content/publish`, { method: "POST", headers, body: "{}" });
  expect(published.status).toBe(200);
}

const pagesOf = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;

describe("the CV prints on one page whatever its length", () => {
  for (const [jobs, points] of [
    [1, 1],
    [6, 3],
  ] as const) {
    test(`${jobs} job${jobs > 1 ? "s" : ""} of ${points} long point${points > 1 ? "s" : ""}: one A4 and one Letter page, in Arabic and English`, async ({
      openPage,
    }) => {
      const page = await openPage({ clock: false });
      await publishJobs(
        page,
        Array.from({ length: jobs }, (_, n) => job(n + 1, points)),
      );
      for (const path of ["/ar/cv", "/en/cv"]) {
        await visit(page, path, server.url);
        const cv = page.locator('[data-testid="cv"]');
        await expect
          .poll(() =>
            cv
              .getByRole("listitem")
              .filter({ hasText: /Senior digital marketer|مسوّق رقمي أول/ })
              .count(),
          )
          .toBe(jobs);
        for (const format of ["A4", "Letter"] as const) {
          expect(pagesOf(await page.pdf({ format, printBackground: true })), `${path} ${format}`).toBe(1);
        }
        // The fuller CV is printed smaller; the short one at full size.
        const density = Number(await cv.getAttribute("data-print-density"));
        if (jobs === 1) expect(density).toBe(0);
        else expect(density).toBeGreaterThan(0);
      }
    });
  }

  test("a part the owner emptied leaves no empty heading", async ({ openPage }) => {
    const page = await openPage({ clock: false });
    await publishJobs(page, []);
    await visit(page, "/en/cv", server.url);
    const cv = page.locator('[data-testid="cv"]');
    expect(await cv.getByRole("heading", { name: "Experience" }).isVisible()).toBe(false);
    expect(await cv.getByRole("heading", { name: "Skills" }).isVisible()).toBe(true);
  });
});
