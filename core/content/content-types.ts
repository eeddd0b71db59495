import type { SectorId } from "../catalogue/sectors";

/** Owner-editable lists, as a page in one language sees them. */
export type Stat = { id: string; number: number; label: string };
export type Testimonial = { id: number; quote: string; author: string; sector: SectorId };
export type FaqEntry = { id: number; q: string; a: string };
export type PortfolioCategory = "video" | "photography" | "event" | "web";
export type PortfolioItem = {
  id: number;
  category: PortfolioCategory;
  title: string;
  description: string;
  thumbnail: string | null;
  videos: string[];
};
export type SiteContent = {
  stats: Stat[];
  testimonials: Testimonial[];
  faq: FaqEntry[];
  portfolio: PortfolioItem[];
};
