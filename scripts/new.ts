// Applies a recipe of docs/recipes.md: `npm run new -- <kind> <id> [--root DIR]`. Writes every file the recipe
// names, so the type check and the catalogue's tests pass at once, and prints what it wrote and what is left to a
// person (the real words, the real drawing). `tests/integration/recipes.test.ts` runs each kind in a copy of the
// project with the type check and the tests that guard it; the file counts in docs/recipes.md come from it.
//   social-network <id>   a network the owner can link his profile on (catalogue, labels, icon)
//   studio-list <name>    a list the owner edits in the studio (its description, the catalogue line, its texts)
//   browser-tool <id>     a free tool that runs in the page (catalogue, texts, namespace, component, its chunk and icon)
//   setting <id>          a setting the owner fills in the studio (its description, its label in both languages)
//   list-field <list>.<field>  a field of a studio list's items (its description, its label in both languages)
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
    make(tool) {
      const namespace = `tool-${tool}`;
      const component = `${title(tool).replace(/ /g, "")}Tool`;
      insertBefore(
        "core/catalogue/tools.ts",
        "] as const satisfies",
        `  { id: ${JSON.stringify(tool)}, namespace: ${JSON.stringify(namespace)} },\n`,
      );
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
          `${JSON.stringify({ form: { input: { label: w.label }, submit: w.submit }, result: { title: w.result } }, null, 2)}\n`,
        );
      }
      const resources = read("app/i18n/typed-resources.ts");
      const lastImport = [...resources.matchAll(/^import type \w+ from "\.\.\/\.\.\/core\/locales\/ar\/tool-[a-z-]+\.json";\n/gm)].at(-1)!;
      insertAfter("app/i18n/typed-resources.ts", lastImport[0], `import type ${camel(namespace)} from "../../core/locales/ar/${namespace}.json";\n`);
      const lastEntry = [...read("app/i18n/typed-resources.ts").matchAll(/^ {2}"tool-[a-z-]+": typeof \w+;\n/gm)].at(-1)!;
      insertAfter("app/i18n/typed-resources.ts", lastEntry[0], `  ${JSON.stringify(namespace)}: typeof ${camel(namespace)};\n`);
      write(
        `app/features/tools/${tool}/${tool}-tool.tsx`,
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
      <Field label={t("form.input.label")}>
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
`,
      );
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
