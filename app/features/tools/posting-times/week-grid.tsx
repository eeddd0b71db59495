import type { Lang } from "#core/i18n/languages";
import { dayName, type Translate } from "./day-names";
import { formatClock, GRID_BLOCK_HOURS, GRID_BLOCKS, type CellLevel } from "./schedule";
import { weekOrder } from "./weekdays";

/** Each level has its own symbol as well as its own colour, so colour is never the only cue. */
const symbols: Record<CellLevel, string> = { best: "●", good: "◐", weak: "–", none: "" };
const cellStyles: Record<CellLevel, string> = {
  best: "bg-accent-solid text-on-accent",
  good: "bg-accent-soft text-accent-text",
  weak: "border border-dashed border-line bg-transparent text-muted",
  none: "bg-fg/[0.04]",
};
const levels: CellLevel[] = ["best", "good", "weak", "none"];

/**
 * The week as a table: days across (in the reader's week order, so Saturday
 * first on Arabic pages and on the right), two-hour blocks down, each cell
 * naming its level for screen readers.
 */
export function WeekGrid({ grid, lang, t, zoneName }: { grid: CellLevel[][]; lang: Lang; t: Translate; zoneName: string }) {
  const days = weekOrder(lang);
  const blocks = Array.from({ length: GRID_BLOCKS }, (_, block) => block);
  return (
    <div className="mt-6">
      <table className="w-full table-fixed border-separate border-spacing-[3px] text-xs" data-testid="pt-grid">
        <caption className="mb-2 text-start text-sm text-muted">{t("grid.caption", { zone: zoneName })}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-12 sm:w-20">
              <span className="sr-only">{t("grid.time")}</span>
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className="pb-1 text-center text-[0.6875rem] font-semibold tracking-tight sm:text-xs">
                <span aria-hidden className="sm:hidden">
                  {dayName(day, t, "short")}
                </span>
                <span className="max-sm:sr-only">{dayName(day, t)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {blocks.map((block) => {
            const start = block * GRID_BLOCK_HOURS * 60;
            const end = start + GRID_BLOCK_HOURS * 60;
            return (
              <tr key={block}>
                <th scope="row" className="whitespace-nowrap pe-1 text-start font-medium tabular-nums text-muted">
                  <span aria-hidden>{formatClock(start, lang)}</span>
                  <span className="sr-only">{t("result.range", { from: formatClock(start, lang), to: formatClock(end, lang) })}</span>
                </th>
                {days.map((day) => {
                  const level = grid[day]?.[block] ?? "none";
                  return (
                    <td key={day} className={`h-7 rounded-md text-center leading-7 ${cellStyles[level]}`} data-level={level}>
                      <span aria-hidden>{symbols[level]}</span>
                      <span className="sr-only">{t(`grid.${level}`)}</span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted" data-testid="pt-grid-key">
        <span className="sr-only">{t("grid.key")}</span>
        {levels.map((level) => (
          <span key={level} className="inline-flex items-center gap-1.5">
            <span aria-hidden className={`inline-block h-5 w-7 rounded text-center leading-5 ${cellStyles[level]}`}>
              {symbols[level]}
            </span>
            {t(`grid.${level}`)}
          </span>
        ))}
      </div>
    </div>
  );
}
