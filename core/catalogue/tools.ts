import { idGuard } from "./catalogue";

/**
 * The eight free tools, in the order the free-tools page shows them. Most run
 * entirely in the page; speed, seo and domain call `/api/tools` (server/tools/).
 * Each has its card and page texts under `tools.items.<id>`, its own
 * namespace (texts in `core/locales/{ar,en}/<namespace>.json`), and an
 * icon and a lazily loaded component in `app/features/tools/tool-components.ts`
 * (kept out of this module: the page shell reads the namespaces on first load).
 */
export const tools = [
  { id: "speed", namespace: "tool-speed" },
  { id: "seo", namespace: "tool-seo" },
  { id: "hooks", namespace: "tool-hooks" },
  { id: "posting-times", namespace: "tool-posting-times" },
  { id: "utm", namespace: "tool-utm" },
  { id: "bio", namespace: "tool-bio" },
  { id: "contrast", namespace: "tool-contrast" },
  { id: "domain", namespace: "tool-domain" },
] as const satisfies readonly { id: string; namespace: `tool-${string}` }[];

export type Tool = (typeof tools)[number];
export type ToolId = Tool["id"];
export type ToolNamespace = Tool["namespace"];
export const toolIds: readonly ToolId[] = tools.map((tool) => tool.id);
export const isToolId = idGuard(toolIds);

export function toolNamespace(id: ToolId): ToolNamespace {
  return tools.find((tool) => tool.id === id)!.namespace;
}
