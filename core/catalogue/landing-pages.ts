import { idGuard } from "./catalogue";

/**
 * The areas a landing page sits under: /{lang}/{area}/{slug}. The pages
 * themselves are the owner's list (core/content/lists/landing.ts).
 */
export const landingFamilies = ["social-media", "web-design", "advertising"] as const;
export type LandingFamily = (typeof landingFamilies)[number];
export const isLandingFamily = idGuard(landingFamilies);
