import { BarChart3, Handshake, Lightbulb, Search, Shield, Sparkles, Star, Target, TrendingUp, Users, type LucideIcon } from "lucide-react";

/** The icon names the content uses, mapped onto Lucide icons. */
const icons: Record<string, LucideIcon> = {
  search: Search,
  lightbulb: Lightbulb,
  bullseye: Target,
  barchart: BarChart3,
  trendingup: TrendingUp,
  users: Users,
  handshake: Handshake,
  shield: Shield,
  star: Star,
  sparkles: Sparkles,
};

export const roadmapIconNames = Object.keys(icons);

export function RoadmapIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon className={className} aria-hidden />;
}
