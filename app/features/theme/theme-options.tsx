import { useId } from "react";
import { Check } from "lucide-react";
import { offeredThemes, themeSwatch, type ThemeChoice } from "#core/catalogue/themes";
import { useTheme } from "./theme-provider";

export type ThemeOptionLabels = { legend: string; options: Record<ThemeChoice, string> };

/** The themes as native radio buttons (arrow keys move, Enter or a click confirms). */
export function ThemeOptions({
  labels,
  onConfirm,
  testIdPrefix = "theme-option",
  legendHidden = false,
}: {
  labels: ThemeOptionLabels;
  onConfirm?: () => void;
  testIdPrefix?: string;
  legendHidden?: boolean;
}) {
  const { theme, setTheme, brand } = useTheme();
  const name = useId();
  return (
    <fieldset>
      <legend className={legendHidden ? "sr-only" : "px-2 pb-2 pt-1 text-xs font-semibold text-muted"}>{labels.legend}</legend>
      {offeredThemes(brand).map((option) => (
        <label
          key={option}
          className="group flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-text hover:bg-fg/5"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={theme === option}
            className="sr-only"
            data-testid={`${testIdPrefix}-${option}`}
            onChange={() => setTheme(option)}
            onKeyDown={(event) => {
              if (event.key === "Enter") onConfirm?.();
            }}
            onClick={(event) => {
              // A pointer click picks and confirms; arrow keys only pick.
              if (event.detail > 0) onConfirm?.();
            }}
          />
          <span
            className="size-5 rounded-full ring-2 ring-fg/15"
            style={{ background: themeSwatch(option, brand) }}
            data-part="theme-swatch"
            aria-hidden
          />
          <span className="flex-1" data-part="theme-name">
            {labels.options[option]}
          </span>
          {/* The checked option's mark follows the radio itself, so a page without React shows it right too. */}
          <Check className="hidden size-4 text-accent-text group-has-[:checked]:block" aria-hidden />
        </label>
      ))}
    </fieldset>
  );
}
