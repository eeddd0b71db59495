import { HeartPulse, Landmark, ShoppingBag, Smartphone, UtensilsCrossed, type LucideIcon } from "lucide-react";

const icons: Record<string, LucideIcon> = {
  politics: Landmark,
  health: HeartPulse,
  hospitality: UtensilsCrossed,
  retail: ShoppingBag,
  apps: Smartphone,
};

export function SectorIcon({ id, className }: { id: string; className?: string }) {
  const Icon = icons[id] ?? Landmark;
  return <Icon className={className} aria-hidden />;
}
