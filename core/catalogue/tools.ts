import { Clock3, FileSearch, Gauge, Globe2, Hash, Link2, Palette, Sparkles, type LucideIcon } from "lucide-react";
import { idGuard } from "./catalogue";

/**
 * The eight free tools, in the order the free-tools page shows them. A
 * browser tool runs entirely in the page; a server tool calls `/api/tools`.
 * Each has its card and page texts under `tools.items.<id>`, its own
 * namespace (texts in `core/locales/{ar,en}/<namespace>.json`), and a
 * lazily loaded component in `app/features/tools/tool-components.ts`.
 */
export const tools = [
  { id: "speed", icon: Gauge, namespace: "tool-speed", runsOn: "server" },
  { id: "seo", icon: FileSearch, namespace: "tool-seo", runsOn: "server" },
  { id: "hooks", icon: Sparkles, namespace: "tool-hooks", runsOn: "browser" },
  { id: "posting-times", icon: Clock3, namespace: "tool-posting-times", runsOn: "browser" },
  { id: "utm", icon: Link2, namespace: "tool-utm", runsOn: "browser" },
  { id: "bio", icon: Hash, namespace: "tool-bio", runsOn: "browser" },
  { id: "contrast", icon: Palette, namespace: "tool-contrast", runsOn: "browser" },
  { id: "domain", icon: Globe2, namespace: "tool-domain", runsOn: "server" },
] as const satisfies readonly { id: string; icon: LucideIcon; namespace: `tool-${string}`; runsOn: "browser" | "server" }[];

export type Tool = (typeof tools)[number];
export type ToolId = Tool["id"];
export type ToolNamespace = Tool["namespace"];
export const toolIds: readonly ToolId[] = tools.map((tool) => tool.id);
export const isToolId = idGuard(toolIds);

export function toolNamespace(id: ToolId): ToolNamespace {
  return tools.find((tool) => tool.id === id)!.namespace;
}

export function toolIcon(id: ToolId): LucideIcon {
  return tools.find((tool) => tool.id === id)!.icon;
}
