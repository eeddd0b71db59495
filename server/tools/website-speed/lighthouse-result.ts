import {
  metricIds,
  scoreBand,
  type Metric,
  type MetricId,
  type Opportunity,
  type ProviderId,
  type Strategy,
  type StrategyReport,
} from "#core/tools/website-report";

/**
 * Turns a Lighthouse result (from a local run or from the PageSpeed
 * Insights API, which wraps the same format) into what the page shows.
 * Only the fields read here are typed; everything else is ignored.
 */

type Audit = {
  id?: string;
  title?: string;
  score?: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };
};

export type LighthouseResult = {
  lighthouseVersion?: string;
  finalDisplayedUrl?: string;
  finalUrl?: string;
  fetchTime?: string;
  runtimeError?: { code?: string; message?: string };
  categories?: { performance?: { score?: number | null; auditRefs?: { id: string; group?: string }[] } };
  audits?: Record<string, Audit>;
};

/** Why a result cannot be shown. */
export class AuditError extends Error {
  readonly code: "unreachable" | "blocked" | "timeout" | "unavailable" | "failed";
  /** The browser lost the run, not the page (no navigation start and the like): the same audit may well succeed at once. */
  readonly transient: boolean;
  // No parameter properties: scripts run this file with Node's type stripping.
  constructor(code: AuditError["code"], message: string, options: { transient?: boolean } = {}) {
    super(message);
    this.name = "AuditError";
    this.code = code;
    this.transient = options.transient ?? false;
  }
}

/**
 * Lighthouse runtime errors that come from the browser or the trace rather
 * than the page (Chrome missed the navigation start, the protocol stalled):
 * seen here mostly on the first audit after a start.
 */
const transientErrors =
  /NO_NAVSTART|NO_TRACING_STARTED|PROTOCOL_TIMEOUT|NO_SCREENSHOTS|NO_SPEEDLINE_FRAMES|SPEEDINDEX_OF_ZERO|TRACING_ALREADY_STARTED|TARGET_CRASHED|NO_DCL/;

const metricAudits: Record<MetricId, string> = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
};

/** How many things to fix are shown per strategy. */
export const maxOpportunities = 5;

/** Lighthouse runtime errors that mean the page itself could not be loaded. */
const pageErrors =
  /DNS_FAILURE|FAILED_DOCUMENT_REQUEST|ERRORED_DOCUMENT_REQUEST|NO_FCP|NO_LCP|PAGE_HUNG|INSECURE_DOCUMENT_REQUEST|NOT_HTML|CHROME_INTERSTITIAL_ERROR|PAGE_NOT_LOADED|NO_DOCUMENT_REQUEST/;

/** Milliseconds a fix would save: Lighthouse's estimate, else the largest time-based metric saving. */
function savingsMs(audit: Audit): number {
  const overall = audit.details?.overallSavingsMs;
  if (typeof overall === "number" && overall > 0) return Math.round(overall);
  const saved = ["FCP", "LCP", "TBT"].map((metric) => audit.metricSavings?.[metric] ?? 0);
  return Math.round(Math.max(0, ...saved));
}

/**
 * The failing insights and diagnostics (score below 0.9), biggest estimated
 * saving first; audits without an estimate follow, worst score first.
 */
export function topOpportunities(result: LighthouseResult, limit = maxOpportunities): Opportunity[] {
  const refs = result.categories?.performance?.auditRefs ?? [];
  const found: (Opportunity & { score: number })[] = [];
  for (const ref of refs) {
    if (ref.group === "metrics" || ref.group === "hidden") continue;
    const audit = result.audits?.[ref.id];
    if (!audit || typeof audit.score !== "number" || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "manual") continue;
    found.push({
      id: ref.id,
      title: audit.title ?? ref.id,
      savingsMs: savingsMs(audit),
      savingsBytes: Math.max(0, Math.round(audit.details?.overallSavingsBytes ?? 0)),
      score: audit.score,
    });
  }
  found.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes || a.score - b.score || a.id.localeCompare(b.id));
  return found.slice(0, limit).map(({ score: _score, ...opportunity }) => opportunity);
}

export function toStrategyReport(result: LighthouseResult, strategy: Strategy, provider: ProviderId): StrategyReport {
  if (result.runtimeError?.code && pageErrors.test(result.runtimeError.code)) {
    throw new AuditError("unreachable", `${result.runtimeError.code}: ${result.runtimeError.message ?? ""}`);
  }
  const score = result.categories?.performance?.score;
  const runtimeCode = result.runtimeError?.code;
  if (typeof score !== "number")
    throw new AuditError("failed", `no performance score (${runtimeCode ?? "no runtime error"})`, {
      transient: runtimeCode !== undefined && transientErrors.test(runtimeCode),
    });
  const metrics: Metric[] = metricIds.map((id) => {
    const audit = result.audits?.[metricAudits[id]];
    if (typeof audit?.numericValue !== "number") throw new AuditError("failed", `metric ${id} missing`);
    const value = id === "cls" ? Math.round(audit.numericValue * 1000) / 1000 : Math.round(audit.numericValue);
    return { id, value, band: scoreBand(Math.round((audit.score ?? 0) * 100)) };
  });
  const rounded = Math.round(score * 100);
  return {
    strategy,
    score: rounded,
    band: scoreBand(rounded),
    metrics,
    opportunities: topOpportunities(result),
    finalUrl: result.finalDisplayedUrl ?? result.finalUrl ?? "",
    fetchedAt: result.fetchTime ?? new Date().toISOString(),
    provider,
    lighthouseVersion: result.lighthouseVersion ?? "",
  };
}
