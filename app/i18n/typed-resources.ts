// Typed translation keys: t() accepts only keys that exist in the reference (Arabic) resources,
// and returnObjects gives the shape of the JSON. English has the same keys (a test checks it).
import type common from "../../core/locales/ar/common.json";
import type home from "../../core/locales/ar/home.json";
import type services from "../../core/locales/ar/services.json";
import type sectors from "../../core/locales/ar/sectors.json";
import type landing from "../../core/locales/ar/landing.json";
import type pages from "../../core/locales/ar/pages.json";
import type credibility from "../../core/locales/ar/credibility.json";
import type legal from "../../core/locales/ar/legal.json";
import type contact from "../../core/locales/ar/contact.json";
import type assistant from "../../core/locales/ar/assistant.json";
import type tools from "../../core/locales/ar/tools.json";
import type toolSpeed from "../../core/locales/ar/tool-speed.json";
import type toolSeo from "../../core/locales/ar/tool-seo.json";
import type toolDomain from "../../core/locales/ar/tool-domain.json";
import type toolHooks from "../../core/locales/ar/tool-hooks.json";
import type toolPostingTimes from "../../core/locales/ar/tool-posting-times.json";
import type toolUtm from "../../core/locales/ar/tool-utm.json";
import type toolBio from "../../core/locales/ar/tool-bio.json";
import type toolContrast from "../../core/locales/ar/tool-contrast.json";
import type admin from "../../core/locales/ar/admin.json";

import type { Namespace } from "#core/i18n/namespaces";

/** What every service and sector page has (the owner's lists, written into these namespaces by the server: see core/content/lists/services.ts). */
type PageItem = { icon: string; title: string; description: string; meta: { slug: string; title: string; description: string }; related: string[] };
type Section = { title: string; text: string };
type StepItem = { title: string; description: string; icon?: string };
export type ServiceItem = PageItem & {
  pageContent: { intro: string; problem: Section; solution: Section; process: { title: string; steps: StepItem[] } };
  faq: { question: string; answer: string }[];
};
export type SectorItem = PageItem & {
  pageContent: {
    intro: string;
    challenge: Section;
    approach: Section;
    process: { title: string; steps: StepItem[] };
    results: { title: string; outcomes: StepItem[] };
  };
};
type TitledText = { title: string; text: string };
/** A landing page (the owner's list, written into the landing namespace by the server: see core/content/lists/landing.ts). */
export type LandingItem = {
  family: string;
  title: string;
  description: string;
  meta: { slug: string; title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string; primaryCta: string; secondaryCta: string };
  pains: { title: string; items: TitledText[] };
  offer: { title: string; lead: string; items: TitledText[] };
  process: { title: string; steps: TitledText[] };
  proof: TitledText;
  faq: { question: string; answer: string }[];
  cta: { title: string; text: string; button: string };
};
/** A namespace with the owner's pages in it: each by id, and their ids in his order. */
type WithItems<Bundle, Item> = Bundle & { items: Record<string, Item>; order: string[] };

/** The pages texts with the owner's portfolio categories written in (core/content/lists/portfolio-categories.ts). */
type WithCategories<Bundle> = Bundle & { portfolio: { categories: Record<string, string>; categoryOrder: string[] } };

/** The home texts with the owner's testimonial sectors written in (core/content/lists/testimonial-sectors.ts). */
type WithSectors<Bundle> = Bundle & { sections: { testimonials: { sectors: Record<string, string>; sectorOrder: string[] } } };

type Resources = {
  common: typeof common;
  home: WithSectors<typeof home>;
  services: WithItems<typeof services, ServiceItem>;
  sectors: WithItems<typeof sectors, SectorItem>;
  landing: WithItems<typeof landing, LandingItem>;
  pages: WithCategories<typeof pages>;
  credibility: typeof credibility;
  legal: typeof legal;
  contact: typeof contact;
  assistant: typeof assistant;
  tools: typeof tools;
  "tool-speed": typeof toolSpeed;
  "tool-seo": typeof toolSeo;
  "tool-domain": typeof toolDomain;
  "tool-hooks": typeof toolHooks;
  "tool-posting-times": typeof toolPostingTimes;
  "tool-utm": typeof toolUtm;
  "tool-bio": typeof toolBio;
  "tool-contrast": typeof toolContrast;
  admin: typeof admin;
};

// A catalogued namespace (a new tool's, say) without its entry above fails the type check here.
type AssertNever<T extends never> = T;
export type MissingNamespaces = AssertNever<Exclude<Namespace, keyof Resources>>;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Resources;
  }
}
