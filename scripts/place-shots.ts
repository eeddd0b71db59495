// Usage: node scripts/place-shots.ts <outDir>   (after npm run build)
// The owner's networks, address and hours as visitors see them: the footer, the contact section and the
// assistant, in Arabic and English, at desktop (1366) and phone (390) width; and the studio's Settings
// screen that edits them. Right-to-left mistakes are only seen.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/setup/chromium.ts";
import { GoTrueClient } from "@supabase/auth-js";
import { startServer } from "../tests/setup/server.ts";
import { freePort } from "../tests/support/free-port.ts";
import { goToScreen, signInAsOwner, studioOwner } from "../tests/e2e/kit/studio.ts";
import { ownerSettings } from "../tests/fixtures/studio/owner-settings.ts";

const out = process.argv[2] ?? "screenshots/place";
mkdirSync(out, { recursive: true });
const port = await freePort();
// Its own address as SITE_URL: the sign-in API it names must be the one that answers.
const server = await startServer({ PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` });
const browser = await chromium.launch(chromiumLaunchOptions());

try {
  const config = (await (await fetch(`${server.url}/api/public-config`)).json()) as { authUrl: string; anonKey: string };
  const auth = new GoTrueClient({ url: config.authUrl, headers: { apikey: config.anonKey }, persistSession: false, autoRefreshToken: false });
  const { data, error } = await auth.signUp(studioOwner);
  if (error || !data.session) throw error ?? new Error("no session");
  const saved = await fetch(`${server.url}/api/admin/settings`, {
    method: "PUT",
    headers: { apikey: config.anonKey, Authorization: `Bearer ${data.session.access_token}`, "content-type": "application/json" },
    body: JSON.stringify({
      ...ownerSettings,
      profiles: [
        { network: "tiktok", url: "https://www.tiktok.com/@sarakareem" },
        { network: "instagram", url: "https://www.instagram.com/sarakareem" },
        { network: "snapchat", url: "https://www.snapchat.com/add/sarakareem" },
        { network: "x", url: "https://x.com/sarakareem" },
        { network: "threads", url: "https://www.threads.com/@sarakareem" },
        { network: "behance", url: "https://www.behance.net/sarakareem" },
        { network: "dribbble", url: "https://dribbble.com/sarakareem" },
        { network: "github", url: "https://github.com/sarakareem" },
        { network: "pinterest", url: "https://www.pinterest.com/sarakareem" },
        { network: "whatsapp-channel", url: "https://whatsapp.com/channel/0029VaSara" },
        { network: "telegram", url: "https://t.me/sarakareem" },
      ],
    }),
  });
  if (!saved.ok) throw new Error(`settings: ${saved.status} ${await saved.text()}`);

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on("pageerror", (error) => console.log(`pageerror ${error.message}`));
    await page.clock.install({ time: Date.now() });
    for (const [path, lang] of [
      ["/", "ar"],
      ["/en", "en"],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.clock.fastForward(5_000);
      const contact = page.locator("#contact");
      await contact.scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
      await contact.screenshot({ path: `${out}/contact-${lang}-${width}.png` });
      const footer = page.locator('[data-testid="site-footer"]');
      await footer.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await footer.screenshot({ path: `${out}/footer-${lang}-${width}.png` });
      // The assistant shows itself 20 s after the page loads.
      await page.clock.fastForward(21_000);
      await page.locator('[data-testid="assistant-button"]').click();
      await page.locator('[data-testid="assistant-panel"]').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/assistant-${lang}-${width}.png` });
    }
    await page.close();
  }

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await signInAsOwner(page, server.url);
    await goToScreen(page, "settings");
    await page.locator('[data-testid="profiles-editor"]').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/studio-settings-${width}.png`, fullPage: true });
    for (const part of ["profiles-editor", "hours-editor"])
      await page.locator(`[data-testid="${part}"]`).screenshot({ path: `${out}/studio-${part}-${width}.png` });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
