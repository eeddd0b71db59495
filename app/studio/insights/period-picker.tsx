import { useSearchParams } from "react-router";
import { dayOf } from "#core/insights/days";
import { useStudioT } from "../kit/use-studio-t";
import { periodFromQuery, periodPresets, withCustomEnd, withPreset, type PeriodPreset } from "./period";

type Period = ReturnType<typeof periodFromQuery>;

/** The period the address asks for, and how to change it (the address keeps it, so a link or a reload shows the same days). */
export function useAddressPeriod() {
  const [params, setParams] = useSearchParams();
  const today = dayOf(Date.now());
  const period = periodFromQuery(params, today);
  const choose = (preset: PeriodPreset | "custom") => setParams(withPreset(params, preset, period), { replace: true });
  const setCustom = (end: "from" | "to", value: string) => {
    const next = withCustomEnd(params, end, value, period);
    if (next) setParams(next, { replace: true });
  };
  return { period, today, choose, setCustom };
}

/** A preset period, or a custom one with its first and last day. */
export function PeriodPicker({
  period,
  today,
  onChoose,
  onCustom,
}: {
  period: Period;
  today: string;
  onChoose: (preset: PeriodPreset | "custom") => void;
  onCustom: (end: "from" | "to", value: string) => void;
}) {
  const { t } = useStudioT();
  return (
    <>
      <label className="grid gap-1 text-sm">
        <span className="text-muted">{t("studio.insights.period")}</span>
        <select
          className="rounded-lg border border-line bg-bg px-3 py-2"
          value={period.preset}
          onChange={(event) => onChoose(event.target.value as PeriodPreset | "custom")}
          data-testid="insights-period"
        >
          {periodPresets.map((preset) => (
            <option key={preset} value={preset}>
              {t(`studio.insights.presets.${preset}`)}
            </option>
          ))}
          <option value="custom">{t("studio.insights.presets.custom")}</option>
        </select>
      </label>
      {period.preset === "custom" && (
        <>
          <label className="grid gap-1 text-sm">
            <span className="text-muted">{t("studio.insights.from")}</span>
            <input
              type="date"
              className="rounded-lg border border-line bg-bg px-3 py-2"
              value={period.from}
              max={period.to}
              onChange={(e) => onCustom("from", e.target.value)}
            />
          </label>
          <label className="grid gap-1 text-sm">
            <span className="text-muted">{t("studio.insights.to")}</span>
            <input
              type="date"
              className="rounded-lg border border-line bg-bg px-3 py-2"
              value={period.to}
              min={period.from}
              max={today}
              onChange={(e) => onCustom("to", e.target.value)}
            />
          </label>
        </>
      )}
    </>
  );
}
