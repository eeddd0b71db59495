import type { ComponentType } from "react";
import type { ToolId } from "#core/catalogue/tools";

/**
 * Each tool is its own chunk: opening one tool downloads no other tool's code. A tool module's default
 * export renders the whole tool.
 */
export const toolModules = {
  speed: () => import("./speed/speed-tool"),
  seo: () => import("./seo/seo-tool"),
  domain: () => import("./domain/domain-tool"),
  hooks: () => import("./video-hooks/video-hooks-tool"),
  "posting-times": () => import("./posting-times/posting-times-tool"),
  utm: () => import("./utm/utm-tool"),
  bio: () => import("./bio/bio-tool"),
  contrast: () => import("./contrast/contrast-tool"),
} satisfies Record<ToolId, () => Promise<{ default: ComponentType }>>;

/**
 * A tool whose page, at some addresses, shows what only the browser knows: the posting times in the visitor's
 * own time zone (`?tz=browser`). Its code comes once the page is up, without waiting for a touch (ADR 055).
 */
export const toolWakesAtLoad: Partial<Record<ToolId, (search: URLSearchParams) => boolean>> = {
  "posting-times": (search) => search.get("tz") === "browser",
};
