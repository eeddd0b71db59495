import { idGuard } from "./catalogue";

/**
 * The eight free tools, in the order the free-tools page shows them. A
 * browser tool runs entirely in the page; a server tool calls `/api/tools`.
 * Each has its card and page texts under `tools.items.<id>`, its own
 * namespace (texts in `core/locales/{ar,en}/<namespace>.json`), and an
 * icon and a lazily loaded component in `app/features/tools/tool-components.ts`
 * (kept out of this module: the page shell reads the namespaces on first load).
 */
export const tools = [
  { id: "speed", namespace: "tool-speed", runsOn: "server" },
  { id: "seo", namespace: "tool-seo", runsOn: "server" },
  { id: "hooks", namespace: "tool-hooks", runsOn: "browser" },
  { id: "posting-times", namespace: "tool-posting-times", runsOn: "browser" },
  { id: "utm", namespace: "tool-utm", runsOn: "browser" },
  { id: "bio", namespace: "tool-bio", runsOn: "browser" },
  { id: "contrast", namespace: "tool-contrast", runsOn: "browser" },
  { id: "domain", namespace: "tool-domain", runsOn: "server" },
] as const satisfies readonly { id: string; namespace: `tool-${string}`; runsOn: "browser" | "server" }[];

export type Tool = (typeof tools)[number];
export type ToolId = Tool["id"];
export type ToolNamespace = Tool["namespace"];
export const toolIds: readonly ToolId[] = tools.map((tool) => tool.id);
export const isToolId = idGuard(toolIds);

export function toolNamespace(id: ToolId): ToolNamespace {
  return tools.find((tool) => tool.id === id)!.namespace;
}
