// Usage: node scripts/share-cards.ts <outDir>   (after npm run build)
// Measures the share cards (ADR 035) on a fresh server: how long the first card takes to draw, and
// every page's card in both languages drawn one after another, as after a publish; then keeps a few
// cards and the studio's Pages screen that previews them (1366 and 390 px wide) to look at.
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { GoTrueClient } from "@supabase/auth-js";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { startServer } from "../tests/setup/server.ts";
import { freePort } from "../tests/support/free-port.ts";
import { signInAsOwner, studioOwner } from "../tests/e2e/kit/studio.ts";

const out = process.argv[2] ?? "screenshots/share-cards";
mkdirSync(out, { recursive: true });
const port = await freePort();
// Its own address as SITE_URL: the sign-in API it names must be the one that answers.
const server = await startServer({ PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` });
const browser = await chromium.launch(chromiumLaunchOptions());

type Card = { key: string; lang: string; image: string; title: string };
try {
  const config = (await (await fetch(`${server.url}/api/public-config`)).json()) as { authUrl: string; anonKey: string };
  const auth = new GoTrueClient({ url: config.authUrl, headers: { apikey: config.anonKey }, persistSession: false, autoRefreshToken: false });
  const { data, error } = await auth.signUp(studioOwner);
  if (error || !data.session) throw error ?? new Error("no session");
  const headers = { apikey: config.anonKey, Authorization: `Bearer ${data.session.access_token}` };
  const cards = (await (await fetch(`${server.url}/api/admin/share-cards`, { headers })).json()) as Card[];

  const times: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (const card of cards) {
    const start = performance.now();
    const response = await fetch(`${server.url}${card.image}`);
    const png = Buffer.from(await response.arrayBuffer());
    times.push(performance.now() - start);
    bytes += png.length;
    if (["home", "about", "tool-speed", "landing-web-design"].includes(card.key)) writeFileSync(`${out}/card-${card.key}-${card.lang}.png`, png);
  }
  const total = performance.now() - started;
  const sorted = [...times].sort((a, b) => a - b);
  const again = performance.now();
  for (const card of cards) await (await fetch(`${server.url}${card.image}`)).arrayBuffer();
  console.log(
    [
      `cards: ${cards.length}, ${Math.round(bytes / 1024)} KB in all`,
      `first card (fonts converted and loaded): ${Math.round(times[0]!)} ms`,
      `each card after it: median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms, slowest ${Math.round(sorted.at(-1)!)} ms`,
      `all ${cards.length}, one after another: ${(total / 1000).toFixed(1)} s`,
      `all ${cards.length} again, from memory: ${Math.round(performance.now() - again)} ms`,
    ].join("\n"),
  );

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await signInAsOwner(page, server.url);
    await page.goto(`${server.url}/admin/pages?group=home`);
    const region = page.getByRole("region", { name: "Share card" });
    await region.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="share-cards"] img')].every((img) => (img as HTMLImageElement).naturalWidth > 0),
    );
    await page.screenshot({ path: `${out}/studio-pages-${width}.png` });
    await region.screenshot({ path: `${out}/studio-share-cards-${width}.png` });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
