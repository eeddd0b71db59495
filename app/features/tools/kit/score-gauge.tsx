/** A 0–100 score as a ring, coloured by band as Lighthouse does (90+ good, 50–89 average, below 50 poor). */

export type GaugeBand = "good" | "average" | "poor";

export const bandText: Record<GaugeBand, string> = { good: "text-success", average: "text-warning", poor: "text-danger" };

export function ScoreGauge(props: {
  score: number;
  band: GaugeBand;
  /** The score as shown (digits of the page's language). */
  display?: string;
  /** Read before the score by screen readers, e.g. "Performance score". */
  label: string;
  outOf: string;
  bandLabel: string;
  /** `{testId}-score` and `{testId}-band`. */
  testId: string;
  size?: "md" | "lg";
}) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const colour = bandText[props.band];
  return (
    <div className="flex flex-col items-center gap-1">
      <div className={`relative ${props.size === "md" ? "size-28" : "size-36"}`}>
        <svg viewBox="0 0 120 120" className={`size-full -rotate-90 ${colour}`} aria-hidden>
          <circle cx="60" cy="60" r={radius} fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="10" />
          <circle
            cx="60"
            cy="60"
            r={radius}
            fill="none"
            stroke="currentColor"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray={`${(props.score / 100) * circumference} ${circumference}`}
          />
        </svg>
        <p className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="sr-only">{props.label}: </span>
          <span className={`${props.size === "md" ? "text-3xl" : "text-4xl"} font-extrabold ${colour}`} data-testid={`${props.testId}-score`}>
            {props.display ?? props.score}
          </span>
          <span className="text-xs text-muted">{props.outOf}</span>
        </p>
      </div>
      <p className={`font-bold ${colour}`} data-testid={`${props.testId}-band`}>
        {props.bandLabel}
      </p>
    </div>
  );
}
