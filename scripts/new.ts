// Applies a recipe of docs/recipes.md: `npm run new -- <kind> <id> [--root DIR]`. Writes every file the recipe
// names, so the type check and the catalogue's tests pass at once, and prints what it wrote and what is left to a
// person (the real words, the real drawing). `tests/integration/recipes.test.ts` runs each kind in a copy of the
// project with the type check and the tests that guard it; the file counts in docs/recipes.md come from it.
//   social-network <id>   a network the owner can link his profile on (catalogue, labels, icon)
//   studio-list <name>    a list the owner edits in the studio (its description, the catalogue line, its texts)
//   browser-tool <id>     a free tool that runs in the page (catalogue, texts, namespace, component, its chunk and icon)
//   server-tool <id>      a free tool answered by the server (a browser tool's files, its endpoint and its report)
//   setting <id>          a setting the owner fills in the studio (its description, its label in both languages)
//   list-field <list>.<field>  a field of a studio list's items (its description, its label in both languages)
//   page <id>             a page at /{lang}/<id> with its own texts (path, namespace, route, Pages screen group)
//   migration <name>      a change to the database's tables (schema.ts, then drizzle-kit writes the SQL)
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { root: { type: "string" } } });
const root = path.resolve(values.root ?? path.join(import.meta.dirname, ".."));
const [kind, id] = positionals;

const written = new Set<string>();
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  written.add(file);
};
/** Puts `insert` right before or after the one place `anchor` appears in `file`. */
function insertAt(side: "before" | "after", file: string, anchor: string, insert: string) {
  const text = read(file);
  const found = text.indexOf(anchor);
  if (found < 0 || text.indexOf(anchor, found + 1) >= 0) throw new Error(`${file}: the recipe's anchor is not there once: ${anchor}`);
  const at = side === "before" ? found : found + anchor.length;
  write(file, text.slice(0, at) + insert + text.slice(at));
}
const insertBefore = (file: string, anchor: string, insert: string) => insertAt("before", file, anchor, insert);
const insertAfter = (file: string, anchor: string, insert: string) => insertAt("after", file, anchor, insert);
/** Sets `keys` (a path of object keys) in a locale file to `value`, keeping the file's formatting (2 spaces). */
function setJson(file: string, keys: string[], value: unknown) {
  const json = JSON.parse(read(file)) as Record<string, unknown>;
  let at = json;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (last in at) throw new Error(`${file}: ${keys.join(".")} is there already`);
  at[last] = value;
  write(file, `${JSON.stringify(json, null, 2)}\n`);
}
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const title = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => (dash ? " " : "") + c.toUpperCase());

/** Whether a locale file has a value at `keys`. */
const hasJson = (file: string, keys: string[]) =>
  keys.reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), JSON.parse(read(file))) !==
  undefined;

/**
 * Everything a free tool needs but what it does (its component, `source`): its catalogue entry, texts, namespace,
 * chunk, icon and the free-tools page's promise. The browser-tool and server-tool recipes share it.
 */
type ToolNames = { tool: string; component: string; namespace: string };

function addTool(tool: string, source: (names: ToolNames) => string): string[] {
  const namespace = `tool-${tool}`;
  const component = source({ tool, component: `${title(tool).replace(/ /g, "")}Tool`, namespace });
  insertBefore("core/catalogue/tools.ts", "] as const satisfies", `  { id: ${JSON.stringify(tool)}, namespace: ${JSON.stringify(namespace)} },\n`);
  const words = {
    ar: {
      title: `أداة ${title(tool)}`,
      description: "ما تفعله الأداة للزائر في جملة.",
      meta: "وصف الصفحة لمحركات البحث: ما تفعله الأداة ولمن، في جملة أو جملتين.",
      label: "ما تريد فحصه",
      submit: "ابدأ",
      result: "النتيجة",
    },
    en: {
      title: title(tool),
      description: "What the tool does for a visitor, in a sentence.",
      meta: "The page's description for search engines: what the tool does and for whom, in a sentence or two.",
      label: "What to check",
      submit: "Start",
      result: "Result",
    },
  };
  for (const lang of ["ar", "en"] as const) {
    const w = words[lang];
    setJson(`core/locales/${lang}/tools.json`, ["items", tool], {
      title: w.title,
      description: w.description,
      meta: { slug: tool, title: w.title, description: w.meta },
    });
    // The free-tools page promises exactly the tools it has (page-promises.test.ts): it names this one too.
    const pages = JSON.parse(read(`core/locales/${lang}/pages.json`)) as { "free-tools": { meta: { description: string } } };
    const said = pages["free-tools"].meta.description.replace(/\.$/, "");
    pages["free-tools"].meta.description = lang === "ar" ? `${said}، و${w.title}.` : `${said}, and ${w.title}.`;
    write(`core/locales/${lang}/pages.json`, `${JSON.stringify(pages, null, 2)}\n`);
    write(
      `core/locales/${lang}/${namespace}.json`,
      `${JSON.stringify({ form: { text: { label: w.label }, submit: w.submit }, result: { title: w.result } }, null, 2)}\n`,
    );
  }
  const resources = read("app/i18n/typed-resources.ts");
  const lastImport = [...resources.matchAll(/^import type \w+ from "\.\.\/\.\.\/core\/locales\/ar\/tool-[a-z-]+\.json";\n/gm)].at(-1)!;
  insertAfter("app/i18n/typed-resources.ts", lastImport[0], `import type ${camel(namespace)} from "../../core/locales/ar/${namespace}.json";\n`);
  const lastEntry = [...read("app/i18n/typed-resources.ts").matchAll(/^ {2}"tool-[a-z-]+": typeof \w+;\n/gm)].at(-1)!;
  insertAfter("app/i18n/typed-resources.ts", lastEntry[0], `  ${JSON.stringify(namespace)}: typeof ${camel(namespace)};\n`);
  write(`app/features/tools/${tool}/${tool}-tool.tsx`, component);
  insertBefore(
    "app/features/tools/tool-modules.ts",
    "} satisfies Record<ToolId, () => Promise<{ default: ComponentType }>>;",
    `  ${JSON.stringify(tool)}: () => import("./${tool}/${tool}-tool"),\n`,
  );
  insertBefore("app/features/tools/tool-components.ts", "} satisfies Record<ToolId, LucideIcon>;", `  ${JSON.stringify(tool)}: Wrench,\n`);
  insertBefore(
    "app/features/tools/tool-components.ts",
    "} satisfies Record<ToolId, ComponentType>;",
    `  ${JSON.stringify(tool)}: lazy(toolModules[${JSON.stringify(tool)}]),\n`,
  );
  // Its icon until someone picks one (imported once, whichever tool added it first).
  if (!/import \{[^}]*\bWrench\b[^}]*\} from "lucide-react"/.test(read("app/features/tools/tool-components.ts")))
    insertBefore("app/features/tools/tool-components.ts", ", type LucideIcon }", ", Wrench");
  insertBefore(
    "core/i18n/page-promises.test.ts",
    "\n};\n\ndescribe(",
    `\n  ${JSON.stringify(tool)}: { ar: /${words.ar.title}/, en: /${words.en.title}/ },`,
  );
  return [
    `app/features/tools/${tool}/${tool}-tool.tsx: the tool itself (its logic in pure modules beside it, with unit tests)`,
    `the texts in both languages: tools.items.${tool} (its card and page, meta.slug its address) and ${namespace}.json`,
    `the free-tools page's description (pages.json) names it at its end: write it into the sentence, and its pattern in core/i18n/page-promises.test.ts`,
    `app/features/tools/tool-components.ts: its icon in place of Wrench`,
    `a browser test, tests/e2e/tool-${tool}.test.ts, with the kit in tests/e2e/kit/`,
  ];
}

/** A browser tool's component: a form whose answer is worked out in the page. */
const browserComponent = ({ tool, component, namespace }: ToolNames) =>
  `import { useState, type FormEvent } from "react";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/features/tools/kit/tool-field";
import { useT } from "~/i18n/use-lang";
import { toolCompleted } from "~/utils/insights";

/** ${title(tool)}: what it does, in the visitor's browser. Its logic goes in pure modules beside this file. */
export default function ${component}() {
  const { t } = useT(${JSON.stringify(namespace)});
  const [input, setInput] = useState("");
  const [result, setResult] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(input.trim());
    toolCompleted();
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <Field label={t("form.text.label")}>
        {(control) => <input {...control} value={input} onChange={(event) => setInput(event.target.value)} className={inputClass(false)} />}
      </Field>
      <button type="submit" className="btn-primary justify-self-start">
        {t("form.submit")}
      </button>
      {result !== null && (
        <section aria-live="polite">
          <h2 className="font-bold">{t("result.title")}</h2>
          <p>{result}</p>
        </section>
      )}
    </form>
  );
}
`;

/** A server tool's component: a form whose answer comes from its endpoint (useToolRequest: loading, errors, a newer request winning). */
const serverComponent = ({ tool, component, namespace }: ToolNames) =>
  `import { useState, type FormEvent } from "react";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/features/tools/kit/tool-field";
import { useToolRequest } from "~/features/tools/kit/use-tool-request";
import { useT } from "~/i18n/use-lang";
import type { ${title(tool).replace(/ /g, "")}Report } from "#core/tools/${tool}-report";

/** ${title(tool)}: what it does, answered by POST /api/tools/${tool}. */
export default function ${component}() {
  const { t } = useT(${JSON.stringify(namespace)});
  const [input, setInput] = useState("");
  const { state, post } = useToolRequest<${title(tool).replace(/ /g, "")}Report>({ timeoutMs: 20_000 });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void post("/api/tools/${tool}", { input }, null);
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-busy={state.kind === "loading"}>
      <Field label={t("form.text.label")} errorRole="alert" error={state.kind === "error" ? state.error.message : undefined}>
        {(control) => <input {...control} value={input} onChange={(event) => setInput(event.target.value)} className={inputClass(state.kind === "error")} />}
      </Field>
      <button type="submit" className="btn-primary justify-self-start" disabled={state.kind === "loading"}>
        {t("form.submit")}
      </button>
      {state.kind === "success" && (
        <section aria-live="polite">
          <h2 className="font-bold">{t("result.title")}</h2>
          <p>{state.data.answer}</p>
        </section>
      )}
    </form>
  );
}
`;

/** The studio list file that describes `list` (`name: "<list>"`), or undefined. */
const listFile = (list: string) =>
  readdirSync(path.join(root, "core/content/lists"))
    .map((file) => `core/content/lists/${file}`)
    .find((file) => file.endsWith(".ts") && read(file).includes(`name: ${JSON.stringify(list)},`));
/** A list-field id: the list's name, a dot, the field's name in camelCase. */
const splitListField = (id: string) => {
  const [list = "", field = ""] = id.split(".");
  return { list, field };
};

const kinds: Record<string, { about: string; pattern?: RegExp; taken: (id: string) => boolean; make: (id: string) => string[] }> = {
  setting: {
    about: "a setting the owner fills in the studio",
    taken: (id) => read("core/settings/settings-fields.ts").includes(`\n  ${camel(id)}: setting(`),
    make(id) {
      const field = camel(id);
      // An optional text in the contact box, empty until he fills it: nothing to mark as sample.
      insertBefore(
        "core/settings/settings-fields.ts",
        "  profiles: setting(",
        `  ${field}: setting(kinds.optionalText(120), { group: "contact", shipped: "", sample: false }),\n`,
      );
      for (const lang of ["ar", "en"])
        setJson(`core/locales/${lang}/admin.json`, ["studio", "settings", "fields", field], {
          label: lang === "ar" ? `إعداد ${title(id)}` : title(id),
          hint: lang === "ar" ? "اتركه فارغاً إن لم يكن لديك." : "Leave it empty if you have none.",
        });
      return [
        `core/settings/settings-fields.ts: its kind (settingKinds), its box, what a fresh install ships (sample: true for a sample to replace)`,
        `the label and hint in both languages (studio.settings.fields.${field})`,
        `the page that shows it: SiteSettings carries it (usePublicShell().settings.${field})`,
      ];
    },
  },
  migration: {
    about: "a change to the database's tables: a new one here, for you to shape",
    taken: (name) => readdirSync(path.join(root, "drizzle")).some((file) => file.endsWith(`_${name.replace(/-/g, "_")}.sql`)),
    make(name) {
      const table = name.replace(/-/g, "_");
      // A table to shape: the schema is the truth, and drizzle-kit writes the SQL that brings a database to it.
      write(
        "server/db/schema.ts",
        `${read("server/db/schema.ts").trimEnd()}\n\n/** What this table holds, and who writes and reads it. */\nexport const ${camel(name)} = pgTable(${JSON.stringify(table)}, {\n  id: bigserial("id", { mode: "number" }).primaryKey(),\n  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),\n});\n`,
      );
      const journal = "drizzle/meta/_journal.json";
      const before = (JSON.parse(read(journal)) as { entries: { idx: number; tag: string }[] }).entries.length;
      const kit = spawnSync(path.join(root, "node_modules/.bin/drizzle-kit"), ["generate", "--name", table], { cwd: root, encoding: "utf8" });
      if (kit.status !== 0) throw new Error(`drizzle-kit generate failed:\n${kit.stdout}${kit.stderr}`);
      const added = (JSON.parse(read(journal)) as { entries: { idx: number; tag: string }[] }).entries.slice(before);
      if (added.length !== 1) throw new Error(`drizzle-kit wrote ${added.length} migrations:\n${kit.stdout}`);
      const { idx, tag } = added[0]!;
      for (const file of [`drizzle/${tag}.sql`, `drizzle/meta/${String(idx).padStart(4, "0")}_snapshot.json`, journal]) written.add(file);
      return [
        `server/db/schema.ts: the table's real columns, indexes and checks, then generate again (delete this migration's three files first; once it has shipped, change the table in a new migration instead)`,
        `a change of data as well as of shape (moving values between columns): npm run db:generate -- --custom --name <name> writes an empty SQL file to fill, as drizzle/0024_settings_values.sql does`,
        `a shipped migration is never edited: every install has run it`,
      ];
    },
  },
  page: {
    about: "a page at /{lang}/<id> with its own texts, editable in the studio",
    taken: (page) =>
      read("core/i18n/page-paths.ts").includes(`\n  ${JSON.stringify(page)},\n`) || existsSync(path.join(root, `core/locales/en/${page}.json`)),
    make(page) {
      const key = camel(page);
      // Its address: one fixed segment per language, the page's id (the sitemap, hreflang and the language toggle follow).
      insertBefore("core/i18n/page-paths.ts", "] as const;\nexport type StaticPage", `  ${JSON.stringify(page)},\n`);
      // Its texts: a namespace of its own, sent with the page only.
      insertBefore("core/i18n/namespaces.ts", '  "admin",\n] as const;', `  ${JSON.stringify(page)},\n`);
      const words = {
        ar: {
          title: `صفحة ${title(page)}`,
          description: "وصف الصفحة لمحركات البحث في جملة أو جملتين.",
          lead: "سطر يقول للزائر ما في الصفحة.",
          content: "نص الصفحة.",
        },
        en: {
          title: title(page),
          description: "The page's description for search engines, in a sentence or two.",
          lead: "A line telling a visitor what the page holds.",
          content: "The page's text.",
        },
      };
      for (const lang of ["ar", "en"] as const) {
        const w = words[lang];
        write(
          `core/locales/${lang}/${page}.json`,
          `${JSON.stringify({ meta: { title: w.title, description: w.description }, title: w.title, lead: w.lead, content: w.content }, null, 2)}\n`,
        );
        // The Pages screen lists its texts as one group, named in the studio's languages.
        setJson(`core/locales/${lang}/admin.json`, ["studio", "pages", "groups", key], w.title);
      }
      insertBefore(
        "app/i18n/typed-resources.ts",
        'import type legal from "../../core/locales/ar/legal.json";',
        `import type ${key} from "../../core/locales/ar/${page}.json";\n`,
      );
      insertBefore("app/i18n/typed-resources.ts", "  legal: typeof legal;", `  ${JSON.stringify(page)}: typeof ${key};\n`);
      insertBefore("core/content/page-meta-key.ts", "} as const satisfies Record<Extract<Page", `  ${JSON.stringify(page)}: "${page}:meta",\n`);
      // The studio's Pages screen: a group of its own (its kind, its section, its page, its whole namespace).
      const groups = "app/studio/pages/text-groups.ts";
      insertBefore(groups, '  "contact",\n  "legal",\n  "assistant",', `  ${JSON.stringify(key)},\n`);
      insertBefore(groups, '  contact: "pages",\n  legal: "pages",', `  ${JSON.stringify(key)}: "pages",\n`);
      insertBefore(groups, '  contact: "contact",\n  legal: "privacy-policy",', `  ${JSON.stringify(key)}: ${JSON.stringify(page)},\n`);
      insertBefore(groups, '  contact: "contact",\n  legal: "legal",\n};', `  ${JSON.stringify(page)}: ${JSON.stringify(key)},\n`);
      insertBefore(
        "app/routes.ts",
        '    route("contact", "routes/contact.tsx"',
        `    route(${JSON.stringify(page)}, "routes/${page}.tsx", { id: \`\${lang}/${page}\` }),\n`,
      );
      write(
        `app/routes/${page}.tsx`,
        `import type { Route } from "./+types/${page}";
import { pageData } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { PageHeader } from "~/components/page/page-header";
import { useT } from "~/i18n/use-lang";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData({
    request,
    context,
    page: { kind: "static", page: ${JSON.stringify(page)} },
    ns: [${JSON.stringify(page)}],
    metaKey: "${page}:meta",
    crumb: { title: "${page}:title" },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ${title(page).replace(/ /g, "")}Page() {
  const { t } = useT(${JSON.stringify(page)});
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("lead")} />
      <div className="container-page py-14">
        <p className="max-w-3xl leading-8 text-muted">{t("content")}</p>
      </div>
    </>
  );
}
`,
      );
      return [
        `core/locales/{ar,en}/${page}.json: the page's real words (and the search title and description under meta)`,
        `app/routes/${page}.tsx: what the page shows (build it from ~/components and a feature folder of its own)`,
        `core/i18n/page-paths.ts: a different segment per language, if it should not be its id; a link to it from the header or footer`,
      ];
    },
  },
  "list-field": {
    about: "a field of a studio list's items (<list>.<field>)",
    pattern: /^[a-z][a-z0-9]*(-[a-z0-9]+)*\.[a-z][a-zA-Z0-9]*$/,
    taken: (id) => {
      const { list, field } = splitListField(id);
      const file = listFile(list);
      if (!file) throw new Error(`There is no studio list “${list}”.`);
      return new RegExp(`\\n\\s+${field}: `).test(read(file));
    },
    make(id) {
      const { list, field } = splitListField(id);
      const file = listFile(list)!;
      // Optional, so the shipped items and the tests' items need no value for it (they get its empty one).
      const text = read(file);
      const start = text.indexOf(`name: ${JSON.stringify(list)},`);
      const fields = text.indexOf("fields: {\n", start);
      write(
        file,
        `${text.slice(0, fields + "fields: {\n".length)}    ${field}: text(200, { optional: true }),\n${text.slice(fields + "fields: {\n".length)}`,
      );
      if (!/import \{[^}]*\btext\b[^}]*\} from "\.\.\/list-kit"/.test(read(file))) throw new Error(`${file} does not import text from list-kit`);
      for (const lang of ["ar", "en"])
        setJson(`core/locales/${lang}/admin.json`, ["studio", "lists", "screens", list, "fields", field], {
          label: lang === "ar" ? `حقل ${title(field)}` : title(field),
          hint: lang === "ar" ? "اختياري." : "Optional.",
        });
      return [
        `${file}: its kind and limits (list-kit), and where the editor shows it (the order of the fields)`,
        `the label and hint in both languages (studio.lists.screens.${list}.fields.${field})`,
        `the page that shows it: its items carry it (siteContent(request, context)[${JSON.stringify(list)}])`,
      ];
    },
  },
  "social-network": {
    about: "a network the owner can link his profile on",
    taken: (network) =>
      hasJson("core/locales/en/common.json", ["footer", "social", network]) || read("core/catalogue/social-networks.ts").includes(`\n  ${network}: `),
    make(network) {
      // Last: the studio offers the networks in the catalogue's order, and the labels follow it.
      insertBefore(
        "core/catalogue/social-networks.ts",
        "} as const satisfies Record<string, { hosts: readonly string[]; path?: string }>;",
        `  ${JSON.stringify(network)}: { hosts: [${JSON.stringify(`${network}.com`)}] },\n`,
      );
      for (const lang of ["ar", "en"]) {
        // Arabic names networks in Arabic letters («بنترست»); this one until someone writes its name.
        const label = lang === "ar" ? `شبكة ${title(network)}` : title(network);
        setJson(`core/locales/${lang}/common.json`, ["footer", "social", network], label);
        setJson(`core/locales/${lang}/admin.json`, ["studio", "settings", "networks", network], label);
        // The Pages screen names the footer's text by the network (text-labels.test.ts).
        setJson(`core/locales/${lang}/admin.json`, ["studio", "pages", "keyWords", "segments", network], label);
      }
      insertAfter(
        "app/components/icons/social-icons.svg",
        "-->\n",
        `<symbol id="${network}" viewBox="0 0 24 24"><circle fill="currentColor" cx="12" cy="12" r="9"/></symbol>\n`,
      );
      return [
        `core/catalogue/social-networks.ts: the network's real hosts (and \`path\` if the host serves other things too)`,
        `the labels in Arabic and English (footer.social.${network}, studio.settings.networks.${network}): its name as people write it`,
        `app/components/icons/social-icons.svg: draw its mark in currentColor in place of the circle`,
      ];
    },
  },
  "browser-tool": {
    about: "a free tool that runs in the visitor's browser",
    taken: (tool) => read("core/catalogue/tools.ts").includes(`id: "${tool}"`),
    make: (tool) => addTool(tool, browserComponent),
  },
  "server-tool": {
    about: "a free tool answered by the server (a browser tool's files, its endpoint and its report)",
    taken: (tool) => read("core/catalogue/tools.ts").includes(`id: "${tool}"`),
    make(tool) {
      const left = addTool(tool, serverComponent);
      const name = title(tool).replace(/ /g, "");
      write(
        `core/tools/${tool}-report.ts`,
        `/** What POST /api/tools/${tool} answers: the report the page shows. */\nexport type ${name}Report = { answer: string };\n`,
      );
      write(
        `server/tools/${tool}/${tool}-api.ts`,
        `import express from "express";
import { z } from "zod";
import type { ${name}Report } from "#core/tools/${tool}-report";
import { parseToolInput, toolJson, type ServerTool, type ToolDeps } from "../tool-http";

const input = z.object({ input: z.string().trim().min(1).max(200), lang: z.enum(["ar", "en"]).optional() });

/** POST /api/tools/${tool} {input, lang}: ${title(tool)}. Rate-limited per visitor like every tool; its errors are worded in the page's language. */
export function create${name}Tool(deps: ToolDeps): ServerTool {
  const router = express.Router();
  router.post("/${tool}", toolJson, deps.rateLimit(${JSON.stringify(tool)}), (req, res) => {
    const body = parseToolInput(input, req, res);
    if (!body) return;
    const report: ${name}Report = { answer: body.input };
    res.setHeader("Cache-Control", "no-store");
    res.json(report);
  });
  return { router };
}
`,
      );
      insertBefore("server/tools/tools-api.ts", "import { createWebsiteSpeedTool }", `import { create${name}Tool } from "./${tool}/${tool}-api";\n`);
      insertAfter("server/tools/tools-api.ts", "createWebsiteSpeedTool(deps)", `, create${name}Tool(deps)`);
      return [
        ...left,
        `server/tools/${tool}/${tool}-api.ts: the work (anything fetched goes through deps.fetcher, which refuses private addresses), with a unit test and an integration test against a fixture server on loopback`,
        `core/tools/${tool}-report.ts: the report's real shape`,
      ];
    },
  },
  "studio-list": {
    about: "a list the owner edits in the studio",
    taken: (name) =>
      existsSync(path.join(root, `core/content/lists/${name}.ts`)) || hasJson("core/locales/en/admin.json", ["studio", "lists", "screens", name]),
    make(name) {
      const constant = camel(name);
      write(
        `core/content/lists/${name}.ts`,
        `import { ListChecks } from "lucide-react";
import { defineList, text } from "../list-kit";

/** ${title(name)}: what the owner keeps in it and where the site shows it. */
export const ${constant} = defineList({
  name: ${JSON.stringify(name)},
  fields: { title: text(80), text: text(300, { multiline: true }) },
  maxItems: 12,
  nameField: "title",
  leadField: "title",
  seedIdPrefix: ${JSON.stringify(name)},
  previewPath: "/ar",
  icon: ListChecks,
});
`,
      );
      insertAfter("core/content/lists/catalogue.ts", `import { stats } from "./stats";\n`, `import { ${constant} } from "./${name}";\n`);
      insertAfter("core/content/lists/catalogue.ts", `export const studioLists = {\n`, `  ${JSON.stringify(name)}: ${constant},\n`);
      const texts = {
        ar: { item: "عنصر", list: "قائمة جديدة", lead: "ما تعرضه هذه القائمة للزوار، بالترتيب الذي يرونه.", title: "العنوان", text: "النص" },
        en: { item: "item", list: title(name), lead: "What this list shows visitors, in the order they see it.", title: "Title", text: "Text" },
      };
      for (const lang of ["ar", "en"] as const) {
        const words = texts[lang];
        const file = `core/locales/${lang}/admin.json`;
        setJson(file, ["studio", "sections", name], words.list);
        setJson(file, ["studio", "content", "areas", name], words.list);
        setJson(file, ["studio", "lists", "screens", name], {
          title: words.list,
          lead: words.lead,
          add: lang === "ar" ? "إضافة عنصر" : "Add an item",
          new: lang === "ar" ? "عنصر جديد" : "New item",
          edit: lang === "ar" ? "تعديل العنصر" : "Edit item",
          added: lang === "ar" ? "أُضيف العنصر" : "Item added",
          saved: lang === "ar" ? "حُفظ العنصر" : "Item saved",
          empty: lang === "ar" ? "لا عناصر بعد." : "No items yet.",
          fields: {
            title: { label: words.title, hint: lang === "ar" ? "بضع كلمات." : "A few words." },
            text: { label: words.text, hint: lang === "ar" ? "جملة أو جملتان." : "One or two sentences." },
          },
        });
      }
      return [
        `core/content/lists/${name}.ts: its fields, limits, icon and the page it previews`,
        `the texts in both languages (studio.lists.screens.${name}, studio.sections.${name}, studio.content.areas.${name})`,
        `the page that shows it: its loader reads siteContent(request, context)[${JSON.stringify(name)}], or give the list a projection`,
        `sample items in server/content/seed-data.json under ${JSON.stringify(name)}`,
      ];
    },
  },
};

if (!kind || !id || !kinds[kind]) {
  console.error(
    `Usage: npm run new -- <kind> <id> [--root DIR]\n${Object.entries(kinds)
      .map(([name, { about }]) => `  ${name.padEnd(16)} ${about}`)
      .join("\n")}`,
  );
  process.exit(2);
}
if (!(kinds[kind].pattern ?? /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/).test(id)) {
  console.error(`“${id}” is not an id: lower-case letters and digits, words joined by "-".`);
  process.exit(2);
}
if (!existsSync(path.join(root, "package.json"))) {
  console.error(`${root} is not the project's folder.`);
  process.exit(2);
}
if (kinds[kind].taken(id)) {
  console.error(`There is a ${kind} “${id}” already: nothing written.`);
  process.exit(1);
}
const left = kinds[kind].make(id);
// In the project's own style (the lint checks it).
const prettier = spawnSync(path.join(root, "node_modules/.bin/prettier"), ["--write", "--ignore-unknown", ...written], {
  cwd: root,
  encoding: "utf8",
});
if (prettier.status !== 0) console.error(prettier.stderr);
console.log(`Wrote ${written.size} files for the ${kind} ${id}:\n${[...written].map((file) => `  ${file}`).join("\n")}`);
console.log(`Left to you:\n${left.map((line) => `  - ${line}`).join("\n")}`);
