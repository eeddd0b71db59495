/** The eight free tools, in the order the free-tools page shows them. */
export const toolIds = ["speed", "seo", "hooks", "posting-times", "utm", "bio", "contrast", "domain"] as const;
export type ToolId = (typeof toolIds)[number];

/** Tools that run entirely in the browser (issue 6); the others call the server's /api/tools (issue 7). */
export const browserTools = ["hooks", "posting-times", "utm", "bio", "contrast"] as const satisfies readonly ToolId[];

/** Tools with a working page. A tool without one would be shown as coming soon, never as working. */
export const availableTools: readonly ToolId[] = toolIds;

export function isToolId(value: string): value is ToolId {
  return (toolIds as readonly string[]).includes(value);
}

/** Each tool's own translation namespace (its texts and template libraries). */
export const toolNamespace = {
  speed: "tool-speed",
  seo: "tool-seo",
  hooks: "tool-hooks",
  "posting-times": "tool-posting-times",
  utm: "tool-utm",
  bio: "tool-bio",
  contrast: "tool-contrast",
  domain: "tool-domain",
} as const satisfies Record<ToolId, string>;
