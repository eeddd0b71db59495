import type { PageIconName } from "../content/page-icons";
import { idGuard } from "./catalogue";

/**
 * The icons of the shipped testimonial sectors, by id (page icon names). The sectors themselves
 * are the owner's list (core/content/lists/testimonial-sectors.ts); one he
 * adds gets the general icon.
 */
export const sectors = [
  { id: "politics", icon: "landmark" },
  { id: "health", icon: "heart-pulse" },
  { id: "hospitality", icon: "utensils" },
  { id: "retail", icon: "shopping-bag" },
  { id: "apps", icon: "smartphone" },
] as const satisfies readonly { id: string; icon: PageIconName }[];

export type SectorId = (typeof sectors)[number]["id"];
/** A tuple, so the database schema can use it as a text enum. */
export const sectorIds = sectors.map((sector) => sector.id) as [SectorId, ...SectorId[]];
export const isSectorId = idGuard(sectorIds);
export const sectorIcon = (id: string): PageIconName => sectors.find((sector) => sector.id === id)?.icon ?? "briefcase";
