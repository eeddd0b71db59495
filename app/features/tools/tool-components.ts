import { lazy, type ComponentType } from "react";
import { Clock3, FileSearch, Gauge, Globe2, Hash, Link2, Palette, Sparkles, type LucideIcon } from "lucide-react";
import type { ToolId } from "#core/catalogue/tools";

/** Each tool's icon on its card. */
export const toolIcons = {
  speed: Gauge,
  seo: FileSearch,
  hooks: Sparkles,
  "posting-times": Clock3,
  utm: Link2,
  bio: Hash,
  contrast: Palette,
  domain: Globe2,
} satisfies Record<ToolId, LucideIcon>;

/**
 * Each tool is its own chunk: opening one tool downloads no other tool's
 * code. A tool module's default export renders the whole tool.
 */
export const toolComponents = {
  speed: lazy(() => import("./speed/speed-tool")),
  seo: lazy(() => import("./seo/seo-tool")),
  domain: lazy(() => import("./domain/domain-tool")),
  hooks: lazy(() => import("./video-hooks/video-hooks-tool")),
  "posting-times": lazy(() => import("./posting-times/posting-times-tool")),
  utm: lazy(() => import("./utm/utm-tool")),
  bio: lazy(() => import("./bio/bio-tool")),
  contrast: lazy(() => import("./contrast/contrast-tool")),
} satisfies Record<ToolId, ComponentType>;
