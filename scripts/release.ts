// Makes one release archive of the site (issue 46, ADR 061): the built site, its production dependencies, the
// pinned Node.js, the migrations and the installer, with a checksum beside it. The server never runs npm or a build.
// Usage: npm run release [-- --out DIR] [--no-build] [--level 1-9]
//   --out DIR    where the archive goes (default: release/)
//   --no-build   packs the build/ there is (the tests do; a release should build)
//   --level N    gzip level (default 6; the tests use 1)
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const rootDir = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: { out: { type: "string", default: "release" }, "no-build": { type: "boolean", default: false }, level: { type: "string", default: "6" } },
});
const level = Number(values.level);
if (!Number.isInteger(level) || level < 1 || level > 9) throw new Error("--level is a whole number from 1 to 9");

/** Runs a command, failing the release with its output when it fails. */
function run(command: string, args: string[], cwd = rootDir): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const started = Date.now();
if (!values["no-build"]) {
  console.log("Building the site…");
  run("npm", ["run", "build"]);
}
if (!existsSync(path.join(rootDir, "build/server/index.js"))) throw new Error("No build/: run npm run build first");

const git = (...args: string[]) => spawnSync("git", args, { cwd: rootDir, encoding: "utf8" }).stdout.trim();
const commit = git("rev-parse", "--short=12", "HEAD") || "unknown";
// Versions are the commit's day: a release is named by when its code was written, and sorts by it.
const version = git("log", "-1", "--format=%cs") || new Date().toISOString().slice(0, 10);
const journal = JSON.parse(readFileSync(path.join(rootDir, "drizzle/meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
const name = `site-${version}-${commit}`;

// Staged inside the project (same file system): production dependencies are hard links to node_modules, pruned.
const stage = path.join(rootDir, ".tmp/release-stage");
rmSync(stage, { recursive: true, force: true });
const dir = path.join(stage, name);
mkdirSync(dir, { recursive: true });
const skip = (source: string) =>
  !/\.test\.tsx?$/.test(source) && !/\/scripts\/(bench-|wrk|.*-shots\.ts$|screenshot|compare-pages|lighthouse-pages)/.test(source);
// What the server reads at run time besides build/: the colour tokens and fonts of the share cards, the default card.
const runtime = [
  "package.json",
  "package-lock.json",
  "server",
  "core",
  "build",
  "drizzle",
  "scripts",
  "deploy",
  "public",
  "app/app.css",
  "app/fonts",
];
for (const entry of runtime) cpSync(path.join(rootDir, entry), path.join(dir, entry), { recursive: true, filter: skip });

console.log("Copying the production dependencies…");
run("cp", ["-al", path.join(rootDir, "node_modules"), path.join(dir, "node_modules")]);
run("npm", ["prune", "--omit=dev", "--offline", "--ignore-scripts", "--no-audit", "--no-fund"], dir);
// The pinned Node.js (the `node` package; Debian 12's own is too old), as bin/node.
mkdirSync(path.join(dir, "bin"));
const pinnedNode = path.join(rootDir, "node_modules/node/bin/node");
cpSync(existsSync(pinnedNode) ? pinnedNode : process.execPath, path.join(dir, "bin/node"));
const nodeVersion = run(path.join(dir, "bin/node"), ["--version"]).trim();

const release = { name, version, commit, migrations: journal.entries.length, lastMigration: journal.entries.at(-1)?.tag, node: nodeVersion };
writeFileSync(path.join(dir, "RELEASE.json"), `${JSON.stringify({ ...release, builtAt: new Date().toISOString() }, null, 2)}\n`);

const outDir = path.resolve(rootDir, values.out);
mkdirSync(outDir, { recursive: true });
const archive = path.join(outDir, `${name}.tar.gz`);
console.log("Packing…");
run("bash", ["-o", "pipefail", "-c", `tar -C "${stage}" -cf - "${name}" | gzip -${level} > "${archive}"`]);
rmSync(stage, { recursive: true, force: true });

const hash = createHash("sha256");
for await (const chunk of createReadStream(archive)) hash.update(chunk as Buffer);
writeFileSync(`${archive}.sha256`, `${hash.digest("hex")}  ${path.basename(archive)}\n`);
const megabytes = (statSync(archive).size / 1024 / 1024).toFixed(0);
console.log(
  `RELEASE ${archive} (${megabytes} MB, ${journal.entries.length} migrations, Node ${nodeVersion}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
