import { CalendarDays, Clapperboard, Megaphone, MonitorSmartphone, Palette, PenLine, Share2, Target, type LucideIcon } from "lucide-react";
import { idGuard } from "./catalogue";

/**
 * The services, in the order the site lists them, each with its icon. Texts
 * (title, description, page, slug) live under `services.items.<id>` in both
 * languages; a catalogued id without them fails the catalogue tests.
 */
export const services = [
  { id: "marketing", icon: Megaphone },
  { id: "video", icon: Clapperboard },
  { id: "strategy", icon: Target },
  { id: "branding", icon: Palette },
  { id: "social", icon: Share2 },
  { id: "web", icon: MonitorSmartphone },
  { id: "content", icon: PenLine },
  { id: "events", icon: CalendarDays },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

export type ServiceId = (typeof services)[number]["id"];
export const serviceIds: readonly ServiceId[] = services.map((service) => service.id);
export const isServiceId = idGuard(serviceIds);
export const serviceIcon = (id: ServiceId): LucideIcon => services.find((service) => service.id === id)!.icon;
