import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server.ts";
import { signInAsOwner } from "../tests/e2e/kit/studio.ts";
const server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: "en-GB" });
  await signInAsOwner(page, server.url);
  await page.getByTestId("make-progress").waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: "/work/tmp/dash.png", fullPage: true });
  console.log(await page.locator("main").innerText());
} finally { await browser.close(); await server.stop(); }
