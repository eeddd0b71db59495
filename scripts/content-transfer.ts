// Exports or imports everything the owner edits in the studio (settings, lists, page texts, slugs, images).
// Usage: npm run content:export -- FILE      (FILE "-" writes to standard output)
//        npm run content:import -- FILE      (validates the whole file first; a bad file changes nothing)
// Uses the same DATA_DIR / DATABASE_URL as the server, and the server build (npm run build).
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

const rootDir = path.resolve(import.meta.dirname, "..");
const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
const [command, file] = positionals;
if ((command !== "export" && command !== "import") || !file) {
  console.error("Usage: npm run content:export -- FILE  |  npm run content:import -- FILE  [--force]");
  process.exit(1);
}
const buildFile = path.join(rootDir, "build", "server", "index.js");
if (!existsSync(buildFile)) {
  console.error("No build found at build/server/index.js. Run `npm run build` first.");
  process.exit(1);
}

type Transfer = { export: () => Promise<unknown>; import: (raw: unknown) => Promise<{ revision: { id: number } }>; close: () => Promise<void> };
const bundle = (await import(buildFile)) as {
  openContentTransfer: (options: { rootDir: string; env: NodeJS.ProcessEnv; force?: boolean }) => Promise<Transfer>;
  ImportError: new (...args: never[]) => Error & { problem: { path: string; code: string } };
};

let transfer: Transfer;
try {
  transfer = await bundle.openContentTransfer({ rootDir, env: process.env, force: values.force });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
try {
  if (command === "export") {
    const json = JSON.stringify(await transfer.export(), null, 1);
    if (file === "-") process.stdout.write(`${json}\n`);
    else {
      await writeFile(file, json);
      console.log(`Exported the site's content to ${file}.`);
    }
  } else {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      throw new Error(`Cannot read ${file} as JSON: ${(error as Error).message}`);
    }
    const result = await transfer.import(raw);
    console.log(`Imported ${file} as revision ${result.revision.id}.`);
  }
} catch (error) {
  process.exitCode = 1;
  console.error(
    error instanceof bundle.ImportError ? `Refused, nothing changed: ${error.problem.path}: ${error.problem.code}` : (error as Error).message,
  );
} finally {
  await transfer.close();
}
