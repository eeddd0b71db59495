/** What the website speed check answers: shared by the server (which builds it) and the page (which words it). */

export const strategies = ["mobile", "desktop"] as const;
export type Strategy = (typeof strategies)[number];

export type ScoreBand = "good" | "average" | "poor";

/** The five lab metrics shown, in Lighthouse's order. */
export const metricIds = ["fcp", "lcp", "tbt", "cls", "si"] as const;
export type MetricId = (typeof metricIds)[number];

/** `value` is in milliseconds, except CLS, which has no unit. */
export type Metric = { id: MetricId; value: number; band: ScoreBand };

/** One thing to fix, with what fixing it would save (0 when not estimated). */
export type Opportunity = { id: string; title: string; savingsMs: number; savingsBytes: number };

export type StrategyReport = {
  strategy: Strategy;
  /** 0–100. */
  score: number;
  band: ScoreBand;
  metrics: Metric[];
  /** The top few, biggest saving first. */
  opportunities: Opportunity[];
  finalUrl: string;
  /** ISO time of the audit. */
  fetchedAt: string;
  provider: ProviderId;
  lighthouseVersion: string;
};

export type ProviderId = "pagespeed" | "lighthouse";

export type JobState = "queued" | "running" | "done" | "failed";

/** What the page polls: a job that audits one URL on mobile, then on desktop. */
export type SpeedJobView = {
  id: string;
  url: string;
  state: JobState;
  /** Audits waiting before this one (0 once it runs). */
  position: number;
  /** The strategy being audited now. */
  current: Strategy | null;
  results: Partial<Record<Strategy, StrategyReport>>;
  /** Strategies that could not be measured although the other was (shown as such, with the good half). */
  missing: Strategy[];
  error: { code: string; title: string; message: string } | null;
  /** True when every result came from the cache. */
  cached: boolean;
  elapsedMs: number;
};

/** Lighthouse's colours for a 0–100 score: 90+ good, 50–89 needs improvement, below 50 poor. */
export function scoreBand(score: number): ScoreBand {
  return score >= 90 ? "good" : score >= 50 ? "average" : "poor";
}
