import { Tags } from "lucide-react";
import { defineList, text } from "../list-kit";

/**
 * The categories the portfolio's filter offers (video, photography…): each
 * piece of work names one. Pages read them as the pages texts'
 * `portfolio.categories.<id>` (their names) and `portfolio.categoryOrder`.
 * A category some work still names cannot be deleted.
 */
export const portfolioCategories = defineList({
  name: "portfolio-categories",
  fields: {
    name: text(40),
  },
  maxItems: 12,
  minPublished: 1,
  nameField: "name",
  leadField: "name",
  seedIdPrefix: "category",
  previewPath: "/ar/portfolio",
  icon: Tags,
  projection: {
    namespace: "pages",
    byId: "portfolio.categories",
    order: "portfolio.categoryOrder",
    shape: (entry) => entry.name,
  },
  legacyTexts: [{ key: "pages:portfolio.categories", byId: true, paths: { "": "name" } }],
});
