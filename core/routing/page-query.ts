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

export const serverReadParams: readonly string[] = [
  speedTabParam,
  ...postingTimesParams,
  ...generatorParams,
  ...utmBuilderParams,
  portfolioFilterParam,
];
