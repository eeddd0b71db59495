// Usage: node scripts/screenshot.ts http://localhost:3000/ out.png [width] [height] [waitMs] [fullPage]
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";

const [url = "http://localhost:3000/", out = "screenshot.png", width = "1366", height = "900", wait = "4500", full = "0"] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on("console", (msg) => {
  if (msg.type() === "error" || msg.type() === "warning") console.log(`[${msg.type()}] ${msg.text()}`);
});
page.on("pageerror", (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(Number(wait));
if (process.env.SCROLL_TO) {
  await page.evaluate((y) => window.scrollTo(0, Number(y)), process.env.SCROLL_TO);
  await page.waitForTimeout(600);
}
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
