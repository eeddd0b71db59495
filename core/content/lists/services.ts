import { LayoutGrid } from "lucide-react";
import { pageIconNames } from "../page-icons";
import { blocks, choice, defineList, refs, slug, text, type Block } from "../list-kit";

/** The texts every detail page (a service, a sector) has: its card, its address and its search result. */
const pageFields = {
  icon: choice(pageIconNames, "icons"),
  title: text(80),
  description: text(300, { multiline: true }),
  slug: slug(),
  metaTitle: text(120),
  metaDescription: text(320, { multiline: true }),
  intro: text(2000, { multiline: true }),
} as const;

/** The shipped page texts a detail page's item used to be ("<ns>:items.<id>.<path>"), by field. */
const pagePaths = {
  title: "title",
  description: "description",
  "meta.slug": "slug",
  "meta.title": "metaTitle",
  "meta.description": "metaDescription",
  "pageContent.intro": "intro",
} as const;

/** What both lists of pages are: up to 24, at least one shown (the list page needs one), named by their title. */
const pageList = {
  maxItems: 24,
  minPublished: 1,
  nameField: "title",
  leadField: "title",
  bylineField: "description",
  icon: LayoutGrid,
} as const;

type Entry = Record<string, unknown>;
/** A sector's roadmap and outcomes draw an icon by position (app/features/sectors/roadmap-icon.tsx). */
const stepIcons = ["search", "lightbulb", "bullseye", "trendingup", "handshake", "users"];
const outcomeIcons = ["bullseye", "users", "star", "barchart", "trendingup", "shield"];
const steps = (value: unknown, icons?: readonly string[]) =>
  (value as Block[]).map((step, index) => ({
    ...(icons && { icon: icons[index % icons.length] }),
    title: step.title,
    description: step.text,
  }));
const pageShape = (entry: Entry) => ({
  icon: entry.icon,
  title: entry.title,
  description: entry.description,
  meta: { slug: entry.slug, title: entry.metaTitle, description: entry.metaDescription },
  related: entry.related,
});

/**
 * The services: each is a page (/services/<slug>) with its card on the home
 * page and the services page. Pages read them as the services texts'
 * `items.<id>` (the shape they had as shipped texts) and `order`.
 */
export const services = defineList({
  name: "services",
  fields: {
    ...pageFields,
    problemTitle: text(120),
    problemText: text(1500, { multiline: true }),
    solutionTitle: text(120),
    solutionText: text(1500, { multiline: true }),
    processTitle: text(120),
    steps: blocks(4000),
    faq: blocks(6000, { optional: true }),
    related: refs(6),
  },
  ...pageList,
  seedIdPrefix: "service",
  previewPath: "/ar/services",
  projection: {
    namespace: "services",
    byId: "items",
    order: "order",
    shape: (entry) => ({
      ...pageShape(entry),
      pageContent: {
        intro: entry.intro,
        problem: { title: entry.problemTitle, text: entry.problemText },
        solution: { title: entry.solutionTitle, text: entry.solutionText },
        process: { title: entry.processTitle, steps: steps(entry.steps) },
      },
      faq: (entry.faq as Block[]).map((item) => ({ question: item.title, answer: item.text })),
    }),
  },
  legacyTexts: [
    {
      key: "services:items",
      byId: true,
      paths: {
        ...pagePaths,
        "pageContent.problem.title": "problemTitle",
        "pageContent.problem.text": "problemText",
        "pageContent.solution.title": "solutionTitle",
        "pageContent.solution.text": "solutionText",
        "pageContent.process.title": "processTitle",
        "pageContent.process.steps.*.title": "steps.title",
        "pageContent.process.steps.*.description": "steps.text",
        "faq.*.question": "faq.title",
        "faq.*.answer": "faq.text",
      },
    },
  ],
});

/** The sectors: each is a page (/sectors/<slug>) with its card on the home page and the sectors page. */
export const sectors = defineList({
  name: "sectors",
  fields: {
    ...pageFields,
    challengeTitle: text(120),
    challengeText: text(1500, { multiline: true }),
    approachTitle: text(120),
    approachText: text(1500, { multiline: true }),
    processTitle: text(120),
    steps: blocks(4000),
    resultsTitle: text(120),
    outcomes: blocks(4000),
    related: refs(6),
  },
  ...pageList,
  seedIdPrefix: "sector",
  previewPath: "/ar/sectors",
  projection: {
    namespace: "sectors",
    byId: "items",
    order: "order",
    shape: (entry) => ({
      ...pageShape(entry),
      pageContent: {
        intro: entry.intro,
        challenge: { title: entry.challengeTitle, text: entry.challengeText },
        approach: { title: entry.approachTitle, text: entry.approachText },
        process: { title: entry.processTitle, steps: steps(entry.steps, stepIcons) },
        results: { title: entry.resultsTitle, outcomes: steps(entry.outcomes, outcomeIcons) },
      },
    }),
  },
  legacyTexts: [
    {
      key: "sectors:items",
      byId: true,
      paths: {
        ...pagePaths,
        "pageContent.challenge.title": "challengeTitle",
        "pageContent.challenge.text": "challengeText",
        "pageContent.approach.title": "approachTitle",
        "pageContent.approach.text": "approachText",
        "pageContent.process.title": "processTitle",
        "pageContent.process.steps.*.title": "steps.title",
        "pageContent.process.steps.*.description": "steps.text",
        "pageContent.results.title": "resultsTitle",
        "pageContent.results.outcomes.*.title": "outcomes.title",
        "pageContent.results.outcomes.*.description": "outcomes.text",
      },
    },
  ],
});
