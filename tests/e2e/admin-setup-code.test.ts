import { afterAll, beforeAll, describe, expect } from "vitest";
import { startServer, type RunningServer } from "../setup/server";
import { freePort } from "../support/free-port";
import { test } from "./kit/fixtures";
import admin from "../../core/locales/en/admin.json";

// In production the first account needs the setup code from the server log (ADR 010): whoever reaches a fresh install first does not become its owner.
let server: RunningServer;
let setupCode = "";

beforeAll(async () => {
  const port = await freePort();
  server = await startServer({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    APP_SECRET: "e".repeat(40),
    JWT_SECRET: "f".repeat(40),
  });
  const line = server
    .output()
    .split("\n")
    .find((text) => text.includes('"setupCode"'));
  setupCode = (JSON.parse(line!) as { setupCode: string }).setupCode;
});
afterAll(async () => {
  await server?.stop();
});

describe("the owner's sign-up in production", () => {
  test("asks for the setup code, refuses a wrong one in words, and creates the owner with the right one", async ({ openPage }) => {
    // The refused sign-up is a 403 from the auth API: the browser logs it, the page does not.
    const page = await openPage({ clock: false, allowErrors: [/status of 403/] });
    await page.goto(`${server.url}/wp-admin/1986`);
    await page.waitForSelector(`text=${admin.login.setupTitle}`);
    const field = page.locator("#admin-setup-code");
    await field.waitFor();
    expect(await page.locator('label[for="admin-setup-code"]').textContent()).toBe(admin.setup.codeLabel);
    expect(await page.locator("#admin-setup-code-hint").textContent()).toBe(admin.setup.codeHint);
    expect(await field.getAttribute("dir")).toBe("ltr");

    await page.fill("#admin-email", "owner@studio.example");
    await page.fill("#admin-password", "the owner's password");
    await field.fill("AAAAA-AAAAA-AAAAA");
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector(`text=${admin.setup.codeInvalid}`);
    expect(page.url()).toContain("/wp-admin/1986");

    await field.fill(setupCode);
    await page.click('[data-testid="login-submit"]');
    await page.waitForURL("**/admin/dashboard");
  });
});
