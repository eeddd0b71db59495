import { BriefcaseBusiness, HeartPulse, Landmark, ShoppingBag, Smartphone, UtensilsCrossed, type LucideIcon } from "lucide-react";
import { idGuard } from "./catalogue";

/**
 * The icons of the shipped testimonial sectors, by id. The sectors themselves
 * are the owner's list (core/content/lists/testimonial-sectors.ts); one he
 * adds gets the general icon.
 */
export const sectors = [
  { id: "politics", icon: Landmark },
  { id: "health", icon: HeartPulse },
  { id: "hospitality", icon: UtensilsCrossed },
  { id: "retail", icon: ShoppingBag },
  { id: "apps", icon: Smartphone },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

export type SectorId = (typeof sectors)[number]["id"];
/** A tuple, so the database schema can use it as a text enum. */
export const sectorIds = sectors.map((sector) => sector.id) as [SectorId, ...SectorId[]];
export const isSectorId = idGuard(sectorIds);
export const sectorIcon = (id: string): LucideIcon => sectors.find((sector) => sector.id === id)?.icon ?? BriefcaseBusiness;
