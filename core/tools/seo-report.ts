/**
 * The SEO analyzer's answer, shared by the server (which builds it) and the
 * page (which words it): checks carry ids, codes and facts, never sentences,
 * so the advice is written once per language in tool-seo.json.
 */

export const checkIds = [
  "status",
  "https",
  "robots",
  "title",
  "description",
  "h1",
  "headings",
  "images",
  "canonical",
  "lang",
  "hreflang",
  "viewport",
  "robotsTxt",
  "sitemap",
  "openGraph",
  "structuredData",
  "links",
  "wordCount",
  "responseTime",
  "pageWeight",
] as const;
export type CheckId = (typeof checkIds)[number];

export type CheckStatus = "pass" | "warn" | "fail" | "info";

/** Samples shown under the advice: addresses and code read left to right, page text keeps its own direction. */
export type CheckSamples = { kind: "url" | "code" | "text"; values: string[] };

export type SeoCheck = {
  id: CheckId;
  status: CheckStatus;
  /** Which advice to show: tool-seo.json `checks.<id>.<code>`. */
  code: string;
  /** Share of the score; info checks do not count. */
  weight: number;
  /** Numbers and short values the advice interpolates. */
  facts: Record<string, string | number>;
  samples?: CheckSamples;
};

export type ScoreBand = "good" | "average" | "poor";

export type SeoReport = {
  requestedUrl: string;
  finalUrl: string;
  redirects: number;
  status: number;
  score: number;
  band: ScoreBand;
  counts: Record<CheckStatus, number>;
  checks: SeoCheck[];
  metrics: { responseMs: number; bytes: number; words: number };
};

/** 90 and above is good, 50–89 needs work, below 50 is poor (the Lighthouse bands people know). */
export function scoreBand(score: number): ScoreBand {
  return score >= 90 ? "good" : score >= 50 ? "average" : "poor";
}
