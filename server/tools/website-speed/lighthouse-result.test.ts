import { describe, expect, test } from "vitest";
import mobile from "../../../tests/fixtures/pagespeed/lighthouse-mobile.json";
import desktop from "../../../tests/fixtures/pagespeed/lighthouse-desktop.json";
import { AuditError, toStrategyReport, topOpportunities, type LighthouseResult } from "./lighthouse-result";

const copy = (result: unknown) => structuredClone(result) as LighthouseResult;

describe("a Lighthouse 13 result becomes what the page shows", () => {
  test("score, band and the five metrics in Lighthouse's order, rounded", () => {
    const report = toStrategyReport(copy(mobile), "mobile", "lighthouse");
    expect(report.score).toBe(75);
    expect(report.band).toBe("average");
    expect(report.metrics.map((m) => m.id)).toEqual(["fcp", "lcp", "tbt", "cls", "si"]);
    const tbt = report.metrics.find((m) => m.id === "tbt")!;
    expect(tbt.value).toBe(Math.round(mobile.audits["total-blocking-time"].numericValue));
    // The metric's own Lighthouse score 0.22 is poor; FCP scored 1 is good.
    expect(tbt.band).toBe("poor");
    expect(report.metrics.find((m) => m.id === "fcp")!.band).toBe("good");
    expect(report.finalUrl).toBe("http://fixture.test/");
    expect(report.lighthouseVersion).toBe("13.5.0");
  });

  test("a score of exactly 0.9 is good, 0.89 needs improvement, 0.49 poor", () => {
    expect(toStrategyReport(copy(desktop), "desktop", "pagespeed").band).toBe("good");
    const average = copy(desktop);
    average.categories!.performance!.score = 0.89;
    expect(toStrategyReport(average, "desktop", "pagespeed")).toMatchObject({ score: 89, band: "average" });
    average.categories!.performance!.score = 0.49;
    expect(toStrategyReport(average, "desktop", "pagespeed")).toMatchObject({ score: 49, band: "poor" });
  });

  test("opportunities: failing audits only, biggest saving first, then bytes, at most five", () => {
    const found = topOpportunities(copy(mobile));
    expect(found.length).toBeLessThanOrEqual(5);
    // Cache lifetimes would save 1,350 ms of LCP; JavaScript execution 1,150 ms of TBT.
    expect(found.slice(0, 2)).toEqual([
      { id: "cache-insight", title: "Use efficient cache lifetimes", savingsMs: 1350, savingsBytes: 0 },
      { id: "bootup-time", title: "Reduce JavaScript execution time", savingsMs: 1150, savingsBytes: 0 },
    ]);
    const savings = found.map((o) => o.savingsMs);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    const ids = found.map((o) => o.id);
    expect(ids).toContain("render-blocking-insight");
    // Passed (score 1), informative and not-applicable audits never show.
    expect(ids).not.toContain("unminified-javascript");
    expect(ids).not.toContain("long-tasks");
    expect(ids).not.toContain("inp-breakdown-insight");
    // Equal time savings: the larger byte saving first (unused CSS 50,000 B after minify CSS 50,168 B).
    expect(ids.indexOf("unminified-css")).toBeLessThan(ids.indexOf("unused-css-rules"));
  });

  test("a page that would not load is 'unreachable'; a result without a score 'failed'", () => {
    const broken = copy(mobile);
    broken.runtimeError = { code: "ERRORED_DOCUMENT_REQUEST", message: "Lighthouse was unable to reliably load the page you requested." };
    expect(() => toStrategyReport(broken, "mobile", "lighthouse")).toThrow(expect.objectContaining({ code: "unreachable" }));
    const noScore = copy(mobile);
    noScore.categories!.performance!.score = null;
    const error = (() => {
      try {
        toStrategyReport(noScore, "mobile", "lighthouse");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AuditError);
    expect((error as AuditError).code).toBe("failed");
    expect((error as AuditError).transient).toBe(false);
  });

  test("a run the browser lost (NO_NAVSTART) is a transient failure, worth trying again", () => {
    const lost = copy(mobile);
    lost.categories!.performance!.score = null;
    lost.runtimeError = { code: "NO_NAVSTART", message: "Your page did not record a navigation start." };
    expect(() => toStrategyReport(lost, "mobile", "lighthouse")).toThrow(expect.objectContaining({ code: "failed", transient: true }));
  });
});
