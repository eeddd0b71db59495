import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rootDir } from "../setup/server";

/**
 * The recipes of docs/recipes.md, applied by `npm run new` in a copy of the project (issue 42, item 5): each
 * writes as many files as its recipe says, and the copy then passes the type check and the tests that guard
 * those files (the catalogues', the translations', the icons', the free-tools page's promise). A recipe whose anchors moved, or whose
 * count is wrong, fails here rather than for the next person who follows it.
 */
const recipes = readFileSync(path.join(rootDir, "docs/recipes.md"), "utf8");
/** The number of files a recipe's heading promises ("## Add a social network (6 files)"). */
const promised = (heading: string) => Number(new RegExp(`^## ${heading} \\((\\d+) files`, "m").exec(recipes)?.[1]);

let copy: string;
const env = () => ({
  // The pinned Node and the project's tools first, as npm runs them.
  PATH: `${path.join(copy, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
  // The copy's runs are not this run's: its flaky-test record is its own (ADR 050).
  FLAKY_STATE_FILE: path.join(copy, "flaky-tests.json"),
  HOME: process.env.HOME ?? "",
});
const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: copy, env: env(), encoding: "utf8" });
const generate = (kind: string, id: string) => run(process.execPath, ["scripts/new.ts", kind, id]);

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), "recipes-"));
  // The project's files as they are (tracked and new), without what is built or installed.
  const files = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: rootDir, encoding: "utf8" }).stdout;
  const existing = files.split("\n").filter((file) => file && existsSync(path.join(rootDir, file)));
  const packed = spawnSync("tar", ["-C", rootDir, "-cf", "-", ...existing], { maxBuffer: 1 << 30 });
  expect(spawnSync("tar", ["-C", copy, "-xf", "-"], { input: packed.stdout, maxBuffer: 1 << 30 }).status).toBe(0);
  symlinkSync(path.join(rootDir, "node_modules"), path.join(copy, "node_modules"));
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

// One try: a second would find the first one's files in the copy.
describe("the recipes, applied by npm run new", { timeout: 240_000, retry: 0 }, () => {
  it("refuses an id that is no id or is taken, and names the kinds", () => {
    const taken = generate("social-network", "facebook");
    expect(taken.status).not.toBe(0);
    expect(taken.stderr).toContain("facebook");
    expect(generate("social-network", "Mastodon!").stderr).toContain("is not an id");
    const usage = generate("rocket", "x").stderr;
    for (const kind of ["social-network", "browser-tool", "server-tool", "studio-list", "setting", "list-field", "page", "migration"])
      expect(usage).toContain(`  ${kind} `);
    expect(generate("setting", "enquiry-retention-months").stderr).toContain("already");
    expect(generate("list-field", "faq.q").stderr).toContain("already");
    expect(generate("list-field", "faq").stderr).toContain("is not an id");
  });

  it("writes each recipe's files, as many as docs/recipes.md says; the copy passes the type check and the tests that guard them", () => {
    for (const [kind, id, heading] of [
      ["social-network", "mastodon", "Add a social network"],
      ["studio-list", "recipe-probes", "Add a studio list"],
      ["browser-tool", "recipe-probe", "Add a browser tool"],
      ["server-tool", "recipe-answer", "Add a server tool"],
      ["setting", "recipe-probe", "Add a setting"],
      ["list-field", "faq.recipeProbe", "Add a field to a studio list"],
      ["page", "recipe-page", "Add a page with its own texts"],
      ["migration", "recipe-probes", "Change the database"],
    ] as const) {
      const made = generate(kind, id);
      expect(made.status, made.stderr).toBe(0);
      const count = Number(/^Wrote (\d+) files/m.exec(made.stdout)?.[1]);
      expect(count, `${kind}: ${made.stdout}`).toBe(promised(heading));
      // Each file it names is new or changed.
      for (const file of made.stdout
        .split("\n")
        .filter((line) => /^ {2}[^\s-]/.test(line))
        .map((line) => line.trim())) {
        const before = existsSync(path.join(rootDir, file)) ? readFileSync(path.join(rootDir, file), "utf8") : undefined;
        expect(readFileSync(path.join(copy, file), "utf8"), file).not.toBe(before);
      }
    }

    const typed = run("sh", ["-c", "react-router typegen && tsc --noEmit -p ."]);
    expect(typed.status, typed.stdout + typed.stderr).toBe(0);
    // The migration brought the committed snapshot to the schema: nothing is left to generate.
    const drift = run("drizzle-kit", ["generate"]);
    expect(drift.stdout, drift.stderr).toContain("No schema changes");
    const tested = run("vitest", [
      "run",
      "--project",
      "unit",
      "core/catalogue",
      "core/locales",
      "core/i18n",
      "core/settings",
      "server/content/shipped-pages.test.ts",
      "core/content",
      "app/components/icons",
      "app/studio/lists/list-texts.test.ts",
      "app/studio/pages",
      "server/db/database.test.ts",
      "app/features/tools",
      "server/tools",
    ]);
    expect(tested.status, tested.stdout.slice(-4000) + tested.stderr.slice(-2000)).toBe(0);
    expect(tested.stdout).toMatch(/\d+ passed, 0 failed/);
  });
});
