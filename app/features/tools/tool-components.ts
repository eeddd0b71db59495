import { lazy, type ComponentType } from "react";
import { Clock3, FileSearch, Gauge, Globe2, Hash, Link2, Palette, Sparkles, type LucideIcon } from "lucide-react";
import type { ToolId } from "#core/catalogue/tools";
import { toolModules } from "./tool-modules";

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

/** Each tool's component, loaded with its own chunk (`toolModules`) when it renders. */
export const toolComponents = {
  speed: lazy(toolModules.speed),
  seo: lazy(toolModules.seo),
  domain: lazy(toolModules.domain),
  hooks: lazy(toolModules.hooks),
  "posting-times": lazy(toolModules["posting-times"]),
  utm: lazy(toolModules.utm),
  bio: lazy(toolModules.bio),
  contrast: lazy(toolModules.contrast),
} satisfies Record<ToolId, ComponentType>;
