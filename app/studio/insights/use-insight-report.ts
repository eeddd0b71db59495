import { useCallback, useEffect, useState } from "react";
import type { InsightReport } from "#core/insights/insight-report";
import type { StudioApi } from "../kit/studio-shell";

/** The report of a period (null while it loads, and while an earlier period's is all there is), whether loading failed, and a way to try again. */
export function useInsightReport(api: StudioApi, from: string, to: string) {
  const [report, setReport] = useState<InsightReport | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setReport(await api.insights.report(from, to));
    } catch {
      setFailed(true);
    }
  }, [api, from, to]);
  useEffect(() => void load(), [load]);

  const current = report && report.from === from && report.to === to ? report : null;
  return { report: current, failed, load };
}
