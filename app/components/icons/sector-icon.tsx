import { HeartPulse, Landmark, ShoppingBag, Smartphone, UtensilsCrossed, type LucideIcon } from "lucide-react";
import type { SectorId } from "#core/catalogue/sectors";

const icons = {
  politics: Landmark,
  health: HeartPulse,
  hospitality: UtensilsCrossed,
  retail: ShoppingBag,
  apps: Smartphone,
} satisfies Record<SectorId, LucideIcon>;

export function SectorIcon({ id, className }: { id: SectorId; className?: string }) {
  const Icon = icons[id];
  return <Icon className={className} aria-hidden />;
}
