import type { Page } from "../i18n/page-paths";
import { defaultShareImage, type ContentDocument, type ImageRef } from "./content-document";

/**
 * Where a page's search title and description live ("namespace:path", with
 * `.title` and `.description` under it): the one table both the page's own
 * head and its share card read, so the card says what the tab says.
 */
export function pageMetaKey(page: Page): string {
  switch (page.kind) {
    case "home":
      return "home:meta";
    case "service":
      return `services:items.${page.id}.meta`;
    case "sector":
      return `sectors:items.${page.id}.meta`;
    case "landing":
      return `landing:items.${page.id}.meta`;
    case "tool":
      return `tools:items.${page.id}.meta`;
    case "static":
      return staticMetaKeys[page.page];
    // An article's own title and summary are its head's (the article pages and their cards read them);
    // this key is the articles page's, for anything that asks by key.
    case "article":
    case "article-category":
      return staticMetaKeys.articles;
  }
}

const staticMetaKeys = {
  services: "services:page.meta",
  sectors: "sectors:page.meta",
  about: "pages:about.meta",
  portfolio: "pages:portfolio.meta",
  faq: "pages:faq.meta",
  "free-tools": "pages:free-tools.meta",
  "privacy-policy": "legal:privacy.meta",
  "terms-of-service": "legal:terms.meta",
  credibility: "credibility:meta",
  cv: "pages:cv.meta",
  contact: "contact:page.meta",
  articles: "pages:articles.meta",
} as const satisfies Record<Extract<Page, { kind: "static" }>["page"], string>;

/** A page's name in a card's address: its kind and id ("service-web-design"), letters, digits and hyphens only. */
export function pageCardKey(page: Page): string {
  switch (page.kind) {
    case "home":
      return "home";
    case "static":
      return page.page;
    case "landing":
      return `landing-${page.id}`;
    default:
      return `${page.kind}-${page.id}`;
  }
}

/** The owner's own picture for a page's share card: the page's, else the one for every page, else none (the card is drawn). */
export function shareImageOf(document: Pick<ContentDocument, "shareImages">, page: Page): ImageRef | undefined {
  return document.shareImages?.[pageCardKey(page)] ?? document.shareImages?.[defaultShareImage];
}
