import { useSearchParams } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { StudioShell, type StudioApi } from "../kit/studio-shell";
import { useStudioT } from "../kit/use-studio-t";
import { useStudioFormats } from "../kit/studio-formats";
import { PeriodPicker, useAddressPeriod } from "./period-picker";
import { ExportButton } from "./export-button";
import { useInsightReport } from "./use-insight-report";
import { InsightFigures } from "./insight-figures";
import { LeadPathTables } from "./lead-path-table";
import { RetentionSettings } from "./retention-settings";

/** /admin/insights: what brings the owner his clients (ADR 022). */
export function InsightsScreen({ anonKey }: { anonKey: string }) {
  return <StudioShell anonKey={anonKey}>{(api) => <Insights api={api} />}</StudioShell>;
}

function Insights({ api }: { api: StudioApi }) {
  const { t } = useStudioT();
  const format = useStudioFormats();
  const [params] = useSearchParams();
  const { period, today, choose, setCustom } = useAddressPeriod();
  const highlight = params.get("source") ?? undefined;
  const { report: current, failed, load } = useInsightReport(api, period.from, period.to);

  return (
    <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6" data-testid="insights">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold">{t("studio.insights.title")}</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t("studio.insights.lead")}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <PeriodPicker period={period} today={today} onChoose={choose} onCustom={setCustom} />
          <ExportButton api={api} from={period.from} to={period.to} />
        </div>
      </div>
      <p className="text-sm text-muted" data-testid="insights-range">
        {format.range(period.from, period.to)}
        {current && ` · ${t("studio.insights.comparedWith", { range: format.range(current.previous.from, current.previous.to) })}`}
      </p>

      {failed ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert">{t("studio.insights.loadFailed")}</p>
          <button type="button" className="btn-ghost" onClick={() => void load()}>
            {t("studio.insights.retry")}
          </button>
        </div>
      ) : !current ? (
        <Spinner label={t("loading")} className="min-h-64" />
      ) : (
        <>
          <InsightFigures report={current} highlight={highlight} t={t} />
          <LeadPathTables report={current} t={t} />
        </>
      )}
      <RetentionSettings api={api} />
    </main>
  );
}
