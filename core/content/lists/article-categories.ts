import { FolderTree } from "lucide-react";
import { defineList, slug, text } from "../list-kit";

/**
 * The categories his articles are filed under, each with its own page
 * (/{lang}/articles/category/{slug}) and feed. Pages read them as the pages
 * texts' `articles.categoryItems.<id>` ({ name, slug }) in his order
 * (`articles.categoryOrder`); an article names any of them by id.
 */
export const articleCategories = defineList({
  name: "article-categories",
  fields: {
    name: text(40),
    slug: slug(),
  },
  maxItems: 20,
  nameField: "name",
  leadField: "name",
  seedIdPrefix: "topic",
  previewPath: "/ar/articles",
  icon: FolderTree,
  projection: {
    namespace: "pages",
    byId: "articles.categoryItems",
    order: "articles.categoryOrder",
    shape: (entry) => ({ name: entry.name, slug: entry.slug }),
  },
});
