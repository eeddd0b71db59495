import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { pageQueryParams, serverReadParams } from "./page-query";

const appDir = path.resolve(import.meta.dirname, "../../app");

/** Parameters read from something other than the page's own address, or on pages the cache never serves. */
const notPageQuery: Record<string, string> = {
  v: "a YouTube link's video id (video-id.ts), not this site's address",
  "utm_${key}": "the Insights collector reads the campaign in the browser, after the page has loaded; the page itself is the same",
};
/** The studio is never cached (its pages are rendered for their owner). */
const neverCached = (file: string) => file.startsWith(path.join(appDir, "studio") + path.sep);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("query parameters the pages read on the server", () => {
  test("every parameter a public page reads is one the page cache renders for its visitor", () => {
    const read = new Map<string, string>();
    for (const file of sources(appDir)) {
      if (neverCached(file)) continue;
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/\b(?:params|searchParams)\.(?:get|has|getAll)\(\s*["'`]([^"'`]+)["'`]/g))
        read.set(match[1]!, path.relative(appDir, file));
      for (const match of text.matchAll(/\b(?:params|searchParams)\.(?:get|has|getAll)\(\s*([A-Za-z]\w*)\s*\)/g))
        read.set(`(constant ${match[1]})`, path.relative(appDir, file));
    }
    // The scan finds what it should: the filter, a generator's and a tool's parameters.
    expect([...read.keys()]).toEqual(expect.arrayContaining(["category", "topic", "platform"]));
    const missing = [...read]
      .filter(([name]) => !name.startsWith("(constant") && !serverReadParams.includes(name) && !(name in notPageQuery))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  test("every such parameter is read by a page that says which values it knows, and by no other", () => {
    expect(pageQueryParams().sort()).toEqual([...new Set(serverReadParams)].sort());
  });
});
