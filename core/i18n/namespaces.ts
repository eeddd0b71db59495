import { tools, type ToolNamespace } from "../catalogue/tools";

/** The site's own namespaces; each tool adds its own from the tool catalogue. */
const pageNamespaces = [
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
  "admin",
] as const;
export type Namespace = (typeof pageNamespaces)[number] | ToolNamespace;
export const namespaces: readonly Namespace[] = [...pageNamespaces, ...tools.map((tool) => tool.namespace)];
export const defaultNamespace: Namespace = "common";

export type ResourceBundle = Record<string, unknown>;
/** Translation bundles sent by a loader, keyed by namespace. */
export type Translations = { lang: "ar" | "en"; bundles: Partial<Record<Namespace, ResourceBundle>> };
