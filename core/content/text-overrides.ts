import { namespaces, type Namespace, type ResourceBundle } from "../i18n/namespaces";
import type { Lang } from "../i18n/languages";

/**
 * The owner's changes to shipped page texts. A text is addressed as
 * "namespace:dotted.path" ("services:items.web-design.meta.title"); the
 * shipped text is the default, an override replaces one leaf string and
 * never adds a key the page does not read.
 */
export type TextOverrides = Record<string, string>;

/** Every namespace a visitor reads (the admin's own texts are not site content). */
export const editableNamespaces: readonly Namespace[] = namespaces.filter((ns) => ns !== "admin");
export const isEditableNamespace = (ns: string): ns is Namespace => (editableNamespaces as readonly string[]).includes(ns);

/** The leaf strings of a bundle, by dotted path (array items by index). */
export function flattenBundle(bundle: unknown, prefix = ""): [string, string][] {
  if (typeof bundle === "string") return [[prefix, bundle]];
  if (!bundle || typeof bundle !== "object") return [];
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(bundle as Record<string, unknown>)) {
    out.push(...flattenBundle(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/** The shipped string at a dotted path, or undefined when the bundle has none there. */
export function readPath(bundle: unknown, path: string): string | undefined {
  let value: unknown = bundle;
  for (const part of path.split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  return typeof value === "string" ? value : undefined;
}

/** A copy of the bundle with the namespace's overrides written in (the shipped bundle is never touched). */
export function applyOverrides(bundle: ResourceBundle, ns: Namespace, overrides: TextOverrides): ResourceBundle {
  const prefix = `${ns}:`;
  const own = Object.entries(overrides).filter(([key]) => key.startsWith(prefix));
  if (own.length === 0) return bundle;
  const copy = structuredClone(bundle);
  for (const [key, value] of own) {
    const parts = key.slice(prefix.length).split(".");
    let node: unknown = copy;
    for (const part of parts.slice(0, -1)) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
    const last = parts.at(-1)!;
    if (node && typeof node === "object" && typeof (node as Record<string, unknown>)[last] === "string") {
      (node as Record<string, unknown>)[last] = value;
    }
  }
  return copy;
}

const placeholderPattern = /\{\{\s*[\w.-]+\s*\}\}|<\/?\d+>/g;
/** Interpolations ({{count}}) and numbered tags (<1>…</1>) the page fills in: an override must keep them all. */
export function placeholdersOf(text: string): string[] {
  return (text.match(placeholderPattern) ?? []).map((p) => p.replace(/\s+/g, "")).sort();
}

const slugKey = /^(services|sectors|landing|tools):items\.[a-z0-9-]+\.meta\.slug$/;
export const isSlugKey = (key: string) => slugKey.test(key);
const slugPattern = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;

/** How much of a page title search results show before cutting it (characters, roughly). */
export const titleLimit = 60;

/** How long search engines show a title or description before cutting it (characters, roughly). */
export function metaLimit(key: string): number | undefined {
  if (/(^|[.:])meta\.title$/.test(key)) return titleLimit;
  if (/(^|[.:])meta\.description$/.test(key)) return 160;
  return undefined;
}

// Leaves that are identifiers the code reads (menu ids, links, block types, icons, related page ids), not texts a visitor reads.
const structural = [/(^|\.)(id|href|family|type|icon)$/, /(^|\.)related\.\d+$/];
export const isStructuralPath = (path: string) => structural.some((pattern) => pattern.test(path));

export type OverrideProblem = "unknown_key" | "required" | "placeholders" | "slug" | "too_long";

/** Why an override may not be stored, or undefined when it may. */
export function overrideProblem(
  key: string,
  value: string,
  shipped: (lang: Lang, ns: Namespace) => ResourceBundle,
  lang: Lang,
): OverrideProblem | undefined {
  const [ns, path] = splitKey(key);
  if (!ns || !path || isStructuralPath(path)) return "unknown_key";
  const original = readPath(shipped(lang, ns), path);
  if (original === undefined) return "unknown_key";
  if (value.trim() === "") return "required";
  if (value.length > Math.max(5000, original.length * 4)) return "too_long";
  if (placeholdersOf(original).join("|") !== placeholdersOf(value).join("|")) return "placeholders";
  if (isSlugKey(key) && (!slugPattern.test(value) || value.length > 80)) return "slug";
  return undefined;
}

export function splitKey(key: string): [Namespace | undefined, string | undefined] {
  const at = key.indexOf(":");
  if (at < 1) return [undefined, undefined];
  const ns = key.slice(0, at);
  return [isEditableNamespace(ns) ? ns : undefined, key.slice(at + 1) || undefined];
}
