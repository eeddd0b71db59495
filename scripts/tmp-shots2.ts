import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server.ts";
import { signInAsOwner } from "../tests/e2e/kit/studio.ts";

const out = "/tmp/shots2";
mkdirSync(out, { recursive: true });
const server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const a = await context.newPage();
  await signInAsOwner(a, server.url);
  await a.goto(`${server.url}/admin/credibility`);
  await a.locator('[data-testid="list-items"]').waitFor();
  await a.waitForTimeout(400);
  await a.screenshot({ path: `${out}/credibility-390.png` });
  await a.getByRole("button", { name: "Delete “Vercel”" }).click();
  await a.getByRole("button", { name: "Yes, delete" }).click();
  await a.locator('[data-testid="admin-toast"]').first().waitFor();
  await a.waitForTimeout(300);
  await a.screenshot({ path: `${out}/undo-toast-390.png` });
  // conflict: two pages in one context
  await a.goto(`${server.url}/admin/faq`);
  await a.locator('[data-testid="list-items"]').waitFor();
  const b = await context.newPage();
  await b.goto(`${server.url}/admin/faq`);
  await b.locator('[data-testid="list-items"]').waitFor();
  for (const p of [a, b]) {
    await p.getByRole("button", { name: "Edit “How do we get started?”" }).click();
    await p.getByRole("dialog").waitFor();
  }
  await a.getByRole("dialog").getByLabel("Answer (English)").fill("Send me a message on WhatsApp.");
  await a.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await a.getByRole("dialog").waitFor({ state: "detached" });
  await b.getByRole("dialog").getByLabel("Answer (English)").fill("Fill in the contact form.");
  await b.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await b.locator('[data-testid="field-conflict"]').waitFor();
  await b.locator('[data-testid="field-conflict"]').scrollIntoViewIfNeeded();
  await b.waitForTimeout(300);
  await b.screenshot({ path: `${out}/conflict-390.png` });
  await b.setViewportSize({ width: 1280, height: 900 });
  await b.waitForTimeout(300);
  await b.screenshot({ path: `${out}/conflict-1280.png` });
  // sign out in a, b shows session ended
  await a.goto(`${server.url}/admin/dashboard`);
  await a.getByRole("button", { name: "Sign out" }).click();
  await b.getByRole("dialog", { name: "You are signed out" }).waitFor();
  await b.waitForTimeout(300);
  await b.screenshot({ path: `${out}/signed-out-1280.png` });
  await b.setViewportSize({ width: 390, height: 844 });
  await b.waitForTimeout(300);
  await b.screenshot({ path: `${out}/signed-out-390.png` });
} finally {
  await browser.close();
  await server.stop();
}
