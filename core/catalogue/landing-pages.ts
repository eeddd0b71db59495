import { idGuard } from "./catalogue";

/** The path segment a landing page sits under: /{lang}/{family}/{slug}. */
export const landingFamilies = ["social-media", "web-design", "advertising"] as const;
export type LandingFamily = (typeof landingFamilies)[number];
export const isLandingFamily = idGuard(landingFamilies);

/** The campaign landing pages; texts under `landing.items.<id>`. */
export const landingPages = {
  "social-strategy": { family: "social-media" },
  "web-design": { family: "web-design" },
  advertising: { family: "advertising" },
} as const satisfies Record<string, { family: LandingFamily }>;
export type LandingId = keyof typeof landingPages;
export const landingIds = Object.keys(landingPages) as LandingId[];
export const isLandingId = idGuard(landingIds);
