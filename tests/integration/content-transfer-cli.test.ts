import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rootDir, startServer } from "../setup/server";

// `npm run content:export -- FILE` and `npm run content:import -- FILE`, on the embedded database the server uses.
const dir = mkdtempSync(path.join(tmpdir(), "content-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function transfer(args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["scripts/content-transfer.ts", ...args], {
      cwd: rootDir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: path.join(dir, "data") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

describe("content export and import commands", () => {
  it("export a file, import a changed one as a new revision, and refuse a broken one without changing anything", async () => {
    const file = path.join(dir, "content.json");
    const exported = await transfer(["export", file]);
    expect(exported, exported.output).toMatchObject({ code: 0 });
    expect(exported.output).toContain(`Exported the site's content to ${file}.`);
    const document = JSON.parse(readFileSync(file, "utf8")) as {
      format: string;
      settings: Record<string, string>;
      content: { lists: { faq: { q: { en: string } }[] }; settings?: Record<string, string> };
    };
    expect(document.format).toBe("baghdad-studio-content");

    document.content.lists.faq[0]!.q.en = "A question from the command line?";
    // The settings are in the content since ADR 040 (the top-level copy is for older readers): both are edited.
    expect(document.content.settings?.ownerNameEn).toBe(document.settings.ownerNameEn);
    document.content.settings!.ownerNameEn = "Sara Kareem";
    document.settings.ownerNameEn = "Sara Kareem";
    const changed = path.join(dir, "changed.json");
    writeFileSync(changed, JSON.stringify(document));
    const imported = await transfer(["import", changed]);
    expect(imported, imported.output).toMatchObject({ code: 0 });
    expect(imported.output).toContain("as revision 2.");

    const broken = path.join(dir, "broken.json");
    writeFileSync(broken, JSON.stringify({ ...document, content: { ...document.content, version: 9 } }));
    const refused = await transfer(["import", broken]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Refused, nothing changed: content.version");
    expect((await transfer(["import", path.join(dir, "missing.json")])).output).toContain("Cannot read");
    expect((await transfer(["publish"])).output).toContain("Usage: npm run content:export");

    const server = await startServer({ DATA_DIR: path.join(dir, "data") });
    try {
      // A running server holds the embedded database: the command says so instead of corrupting it.
      expect((await transfer(["export", file])).output).toContain("is in use");
      const faq = await (await fetch(`${server.url}/en/faq`)).text();
      expect(faq).toContain("A question from the command line?");
      expect(faq).toContain("Sara Kareem");
    } finally {
      await server.stop();
    }
  });
});
