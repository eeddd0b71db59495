/**
 * The icons an owner can give a service or a sector page, by name (the
 * studio's choice stores the name; app/components/icons/page-icon.tsx draws
 * it). The first thirteen are the shipped pages' own.
 */
export const pageIconNames = [
  "megaphone",
  "clapperboard",
  "target",
  "palette",
  "share",
  "monitor",
  "pen",
  "calendar",
  "landmark",
  "heart-pulse",
  "utensils",
  "shopping-bag",
  "smartphone",
  "camera",
  "code",
  "search",
  "mail",
  "mic",
  "newspaper",
  "graduation-cap",
  "building",
  "car",
  "plane",
  "dumbbell",
  "leaf",
  "home",
  "briefcase",
  "sparkles",
] as const;
export type PageIconName = (typeof pageIconNames)[number];
