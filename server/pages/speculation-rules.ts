/**
 * The browser's own navigation made instant on pages of islands (ADR 055): a link to a public page is
 * fetched when the visitor's pointer rests on it or his finger touches it, and the header's links are
 * prerendered as he presses them. Never an address that does something (`/go/` counts a tap), the studio,
 * the API, his preview's switch, a feed or a file.
 */
const never = ["/go/*", "/api/*", "/admin/*", "/admin", "/wp-admin/*", "/preview/*", "/auth/*", "/*.xml", "/*.pdf", "/*.txt"];

export const speculationRules = JSON.stringify({
  prefetch: [{ where: { and: [{ href_matches: "/*" }, { not: { href_matches: never } }] }, eagerness: "moderate" }],
  prerender: [{ where: { and: [{ selector_matches: "header nav a" }, { not: { href_matches: never } }] }, eagerness: "conservative" }],
});
