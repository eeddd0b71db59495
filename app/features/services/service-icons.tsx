import { CalendarDays, Clapperboard, Megaphone, MonitorSmartphone, Palette, PenLine, Share2, Target, type LucideIcon } from "lucide-react";

const icons: Record<string, LucideIcon> = {
  marketing: Megaphone,
  video: Clapperboard,
  strategy: Target,
  branding: Palette,
  social: Share2,
  web: MonitorSmartphone,
  content: PenLine,
  events: CalendarDays,
};

export function ServiceIcon({ id, className }: { id: string; className?: string }) {
  const Icon = icons[id] ?? Megaphone;
  return <Icon className={className} aria-hidden />;
}
