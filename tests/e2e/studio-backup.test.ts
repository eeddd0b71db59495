import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { startServer, type RunningServer } from "../setup/server";
import { expectNoAxeViolations } from "./kit/axe";
import { failedResponse, test } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { goToScreen, signInAsOwner, toastTitled } from "./kit/studio";

// Restoring changes what every page shows: this file has a server of its own.
let server: RunningServer;
// The installer's nightly backups land in BACKUP_DIR (ADR 061): one made last night, 1.5 MB.
const backups = mkdtempSync(path.join(tmpdir(), "automatic-backups-"));
writeFileSync(path.join(backups, "site-20261128-033100.gz"), Buffer.alloc(1_572_864));
utimesSync(path.join(backups, "site-20261128-033100.gz"), new Date("2026-11-28T00:31:00Z"), new Date("2026-11-28T00:31:00Z"));
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10", BACKUP_DIR: backups });
});
afterAll(async () => {
  await server?.stop();
  rmSync(backups, { recursive: true, force: true });
});

const today = new Date().toISOString().slice(0, 10);

async function openBackup(page: Page) {
  await signInAsOwner(page, server.url);
  await goToScreen(page, "backup");
  await page.waitForURL("**/admin/backup");
  await page.getByRole("heading", { name: "Backup", level: 1 }).waitFor();
}

/** Clicks a download button and returns the file the browser saved, with the name it was offered under. */
async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

const fileInput = (page: Page) => page.getByLabel("File to restore");
const summary = (page: Page) => page.getByRole("group", { name: "What will change" });

describe("the studio's Backup screen", () => {
  test("he downloads both files, restores an edited content file after its summary, and a broken file is refused", async ({ openPage }) => {
    const page = await openPage({ clock: false, allowErrors: [failedResponse("422 (Unprocessable Entity)")] });
    await openBackup(page);
    // The last automatic backup, when and how big (in Baghdad's time).
    expect(await page.getByRole("region", { name: "Automatic backups" }).innerText()).toContain("Last automatic backup: 28 Nov 2026, 03:31, 1.5 MB.");
    // A full backup's secrets are named before he downloads it.
    expect(await page.getByTestId("backup-secrets-warning").textContent()).toContain("password hashes");
    await expectNoAxeViolations(page, "backup screen");

    const content = await downloaded(page, "Download the content");
    expect(content.name).toBe(`site-content-${today}.json`);
    const file = JSON.parse(content.bytes.toString("utf8")) as { format: string; content: { lists: { faq: { q: { en: string } }[] } } };
    expect(file.format).toBe("baghdad-studio-content");
    const full = await downloaded(page, "Download the full backup");
    expect(full.name).toBe(`site-backup-${today}.gz`);
    expect(JSON.parse(gunzipSync(full.bytes).toString("utf8").split("\n")[0]!)).toMatchObject({ format: "baghdad-studio-site-backup" });

    // A content file with one question changed: the summary says exactly that, and nothing changes yet.
    file.content.lists.faq[0]!.q.en = "Do you work on Fridays too?";
    await fileInput(page).setInputFiles({ name: "site-content.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
    await summary(page).waitFor();
    expect(await summary(page).getByTestId("restore-changes").innerText()).toBe("FAQ: 1 changed");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("What will change");
    await expectNoAxeViolations(page, "restore summary");
    const visitor = await openPage();
    await visit(visitor, "/en/faq", server.url);
    expect(await visitor.locator("main").innerText()).not.toContain("Do you work on Fridays too?");

    await summary(page).getByRole("button", { name: "Restore this file" }).click();
    await toastTitled(page, "Restored as revision 2.");
    await page.getByTestId("restore-done").waitFor();
    await summary(page).waitFor({ state: "detached" });
    await visit(visitor, "/en/faq", server.url);
    expect(await visitor.locator("main").innerText()).toContain("Do you work on Fridays too?");

    // Cancel leaves the site alone.
    await fileInput(page).setInputFiles({ name: "site-backup.gz", mimeType: "application/gzip", buffer: full.bytes });
    await summary(page).waitFor();
    expect(await summary(page).innerText()).toContain("A full backup made on");
    expect(await summary(page).getByTestId("restore-changes").innerText()).toBe("FAQ: 1 changed");
    await summary(page).getByRole("button", { name: "Cancel" }).click();
    await summary(page).waitFor({ state: "detached" });

    // A file cut short: refused in words, next to the field, and the site keeps what it shows.
    await fileInput(page).setInputFiles({ name: "site-content.json", mimeType: "application/json", buffer: content.bytes.subarray(0, 500) });
    const refused = page.getByRole("alert").filter({ hasText: "Nothing was changed." });
    await refused.waitFor();
    expect(await refused.innerText()).toContain("The file is damaged or incomplete");
    expect(await fileInput(page).getAttribute("aria-invalid")).toBe("true");
    expect(await summary(page).count()).toBe(0);
    await expectNoAxeViolations(page, "refused file");
    await visit(visitor, "/en/faq", server.url);
    expect(await visitor.locator("main").innerText()).toContain("Do you work on Fridays too?");
  });

  test("at phone width the screen fits, and a file of another kind is refused", async ({ openPage }) => {
    const page = await openPage({ clock: false, mobile: true, allowErrors: [failedResponse("422 (Unprocessable Entity)")] });
    await openBackup(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, "backup screen at phone width");
    await fileInput(page).setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex") });
    const refused = page.getByRole("alert").filter({ hasText: "Nothing was changed." });
    await refused.waitFor();
    expect(await refused.innerText()).toContain("This is not a backup of this site.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, "refused file at phone width");
  });
});
