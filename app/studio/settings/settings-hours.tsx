import { Minus, Plus } from "lucide-react";
import { dayName, defaultOpeningHours, type HoursError, type OpeningHours, type WeekDay } from "#core/settings/business-place";
import { formatLocale } from "~/utils/format";
import { useStudioLanguage } from "../kit/studio-language";
import { useStudioT } from "../kit/use-studio-t";
import { UnpublishedBadge } from "../kit/studio-field";

const timeInput = "w-36 rounded-lg border bg-bg/60 px-3 py-2 text-base text-fg focus:border-accent";

/**
 * The opening hours: shown or not, then each day closed or open, in one period
 * or two (a break at midday), in Baghdad time.
 */
export function HoursEditor({
  hours,
  badge,
  pending,
  errors,
  onChange,
}: {
  hours: OpeningHours;
  badge: string | undefined;
  /** "Not published" while the hours in the draft differ from the site's. */
  pending?: string | undefined;
  /** Each refused day's reason, from the last save. */
  errors: Partial<Record<WeekDay, HoursError>>;
  onChange: (hours: OpeningHours, edited?: WeekDay) => void;
}) {
  const { t } = useStudioT();
  const { lang } = useStudioLanguage();
  const shown = hours.length > 0;
  const setDay = (day: WeekDay, periods: OpeningHours[number]["periods"]) =>
    onChange(
      hours.map((entry) => (entry.day === day ? { day, periods } : entry)),
      day,
    );

  return (
    <div className="grid gap-4 sm:col-span-2" data-testid="hours-editor">
      <label className="flex flex-wrap items-center gap-3 text-sm font-semibold">
        <input
          id="setting-hours"
          type="checkbox"
          className="size-5 accent-[var(--accent-solid)]"
          checked={shown}
          onChange={(event) => onChange(event.target.checked ? defaultOpeningHours() : [])}
          aria-describedby="setting-hours-hint"
        />
        {t("studio.settings.hoursEditor.show")}
        {pending && <UnpublishedBadge text={pending} />}
        {badge && (
          <span className="rounded-full border border-warning/60 px-2 py-0.5 text-xs font-semibold text-warning" data-testid="sample-badge">
            {badge}
          </span>
        )}
      </label>
      <p id="setting-hours-hint" className="text-xs leading-5 text-muted">
        {t("studio.settings.hoursEditor.lead")}
      </p>
      {shown && (
        <ul className="grid gap-3">
          {hours.map(({ day, periods }) => {
            const name = dayName(day, formatLocale(lang));
            const error = errors[day];
            const errorId = `hours-${day}-error`;
            const open = periods.length > 0;
            return (
              <li key={day} className="grid gap-2 rounded-lg border border-line p-3" data-testid={`hours-${day}`}>
                <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2" aria-describedby={error ? errorId : undefined}>
                  <legend className="sr-only">{name}</legend>
                  <label className="flex w-40 items-center gap-2 text-sm font-semibold">
                    <input
                      type="checkbox"
                      className="size-5 accent-[var(--accent-solid)]"
                      checked={open}
                      onChange={(event) => setDay(day, event.target.checked ? [{ opens: "09:00", closes: "17:00" }] : [])}
                      data-testid="hours-open"
                    />
                    <span aria-hidden>{name}</span>
                    <span className="sr-only">
                      {name}: {t("studio.settings.hoursEditor.open")}
                    </span>
                  </label>
                  {!open && <span className="text-sm text-muted">{t("studio.settings.hoursEditor.closed")}</span>}
                  {periods.map((period, index) => (
                    <span key={index} className="flex flex-wrap items-center gap-2">
                      <label className="flex items-center gap-2 text-xs text-muted">
                        {t("studio.settings.hoursEditor.opens")}
                        <input
                          type="time"
                          dir="ltr"
                          className={`${timeInput} ${error ? "border-danger" : "border-line"}`}
                          value={period.opens}
                          aria-invalid={error ? true : undefined}
                          onChange={(event) =>
                            setDay(
                              day,
                              periods.map((other, at) => (at === index ? { ...other, opens: event.target.value } : other)),
                            )
                          }
                          data-testid="hours-opens"
                        />
                      </label>
                      <label className="flex items-center gap-2 text-xs text-muted">
                        {t("studio.settings.hoursEditor.closes")}
                        <input
                          type="time"
                          dir="ltr"
                          className={`${timeInput} ${error ? "border-danger" : "border-line"}`}
                          value={period.closes === "24:00" ? "23:59" : period.closes}
                          aria-invalid={error ? true : undefined}
                          onChange={(event) =>
                            setDay(
                              day,
                              periods.map((other, at) => (at === index ? { ...other, closes: event.target.value } : other)),
                            )
                          }
                          data-testid="hours-closes"
                        />
                      </label>
                    </span>
                  ))}
                  {periods.length === 1 && (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 text-xs font-semibold text-accent-text underline"
                      onClick={() => setDay(day, [...periods, { opens: "17:00", closes: "21:00" }])}
                      aria-label={`${name}: ${t("studio.settings.hoursEditor.addPeriod")}`}
                    >
                      <Plus className="size-3.5" aria-hidden />
                      {t("studio.settings.hoursEditor.addPeriod")}
                    </button>
                  )}
                  {periods.length === 2 && (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 text-xs font-semibold text-accent-text underline"
                      onClick={() => setDay(day, periods.slice(0, 1))}
                      aria-label={`${name}: ${t("studio.settings.hoursEditor.removePeriod")}`}
                    >
                      <Minus className="size-3.5" aria-hidden />
                      {t("studio.settings.hoursEditor.removePeriod")}
                    </button>
                  )}
                </fieldset>
                {error && (
                  <p id={errorId} className="text-sm text-danger" data-testid="field-error">
                    {t("studio.settings.hoursEditor.dayError", { day: name, error: t(`studio.settings.errors.${error}`) })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
