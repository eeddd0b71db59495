export const namespaces = [
  "common",
  "home",
  "services",
  "sectors",
  "landing",
  "pages",
  "credibility",
  "legal",
  "contact",
  "assistant",
  "tools",
  "tool-speed",
  "tool-seo",
  "tool-domain",
  "tool-hooks",
  "tool-posting-times",
  "tool-utm",
  "tool-bio",
  "tool-contrast",
  "admin",
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = "common";

export type ResourceBundle = Record<string, unknown>;
/** Translation bundles sent by a loader, keyed by namespace. */
export type Translations = { lang: "ar" | "en"; bundles: Partial<Record<Namespace, ResourceBundle>> };
