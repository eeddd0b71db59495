import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../setup/server";

/** A production server whose public address is `siteUrl`. */
const production = (siteUrl: string) =>
  startServer({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    APP_SECRET: "h".repeat(40),
    JWT_SECRET: "j".repeat(40),
    SITE_URL: siteUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "site-https-")),
  });

/** What a page and an API answer say about https. */
async function httpsHeaders(url: string) {
  const out: { hsts: (string | null)[]; upgrades: boolean[] } = { hsts: [], upgrades: [] };
  for (const address of [`${url}/`, `${url}/en/faq`, `${url}/api/health/live`]) {
    const response = await fetch(address);
    expect(response.status, address).toBe(200);
    out.hsts.push(response.headers.get("strict-transport-security"));
    out.upgrades.push((response.headers.get("content-security-policy") ?? "").includes("upgrade-insecure-requests"));
  }
  return out;
}

describe("https is required only where the site is served over https", () => {
  it("an https site tells browsers to use https only (HSTS and upgrade-insecure-requests) on pages and the API", async () => {
    const server = await production("https://studio.example");
    try {
      const { hsts, upgrades } = await httpsHeaders(server.url);
      expect(hsts.every((value) => value?.startsWith("max-age=63072000"))).toBe(true);
      expect(upgrades).toEqual([true, true, true]);
    } finally {
      await server.stop();
    }
  });

  it("before TLS (an address on the local network over http) neither is sent, so the studio loads styled", async () => {
    const server = await production("http://192.168.1.5:3000");
    try {
      const { hsts, upgrades } = await httpsHeaders(server.url);
      expect({ hsts, upgrades }).toEqual({ hsts: [null, null, null], upgrades: [false, false, false] });
      expect(upgrades).toEqual([false, false, false]);
    } finally {
      await server.stop();
    }
  });
});
