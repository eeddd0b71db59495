import { execFile } from "node:child_process";
import { mkdtempSync, statSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { rootDir, startServer, type RunningServer } from "../setup/server";
import { createTestPostgresDatabase } from "../support/test-databases";
import { fetchFormToken } from "../support/form-token";
import { freePort } from "../support/free-port";

const run = promisify(execFile);
const siteUrl = "http://site.example";

/** npm run backup / restore, as an operator runs them. */
async function cli(command: "backup" | "restore", file: string, env: Record<string, string>, ...flags: string[]) {
  try {
    const { stdout } = await run(process.execPath, ["scripts/backup.ts", command, file, ...flags], {
      cwd: rootDir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr };
  }
}

async function start(env: Record<string, string>) {
  const port = await freePort();
  return startServer({ PORT: String(port), SITE_URL: siteUrl, CONTACT_MIN_FILL_MS: "0", ...env });
}

const owner = { email: "owner@studio.example", password: "a long enough password" };

async function signIn(server: RunningServer) {
  const config = (await (await fetch(`${server.url}/api/public-config`)).json()) as { anonKey: string };
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: config.anonKey, "content-type": "application/json" },
    body: JSON.stringify(owner),
  });
  const body = (await response.json()) as { access_token?: string };
  return { status: response.status, headers: { apikey: config.anonKey, Authorization: `Bearer ${body.access_token}` } };
}

/** Gives an install what an owner's site holds: his account, a changed setting, an enquiry. */
async function fill(server: RunningServer) {
  const config = (await (await fetch(`${server.url}/api/public-config`)).json()) as { anonKey: string };
  const signUp = await fetch(`${server.url}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: config.anonKey, "content-type": "application/json" },
    body: JSON.stringify(owner),
  });
  expect(signUp.status).toBe(200);
  const { headers } = await signIn(server);
  const settings = (await (await fetch(`${server.url}/api/admin/settings`, { headers })).json()) as { values: Record<string, string> };
  const saved = await fetch(`${server.url}/api/admin/settings`, {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ ...settings.values, ownerNameEn: "Zainab Adel", ownerNameAr: "زينب عادل" }),
  });
  expect(saved.status).toBe(200);
  const published = await fetch(`${server.url}/api/admin/content/publish`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: "{}",
  });
  expect(published.status).toBe(200);
  const lead = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      started: await fetchFormToken(server.url),
      lang: "ar",
      name: "مريم",
      email: "maryam@example.com",
      message: "أريد متجراً إلكترونياً لمحلي في الكرادة.",
    }).toString(),
  });
  expect(lead.status).toBe(200);
}

/** What the restored install must show the same: pages, the owner's enquiries and settings. */
async function snapshot(server: RunningServer) {
  const { status, headers } = await signIn(server);
  expect(status).toBe(200);
  const pages = await Promise.all(["/", "/en/about", "/ar/services"].map(async (page) => (await fetch(`${server.url}${page}`)).text()));
  const leads = (await (await fetch(`${server.url}/api/admin/leads?view=all`, { headers })).json()) as {
    items: { id: string; createdAt: string; name: string }[];
  };
  const settings = await (await fetch(`${server.url}/api/admin/settings`, { headers })).json();
  return { pages, leads: leads.items, settings };
}

describe.each([
  ["PGlite", false],
  ["PostgreSQL", true],
])("backup and restore on %s", (_name, postgres) => {
  it("restores into an empty database an install that shows the same pages and holds the same data", async () => {
    const databases: { url: string; drop: () => Promise<void> }[] = [];
    const envFor = async (): Promise<Record<string, string>> => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "site-backup-"));
      if (!postgres) return { DATA_DIR: dataDir };
      const adminUrl = inject("postgresUrl");
      if (!adminUrl) throw new Error(inject("postgresError"));
      const database = await createTestPostgresDatabase(adminUrl);
      databases.push(database);
      return { DATA_DIR: dataDir, DATABASE_URL: database.url };
    };
    try {
      const source = await envFor();
      let server = await start(source);
      let before;
      try {
        await fill(server);
        before = await snapshot(server);
        expect(before.leads).toHaveLength(1);
      } finally {
        await server.stop();
      }
      const file = path.join(mkdtempSync(path.join(tmpdir(), "site-backup-file-")), "site.backup.gz");
      const made = await cli("backup", file, source);
      expect(made.code, made.out).toBe(0);
      expect(made.out).toMatch(/^Backed up \d+ rows in \d+ tables/);
      // Password hashes and secrets: readable by its owner only.
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const target = await envFor();
      const restored = await cli("restore", file, target);
      expect(restored.code, restored.out).toBe(0);
      server = await start(target);
      try {
        const after = await snapshot(server);
        expect(after).toEqual(before);
        expect(after.pages[1]).toContain("Zainab Adel");
      } finally {
        await server.stop();
      }

      // A database that holds a site already is left alone unless the operator says otherwise.
      const again = await cli("restore", file, target);
      expect(again.code).toBe(2);
      expect(again.out).toContain("The database is not empty");
      expect((await cli("restore", file, target, "--replace")).code).toBe(0);

      // A backup from a newer version of the site (a migration this code does not know) is refused.
      const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
      const header = JSON.parse(lines[0]!) as { migrations: number[] };
      header.migrations.push(Date.now());
      const newer = path.join(path.dirname(file), "newer.backup.gz");
      writeFileSync(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join("\n")));
      const refused = await cli("restore", newer, await envFor());
      expect(refused.code).toBe(2);
      expect(refused.out).toContain("made by a newer version of the site");
    } finally {
      for (const database of databases) await database.drop();
    }
  });
});
