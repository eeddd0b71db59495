import type { ListName, PublicListEntry } from "./lists/catalogue";

/** An uploaded image as a page in one language shows it: files under /media, intrinsic size, alt text. */
export type PageImage = { id: string; width: number; height: number; alt: string; focus?: { x: number; y: number } };

/** Owner-editable lists, as a page in one language sees them (each list's published items, in order). */
export type Stat = PublicListEntry<"stats">;
export type Testimonial = PublicListEntry<"testimonials">;
export type FaqEntry = PublicListEntry<"faq">;
export type PortfolioItem = PublicListEntry<"portfolio">;
export type SiteContent = { [L in ListName]: PublicListEntry<L>[] } & {
  /** The owner's photo for the about page and the CV, when he has uploaded one. */
  photo: PageImage | null;
};
