import type { SectorId } from "../catalogue/sectors";

export const portfolioCategories = ["video", "photography", "event", "web"] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];

/** An uploaded image as a page in one language shows it: files under /media, intrinsic size, alt text. */
export type PageImage = { id: string; width: number; height: number; alt: string };

/** Owner-editable lists, as a page in one language sees them. */
export type Stat = { id: string; number: number; label: string };
export type Testimonial = { id: string; quote: string; author: string; sector: SectorId };
export type FaqEntry = { id: string; q: string; a: string };
export type PortfolioItem = {
  id: string;
  category: PortfolioCategory;
  title: string;
  description: string;
  image: PageImage | null;
  thumbnail: string | null;
  videos: string[];
};
export type SiteContent = {
  stats: Stat[];
  testimonials: Testimonial[];
  faq: FaqEntry[];
  portfolio: PortfolioItem[];
  /** The owner's photo for the about page and the CV, when he has uploaded one. */
  photo: PageImage | null;
};
