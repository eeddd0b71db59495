// The articles at scale (issue 43): 1,000 articles of about 2,000 words in both languages, written
// through the article service as the studio does, then the figures the issue names: a save of one
// article, a publish, the studio's list, a search, and a server's start and memory with them all.
//
//   npm run bench:articles            # 1,000 articles (under a minute on a quiet machine here)
//   npm run bench:articles -- 200     # fewer
import "./source-resolution.ts";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const { openDatabase } = await import("../server/db/database.ts");
const { createArticleService } = await import("../server/articles/article-service.ts");
const { searchTerms } = await import("../core/search/arabic-fold.ts");

const count = Number(process.argv[2] ?? 1000);
const rootDir = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-articles-"));

const arWords =
  "التسويق الرقمي يبدأ بفهم الجمهور ثم اختيار المنصة المناسبة وكتابة محتوى واضح يجيب عن أسئلة العملاء في بغداد والعراق مع قياس النتائج كل أسبوع وتحسين الإعلانات والميزانية".split(
    " ",
  );
const enWords =
  "digital marketing starts with knowing the audience then choosing the right platform and writing clear content that answers customers questions in Baghdad and Iraq while measuring results every week and improving ads and budget".split(
    " ",
  );

/** A body of about `words` words in paragraphs of 80, with a heading every few paragraphs. */
function body(words: string[], total: number, seed: number) {
  const content: unknown[] = [];
  for (let written = 0, paragraph = 0; written < total; paragraph += 1) {
    if (paragraph % 5 === 0)
      content.push({
        type: "heading",
        attrs: { level: 2 },
        content: [{ type: "text", text: `${words[(seed + paragraph) % words.length]} ${paragraph}` }],
      });
    const text = Array.from({ length: 80 }, (_, index) => words[(seed * 7 + paragraph * 13 + index) % words.length]).join(" ");
    content.push({ type: "paragraph", content: [{ type: "text", text }] });
    written += 80;
  }
  return { type: "doc", content };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const time = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
};

const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite"), migrationsDir: path.join(rootDir, "drizzle") });
const articles = createArticleService(handle.db);
const saves: number[] = [];
const publishes: number[] = [];
let bytes = 0;
const started = performance.now();
for (let index = 0; index < count; index += 1) {
  const created = await articles.create("bench", "ar");
  const document = {
    ...created.draft,
    ar: {
      ...created.draft.ar!,
      title: `مقال رقم ${index} عن استراتيجية التسويق`,
      slug: `مقال-${index}`,
      summary: "ملخص قصير للمقال.",
      body: body(arWords, 2000, index),
    },
    en: {
      ...created.draft.ar!,
      title: `Article ${index} on marketing strategy`,
      slug: `article-${index}`,
      summary: "A short summary.",
      body: body(enWords, 2000, index),
    },
    categories: [],
  };
  bytes = JSON.stringify(document).length;
  const save = await time(() => articles.save(created.id, document, created.version, "bench"));
  saves.push(save.ms);
  publishes.push((await time(() => articles.publish(created.id, "bench"))).ms);
  if ((index + 1) % 100 === 0) console.error(`${index + 1} articles written (${Math.round((performance.now() - started) / 1000)} s)`);
}
const recent = (values: number[]) => values.slice(-50);
const lists: number[] = [];
for (let run = 0; run < 10; run += 1) lists.push((await time(() => articles.list())).ms);
const queries = ["استراتيجيه التسويق", "الجمهور المنصه", "بغداد", "الاعلانات الميزانيه", "مقال رقم 99"];
const searches: number[] = [];
let found = 0;
for (let run = 0; run < 4; run += 1)
  for (const query of queries) {
    const search = await time(() => articles.search("ar", searchTerms(query)));
    searches.push(search.ms);
    found = search.result.length;
  }
const englishSearches: number[] = [];
for (const query of ["marketing strategy", "audience platform", "article 99"])
  englishSearches.push((await time(() => articles.search("en", searchTerms(query)))).ms);
const page = await time(() => articles.published("ar", { limit: 12 }));
const addresses = await time(() => articles.addresses());
await handle.close();

// A server on this data directory: how long until it listens, and its memory once it has served the lists.
const server = spawn(process.execPath, ["server/index.ts"], {
  cwd: rootDir,
  env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: "0", PRINT_PORT: "1", LOG_LEVEL: "warn", DATA_DIR: dataDir },
  stdio: ["ignore", "pipe", "inherit"],
});
const spawned = performance.now();
const port = await new Promise<number>((resolve, reject) => {
  let output = "";
  server.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    const match = /LISTENING (\d+)/.exec(output);
    if (match) resolve(Number(match[1]));
  });
  server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
const listening = performance.now() - spawned;
const get = async (pathname: string) => time(async () => (await fetch(`http://127.0.0.1:${port}${pathname}`)).status);
const firstList = await get("/ar/articles");
const firstArticle = await get(`/ar/articles/${encodeURIComponent(`مقال-${Math.floor(count / 2)}`)}`);
for (let run = 0; run < 20; run += 1) await get(`/ar/articles/${encodeURIComponent(`مقال-${(run * 37) % count}`)}`);
const rss = Number(/VmRSS:\s+(\d+) kB/.exec(await import("node:fs").then((fs) => fs.readFileSync(`/proc/${server.pid}/status`, "utf8")))![1]) / 1024;
server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
rmSync(dataDir, { recursive: true, force: true });

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`articles: ${count} in both languages, about 2,000 words each (${Math.round(bytes / 1024)} KB of JSON per article)`);
console.log(`save of one article (median of the last 50): ${ms(median(recent(saves)))}, request body ${Math.round(bytes / 1024)} KB`);
console.log(`publish of one article (median of the last 50): ${ms(median(recent(publishes)))}`);
console.log(`studio list of all ${count} (median of 10): ${ms(median(lists))}`);
console.log(
  `search, Arabic (median of ${searches.length}): ${ms(median(searches))}, slowest ${ms(Math.max(...searches))}; English (median of 3): ${ms(median(englishSearches))}`,
);
console.log(`a page of the public list: ${ms(page.ms)}; every address for the page cache: ${ms(addresses.ms)}`);
console.log(
  `server start with them: listening after ${ms(listening)}; first /ar/articles ${ms(firstList.ms)} (${firstList.result}), first article ${ms(firstArticle.ms)} (${firstArticle.result})`,
);
console.log(`server memory after 22 article pages: ${rss.toFixed(0)} MB RSS`);
void found;
