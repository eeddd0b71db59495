import { CalendarDays, Clapperboard, Megaphone, MonitorSmartphone, Palette, PenLine, Share2, Target, type LucideIcon } from "lucide-react";
import type { ServiceId } from "#core/catalogue/services";

const icons = {
  marketing: Megaphone,
  video: Clapperboard,
  strategy: Target,
  branding: Palette,
  social: Share2,
  web: MonitorSmartphone,
  content: PenLine,
  events: CalendarDays,
} satisfies Record<ServiceId, LucideIcon>;

export function ServiceIcon({ id, className }: { id: ServiceId; className?: string }) {
  const Icon = icons[id];
  return <Icon className={className} aria-hidden />;
}
