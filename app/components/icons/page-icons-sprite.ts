import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Briefcase,
  Building2,
  CalendarDays,
  Camera,
  Car,
  Clapperboard,
  Code,
  Dumbbell,
  GraduationCap,
  HeartPulse,
  House,
  Landmark,
  Leaf,
  Mail,
  Megaphone,
  Mic,
  MonitorSmartphone,
  Newspaper,
  Palette,
  PenLine,
  Plane,
  Search,
  Share2,
  ShoppingBag,
  Smartphone,
  Sparkles,
  Target,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";
import type { PageIconName } from "#core/content/page-icons";

/** Lucide's drawing for each icon an owner can choose (build-time only: the pages draw from the SVG file). */
export const pageIconDrawings: Record<PageIconName, LucideIcon> = {
  megaphone: Megaphone,
  clapperboard: Clapperboard,
  target: Target,
  palette: Palette,
  share: Share2,
  monitor: MonitorSmartphone,
  pen: PenLine,
  calendar: CalendarDays,
  landmark: Landmark,
  "heart-pulse": HeartPulse,
  utensils: UtensilsCrossed,
  "shopping-bag": ShoppingBag,
  smartphone: Smartphone,
  camera: Camera,
  code: Code,
  search: Search,
  mail: Mail,
  mic: Mic,
  newspaper: Newspaper,
  "graduation-cap": GraduationCap,
  building: Building2,
  car: Car,
  plane: Plane,
  dumbbell: Dumbbell,
  leaf: Leaf,
  home: House,
  briefcase: Briefcase,
  sparkles: Sparkles,
};

/** The inner shapes of an icon as Lucide renders it (paths, circles, rects). */
function shapes(Icon: LucideIcon): string {
  const markup = renderToStaticMarkup(createElement(Icon));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup);
  if (!inner) throw new Error(`unexpected markup for ${Icon.displayName}: ${markup}`);
  return (inner[1] ?? "").replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, "/>");
}

/**
 * The text of `page-icons.svg`: one symbol per icon name, drawn in the text's colour with Lucide's
 * 2 px round strokes. `npm run icons:page` writes it; `page-icon.test.ts` fails when it is out of date.
 */
export function pageIconsSprite(): string {
  const symbols = Object.entries(pageIconDrawings).map(
    ([name, Icon]) =>
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes(Icon)}</symbol>`,
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    "<!-- The services' and sectors' icons (Lucide, ISC licence), one file the browser caches: no icon is in a page's JavaScript. Written by app/components/icons/page-icons-sprite.ts (npm run icons:page). -->",
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
}
