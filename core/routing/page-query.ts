import type { Page, SlugTable } from "../i18n/page-paths";

/**
 * Query parameters a page reads while it renders on the server. An address
 * carrying one is rendered for its visitor and never served from the page
 * cache (ADR 021); every other parameter (utm_*, click ids, anything made
 * up) leaves the page as it is, so it gets the cached page.
 * page-query.test.ts finds every parameter the pages read and fails on one
 * missing here.
 */

/** The speed tool's open tab (`?tab=internet`). */
export const speedTabParam = "tab";

/** The posting-times tool's choice (`?platform=&audience=&tz=&weekend=`). */
export const postingTimesParams = ["platform", "audience", "tz", "weekend"] as const;

/** The bio and hook generators' no-JavaScript submissions (`?profession=&skills=&goal=&emoji=`, `?topic=`, and `&set=` for another set). */
export const generatorParams = ["profession", "skills", "goal", "emoji", "topic", "set"] as const;

/**
 * The UTM link builder's no-JavaScript submission (`?url=&source=&medium=&campaign=&term=&content=&campaign_id=`).
 * Not the utm_ names the link itself carries: a campaign visit to any page (utm_source=…) must keep the cached page.
 */
export const utmBuilderParams = ["url", "source", "medium", "campaign", "term", "content", "campaign_id"] as const;

/** The portfolio's filter (`?category=video`). */
export const portfolioFilterParam = "category";

/** The articles search (`?q=`) and a page of the articles list (`?page=2`). */
export const articleSearchParam = "q";
export const articlePageParam = "page";

export const serverReadParams: readonly string[] = [
  articleSearchParam,
  articlePageParam,
  speedTabParam,
  ...postingTimesParams,
  ...generatorParams,
  ...utmBuilderParams,
  portfolioFilterParam,
];

/** Values a parameter may take on its page: a list the page knows, or "any" (a tool form's own text, answered for its sender). */
type ParamValues = readonly string[] | "any";

const anyOf = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, "any" as const]));

/**
 * Which page reads which parameter (ADR 031). Only there does it change the
 * page; anywhere else it is ignored (the cached page). A listed value is
 * served from the cache under its own key; a value the page does not know
 * is redirected to the page without it.
 */
const queriesByPage: Record<string, Record<string, ParamValues | ((slugs: SlugTable) => ParamValues)>> = {
  // The owner's categories (a list of his: core/content/lists/portfolio-categories.ts).
  "static:portfolio": { [portfolioFilterParam]: (slugs) => slugs.portfolioCategories ?? [] },
  "tool:speed": { [speedTabParam]: ["internet"] },
  // A search is answered for its visitor; a later page of the list too (their count moves with every publish).
  "static:articles": anyOf([articleSearchParam, articlePageParam]),
  "article-category": anyOf([articlePageParam]),
  "tool:posting-times": anyOf(postingTimesParams),
  "tool:bio": anyOf(["profession", "skills", "goal", "emoji", "set"]),
  "tool:hooks": anyOf(["topic", "set"]),
  "tool:utm": anyOf(utmBuilderParams),
};

/** The parameters `page` reads, with the values it knows (some from the content: `slugs`); undefined when it reads none. */
export function pageQueries(page: Page, slugs: SlugTable): Readonly<Record<string, ParamValues>> | undefined {
  const id =
    page.kind === "static"
      ? `static:${page.page}`
      : page.kind === "tool"
        ? `tool:${page.id}`
        : page.kind === "article-category"
          ? "article-category"
          : undefined;
  const reads = id ? queriesByPage[id] : undefined;
  if (!reads) return undefined;
  return Object.fromEntries(Object.entries(reads).map(([name, values]) => [name, typeof values === "function" ? values(slugs) : values]));
}

/** Every parameter some page reads: page-query.test.ts checks the table against serverReadParams. */
export const pageQueryParams = (): string[] => [...new Set(Object.values(queriesByPage).flatMap((params) => Object.keys(params)))];
