import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { StudioFormats } from "../kit/studio-formats";

/** A line's colour is a theme token: the canvas gets its value, read from the page's custom properties. */
export type ChartSeries = { label: string; values: number[]; colour: "info" | "accent-text" | "success" };

/**
 * Visitors, views and conversions per day, drawn by uPlot (loaded with this
 * module, in the studio only). The figures are also in the table next to it
 * for screen readers; the canvas itself is hidden from them.
 */
export default function InsightsChart({
  days,
  series,
  dayLabel,
  format,
}: {
  days: string[];
  series: ChartSeries[];
  dayLabel: string;
  format: StudioFormats;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const token = (name: string) => style.getPropertyValue(`--${name}`).trim();
    const axis = { stroke: style.color, grid: { stroke: token("line") }, ticks: { stroke: token("line") } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: 260,
        scales: { x: { time: false } },
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((tick) => (days[tick] ? format.day(days[tick]) : "")) },
          { ...axis, values: (_u, ticks) => ticks.map((tick) => format.number(tick)), size: 50 },
        ],
        series: [
          { label: dayLabel, value: (_u, index) => (index == null || !days[index] ? "" : format.day(days[index], true)) },
          ...series.map((line) => ({
            label: line.label,
            stroke: token(line.colour),
            width: 2,
            points: { show: days.length <= 45 },
            value: (_u: uPlot, value: number | null) => (value == null ? "" : format.number(value)),
          })),
        ],
      },
      [days.map((_day, index) => index), ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 260 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, dayLabel, format]);
  return <div ref={box} className="insights-chart text-muted" data-testid="insights-chart" aria-hidden />;
}
