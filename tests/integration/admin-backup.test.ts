import { execFile } from "node:child_process";
import { request } from "node:http";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerContent, signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";
import { rootDir, startServer } from "../setup/server";
import { serverBackends, stableHtml } from "../support/test-databases";
import type { RestoreSummary } from "#core/content/backup-wire";
import type { ContentDocument } from "#core/content/content-document";
import type { RevisionInfo } from "#core/content/studio-wire";
import { restoreUploadLimit } from "#core/content/backup-wire";

const run = promisify(execFile);

const backends = serverBackends;
const stable = stableHtml;

const pages = ["/", "/en", "/en/about", "/ar/services", "/en/faq", "/ar/faq", "/en/portfolio"];
const today = new Date().toISOString().slice(0, 10);

type ContentFile = {
  format: string;
  version: number;
  exportedAt: string;
  settings: Record<string, unknown>;
  content: ContentDocument;
  images: unknown[];
};

/** The costly parts of the compressed bombs, made once for both backends. */
const bombParts = (() => {
  let parts: { zeros: Buffer; wide: Buffer; block: Buffer } | undefined;
  return () =>
    (parts ??= {
      zeros: gzipSync(Buffer.alloc(512 * 1024 * 1024), { level: 9 }),
      wide: gzipSync(Buffer.alloc(512 * 1024 * 1024, "a"), { level: 9 }),
      block: gzipSync(Buffer.alloc(64 * 1024 * 1024, "{}\n"), { level: 9 }),
    });
})();

describe.each(backends)("the studio's Backup screen API on $name", (backend) => {
  let server: AuthServer;
  let owner: Record<string, string>;
  let drop: () => Promise<void> = async () => {};
  let content: ReturnType<typeof ownerContent>;

  beforeAll(async () => {
    const setup = await backend.env();
    drop = setup.drop;
    server = await startAuthServer({ LOG_LEVEL: "info", ...setup.env });
    owner = await signUpOwner(server);
    content = ownerContent(server, owner);
    // An owner's site: a changed setting and a published change.
    const settings = (await (await content.api("/api/admin/settings")).json()) as { values: Record<string, unknown> };
    const saved = await content.api("/api/admin/settings", {
      method: "PUT",
      body: JSON.stringify({ ...settings.values, ownerNameEn: "Zainab Adel" }),
    });
    expect(saved.status).toBe(200);
    expect((await content.saveAndPublish((doc) => (doc.lists.faq[0]!.q.en = "Do you answer on Fridays?"))).status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    await drop();
  });

  const upload = (body: Uint8Array | string, query = "", headers: Record<string, string> = owner, check = true) =>
    fetch(`${server.url}/api/admin/backup/restore${check ? "/check" : ""}${query}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/octet-stream" },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });
  const download = async (kind: "content" | "full") => {
    const response = await fetch(`${server.url}/api/admin/backup/${kind}`, { headers: owner });
    expect(response.status).toBe(200);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const revisions = async () => (await (await content.api("/api/admin/content/revisions")).json()) as RevisionInfo[];
  const settingsNow = async () => (await (await content.api("/api/admin/settings")).json()) as { values: Record<string, unknown> };
  /** What a refused file must leave alone: the revisions, the draft, the settings. */
  const state = async () => ({
    revisions: (await revisions()).map((r) => r.id),
    draft: (await content.studio()).draft,
    settings: await settingsNow(),
  });

  it("answers strangers 401 on every route, before reading an upload", async () => {
    const strangers: Record<string, string>[] = [{}, { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` }];
    for (const headers of strangers) {
      for (const kind of ["content", "full"]) {
        const response = await fetch(`${server.url}/api/admin/backup/${kind}`, { headers });
        expect([401, 403], kind).toContain(response.status);
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
      for (const check of [true, false]) {
        const response = await upload("{}", "", headers, check);
        expect([401, 403]).toContain(response.status);
      }
    }
    const big = await upload("x".repeat(3_000_000), "", {});
    expect(big.status).toBe(401);
  });

  it("downloads the content export and a full backup, dated, from the running server", async () => {
    const exported = await download("content");
    expect(exported.response.headers.get("content-disposition")).toBe(`attachment; filename="site-content-${today}.json"`);
    expect(exported.response.headers.get("cache-control")).toBe("no-store");
    const file = JSON.parse(exported.bytes.toString("utf8")) as ContentFile;
    expect(file.format).toBe("baghdad-studio-content");
    expect(file.content.lists.faq[0]!.q.en).toBe("Do you answer on Fridays?");
    expect(file.settings.ownerNameEn).toBe("Zainab Adel");
    // The same file the bearer-token API (and `npm run content:export`) writes.
    const api = (await (await content.api("/api/admin/content/export")).json()) as ContentFile;
    expect({ ...file, exportedAt: "" }).toEqual({ ...api, exportedAt: "" });

    const full = await download("full");
    expect(full.response.headers.get("content-type")).toBe("application/gzip");
    expect(full.response.headers.get("content-disposition")).toBe(`attachment; filename="site-backup-${today}.gz"`);
    const lines = gunzipSync(full.bytes).toString("utf8").split("\n");
    const header = JSON.parse(lines[0]!) as { format: string; tables: string[]; migrations: number[]; secrets: Record<string, string> | null };
    expect(header.format).toBe("baghdad-studio-site-backup");
    expect(header.tables).toEqual(expect.arrayContaining(["auth_users", "content_revisions", "leads", "site_settings"]));
    expect(header.migrations.length).toBeGreaterThan(10);
    // The generated secrets travel with it (this install has no secrets in its environment).
    expect(Object.keys(header.secrets ?? {})).toEqual(expect.arrayContaining(["jwtSecret"]));
    expect(lines.some((line) => line.includes('"email":"owner@studio.example"'))).toBe(true);
    expect(server.output()).toContain('"audit":"backup.download.full"');
    expect(server.output()).toContain('"audit":"backup.download.content"');
  });

  it("summarises what a file changes, changing nothing, then restores it as a new revision when confirmed", async () => {
    const file = JSON.parse((await download("content")).bytes.toString("utf8")) as ContentFile;
    const faq = file.content.lists.faq;
    const [first, second] = [faq[0]!, faq[1]!];
    faq.splice(1, 1);
    first.q.en = "Do you answer on Saturdays?";
    faq.push({ ...structuredClone(second), id: "restored-question" });
    file.content.texts.en["home:meta.title"] = "A title from the backup";
    // A file's settings are in its content since ADR 040 (the top-level copy is for older readers): both are edited.
    expect(file.content.settings?.ownerNameEn).toBe("Zainab Adel");
    file.content.settings!.ownerNameEn = "Zainab A. Adel";
    file.settings.ownerNameEn = "Zainab A. Adel";
    const body = JSON.stringify(file);
    const before = await state();

    const checked = await upload(body);
    expect(checked.status).toBe(200);
    const summary = (await checked.json()) as RestoreSummary;
    expect(summary).toMatchObject({ kind: "content", madeAt: file.exportedAt, dropsDraft: false, settings: ["ownerNameEn"], images: { added: 0 } });
    expect(summary.changes).toEqual([
      { area: "faq", added: 1, removed: 1, changed: 1, reordered: false },
      { area: "texts", added: 1, removed: 0, changed: 0, reordered: false, keys: ["en home:meta.title"] },
    ]);
    expect(await state()).toEqual(before);

    // Something published after the check: the confirmed summary is out of date.
    const stale = await upload(body, `?basis=${summary.basis - 1}`, owner, false);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: "changed_meanwhile" });
    expect(await state()).toEqual(before);

    const restored = await upload(body, `?basis=${summary.basis}`, owner, false);
    expect(restored.status).toBe(200);
    const { revision } = (await restored.json()) as { revision: RevisionInfo };
    expect(revision).toMatchObject({ action: "import", author: "owner@studio.example" });
    expect((await revisions())[0]!.id).toBe(revision.id);
    expect(await (await fetch(`${server.url}/en/faq`)).text()).toContain("Do you answer on Saturdays?");
    expect(await (await fetch(`${server.url}/en`)).text()).toContain("<title>A title from the backup");
    expect((await settingsNow()).values.ownerNameEn).toBe("Zainab A. Adel");
    expect(server.output()).toContain('"audit":"backup.restore"');
  });

  it("restores the content part of a full backup, and says a draft will be dropped", async () => {
    const full = (await download("full")).bytes;
    const published = (await content.studio()).document;
    expect((await content.saveAndPublish((doc) => (doc.lists.faq[0]!.q.en = "Changed after the backup"))).status).toBe(200);
    expect((await content.saveDraft((doc) => (doc.lists.faq[0]!.a.en = "An unpublished answer"))).status).toBe(200);
    const summary = (await (await upload(full)).json()) as RestoreSummary;
    expect(summary).toMatchObject({ kind: "full", dropsDraft: true, settings: [] });
    expect(summary.changes).toEqual([{ area: "faq", added: 0, removed: 0, changed: 1, reordered: false }]);
    expect((await upload(full, `?basis=${summary.basis}`, owner, false)).status).toBe(200);
    const after = await content.studio();
    expect(after.draft).toBeNull();
    expect(after.document).toEqual(published);
    // The session that restored it still works: accounts are not part of what the screen restores.
    expect((await fetch(`${server.url}/api/admin/backup/content`, { headers: owner })).status).toBe(200);
  });

  it("refuses a broken file, another kind of file and a file from a newer version, changing nothing", async () => {
    const exported = (await download("content")).bytes.toString("utf8");
    const full = gunzipSync((await download("full")).bytes)
      .toString("utf8")
      .split("\n");
    const header = JSON.parse(full[0]!) as { migrations: number[]; version: number };
    const newerBackup = gzipSync([JSON.stringify({ ...header, migrations: [...header.migrations, Date.now()] }), ...full.slice(1)].join("\n"));
    const noDocument = JSON.parse(exported) as ContentFile;
    noDocument.content.lists.faq[0]!.q.en = "";
    const cases: [string, Uint8Array | string, string, number?][] = [
      ["an empty file", "", "empty"],
      ["a content file cut short", exported.slice(0, exported.length / 2), "broken_file"],
      ["a full backup cut short", (await download("full")).bytes.subarray(0, 200), "broken_file"],
      ["a picture", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "wrong_kind"],
      ["an Insights export", "day,visits\n2026-11-01,3\n", "wrong_kind"],
      ["another JSON file", JSON.stringify({ name: "package", version: "1.0.0" }), "wrong_kind"],
      ["a content file from a newer version", JSON.stringify({ ...(JSON.parse(exported) as object), version: 2 }), "newer_version"],
      ["a full backup from a newer version", newerBackup, "newer_version"],
      ["a full backup from a newer format", gzipSync([JSON.stringify({ ...header, version: 2 }), ...full.slice(1)].join("\n")), "newer_version"],
      ["a content file that fails the checks", JSON.stringify(noDocument), "invalid_import"],
    ];
    const before = await state();
    for (const [name, body, error] of cases) {
      for (const check of [true, false]) {
        const response = await upload(body, check ? "" : `?basis=${before.revisions[0]}`, owner, check);
        expect(response.status, name).toBe(422);
        expect(((await response.json()) as { error: string }).error, name).toBe(error);
      }
    }
    const invalid = (await (await upload(JSON.stringify(noDocument))).json()) as { problem: { path: string; code: string } };
    // A published question left empty in English: publishing would refuse it, so the restore does before anything changes.
    expect(invalid.problem).toEqual({ path: `content.lists.faq.${noDocument.content.lists.faq[0]!.id}.q.en`, code: "required" });
    expect(await state()).toEqual(before);
  });

  it("refuses compressed bombs before they cost memory, answering other requests throughout", async () => {
    const full = gunzipSync((await download("full")).bytes).toString("utf8");
    const head = `${full.slice(0, full.indexOf("\n"))}\n`;
    const mark = (table: string) => `${JSON.stringify({ table })}\n`;
    const { zeros, wide, block } = bombParts();
    const bombs: [string, Buffer][] = [
      // 512 MiB of zeros in 510 KB: the file that used to stop the server.
      ["the 510 KB bomb", zeros],
      // A row of a table the restore keeps, one line of 512 MiB.
      ["a wide one", Buffer.concat([gzipSync(head + mark("content_images") + '{"id":"'), wide])],
      // A skipped table of 1.1 GiB of tiny rows (gzip members one after the other are one file).
      ["a deep one", Buffer.concat([gzipSync(head + mark("insights_events")), ...Array.from({ length: 17 }, () => block)])],
      // 4 million rows of a table the restore keeps.
      ["a many-rowed one", Buffer.concat([gzipSync(head + mark("content_images")), block])],
    ];
    const pid = server.process.pid!;
    const peak = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
    const before = { state: await state(), peak: peak() };
    for (const [name, body] of bombs) {
      expect(body.length, name).toBeLessThan(restoreUploadLimit);
      let answered = false;
      const refusal = upload(body).then(async (response) => {
        answered = true;
        return { status: response.status, body: (await response.json()) as { error: string } };
      });
      // Another visitor's requests while the file is read: each is answered, and at least one before the refusal.
      let served = 0;
      while (!answered) {
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status, name).toBe(200);
        if (!answered) served += 1;
      }
      expect(await refusal, name).toEqual({ status: 422, body: { error: "unpacks_too_large" } });
      // The others are refused within their first 16 MiB; this one unpacks 1 GiB before its refusal,
      // which used to hold the event loop: other requests are answered while it is read.
      if (name === "a deep one") expect(served, name).toBeGreaterThan(0);
    }
    expect(server.process.exitCode).toBeNull();
    // The largest of them unpacks past 1 GiB; the server never held more than one line and a few chunks of it.
    expect(peak() - before.peak).toBeLessThan(96 * 1024 * 1024);
    expect(await state()).toEqual(before.state);
  });

  it("refuses a document nested a million deep, in a content file and in a full backup, changing nothing", async () => {
    const full = gunzipSync((await download("full")).bytes).toString("utf8");
    const head = full.slice(0, full.indexOf("\n"));
    const deep = `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`;
    const exported = JSON.parse((await download("content")).bytes.toString("utf8")) as ContentFile;
    const before = await state();
    const files: [string, string | Buffer][] = [
      [
        "a content file",
        JSON.stringify({ ...exported, content: { ...exported.content, lists: { ...exported.content.lists, faq: "DEEP" } } }).replace('"DEEP"', deep),
      ],
      ["a content file's settings", JSON.stringify({ ...exported, settings: { ...exported.settings, profiles: "DEEP" } }).replace('"DEEP"', deep)],
      [
        "a full backup",
        gzipSync([head, '{"table":"site_settings"}', "{}", '{"table":"content_revisions"}', `{"id":99,"document":${deep}}`, ""].join("\n")),
      ],
    ];
    for (const [name, body] of files) {
      const response = await upload(body);
      expect(response.status, name).toBe(422);
      expect(["invalid_import", "broken_file"], name).toContain(((await response.json()) as { error: string }).error);
    }
    expect(server.process.exitCode).toBeNull();
    expect(await state()).toEqual(before);
  });

  it("refuses an upload over the limit as it arrives (413), declared or not", async () => {
    const declared = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/api/admin/backup/restore/check`, {
        method: "POST",
        headers: { ...owner, "content-type": "application/octet-stream", "content-length": String(restoreUploadLimit + 1) },
      });
      req.on("response", (res) => resolve(res.statusCode!));
      req.on("error", reject);
      // Headers only: the answer comes before any of the body is sent.
      req.flushHeaders();
    });
    expect(declared).toBe(413);

    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const streamed = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let status = 0;
      const req = request(`${server.url}/api/admin/backup/restore/check`, {
        method: "POST",
        headers: { ...owner, "content-type": "application/octet-stream", "transfer-encoding": "chunked" },
      });
      req.on("response", (res) => {
        status = res.statusCode!;
        res.resume();
        res.on("end", () => resolve({ status, sent }));
      });
      req.on("error", (error) => (status ? resolve({ status, sent }) : reject(error)));
      const write = () => {
        while (!status && sent < restoreUploadLimit * 2) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", write);
        }
        if (!status) req.end();
      };
      write();
    });
    expect(streamed.status).toBe(413);
    // It stopped reading at the limit, not at the end of what the client had to send.
    expect(streamed.sent).toBeLessThan(restoreUploadLimit * 2);
  });
});

describe("a full backup downloaded from the Backup screen", () => {
  it("restores into a fresh data directory as a site with identical pages in both languages", async () => {
    const server = await startAuthServer();
    let before: string[];
    let file: string;
    try {
      const owner = await signUpOwner(server);
      const content = ownerContent(server, owner);
      const settings = (await (await content.api("/api/admin/settings")).json()) as { values: Record<string, unknown> };
      await content.api("/api/admin/settings", {
        method: "PUT",
        body: JSON.stringify({ ...settings.values, ownerNameEn: "Zainab Adel", ownerNameAr: "زينب عادل" }),
      });
      expect(
        (
          await content.saveAndPublish((doc) => {
            doc.lists.faq[0]!.q.ar = "هل تعمل يوم الجمعة؟";
            doc.texts.en["home:meta.title"] = "A title of his own";
          })
        ).status,
      ).toBe(200);
      before = await Promise.all(pages.map(async (page) => stable(await (await fetch(`${server.url}${page}`)).text())));
      const response = await fetch(`${server.url}/api/admin/backup/full`, { headers: owner });
      expect(response.status).toBe(200);
      file = path.join(mkdtempSync(path.join(tmpdir(), "site-screen-backup-")), "site.gz");
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    } finally {
      await server.stop();
    }

    const dataDir = mkdtempSync(path.join(tmpdir(), "site-screen-restore-"));
    const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir };
    const { stdout } = await run(process.execPath, ["scripts/backup.ts", "restore", file], { cwd: rootDir, env });
    expect(stdout).toMatch(/^Restored \d+ rows/);
    // The same SITE_URL as the original (its pages name their own address).
    const restored = await startServer({ DATA_DIR: dataDir, PORT: String(server.port), SITE_URL: server.siteUrl });
    try {
      const after = await Promise.all(pages.map(async (page) => stable(await (await fetch(`${restored.url}${page}`)).text())));
      expect(after).toEqual(before);
      expect(after[2]).toContain("Zainab Adel");
      expect(after[1]).toContain("A title of his own");
    } finally {
      await restored.stop();
    }
  });
});
