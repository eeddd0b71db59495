import { CalendarClock } from "lucide-react";
import { Field } from "~/components/ui/field";
import { platformIds, type PlatformId } from "./data";
import type { PostingTimes } from "./use-posting-times";

const selectClass = "mt-2 w-full rounded-xl border border-line bg-bg/60 px-3 py-2.5 text-sm text-fg focus:border-accent";
const hintClass = "mt-2 text-xs leading-5 text-muted";

/** Platform, the followers' zone, the zone to read times in, and the weekend; a plain GET form without JavaScript. */
export function PostingForm({ tool }: { tool: PostingTimes }) {
  const { t, settings, update, browserZone, zoneLabel, zoneName } = tool;
  return (
    <form method="get" className="card grid gap-6 p-5 sm:p-6" onSubmit={tool.show} aria-label={t("form.legend")} data-testid="pt-form">
      <fieldset>
        <legend className="text-sm font-bold">{t("form.platform")}</legend>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
          {platformIds.map((platform) => (
            <PlatformOption
              key={platform}
              id={platform}
              label={t(`platforms.${platform}`)}
              checked={settings.platform === platform}
              onChange={() => update({ platform })}
            />
          ))}
        </div>
      </fieldset>

      <Field label={t("form.audience")} labelClassName="text-sm font-bold" hint={t("form.audienceHint")} hintClassName={hintClass}>
        {(control) => (
          <select
            {...control}
            name="audience"
            value={settings.audience}
            onChange={(event) => update({ audience: event.target.value })}
            className={selectClass}
            data-testid="pt-audience"
          >
            {tool.audienceChoices.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field label={t("form.display")} labelClassName="text-sm font-bold" hint={t("form.displayHint")} hintClassName={hintClass}>
        {(control) => (
          <select
            {...control}
            name="tz"
            value={settings.display}
            onChange={(event) => update({ display: event.target.value })}
            className={selectClass}
            data-testid="pt-display"
          >
            <option value="same">{t("form.same")}</option>
            <option value="browser">{browserZone ? t("form.browserNamed", { zone: zoneLabel(browserZone) }) : t("form.browser")}</option>
            {tool.displayChoices.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field
        inline
        label={<span>{t("form.weekend")}</span>}
        labelClassName="flex cursor-pointer items-start gap-3 text-sm font-semibold"
        hint={
          <>
            {tool.suggestWeekend && (
              <strong className="block pb-1 font-semibold text-fg" data-testid="pt-weekend-suggest">
                {t("form.weekendSuggest", { zone: zoneName(settings.audience) })}
              </strong>
            )}
            {t("form.weekendHint")}
          </>
        }
        hintClassName={hintClass}
      >
        {(control) => (
          <input
            {...control}
            type="checkbox"
            name="weekend"
            value="fri-sat"
            checked={settings.fridayWeekend}
            onChange={(event) => update({ fridayWeekend: event.target.checked })}
            className="mt-0.5 size-4 shrink-0 accent-[var(--accent-solid)]"
            data-testid="pt-weekend"
          />
        )}
      </Field>

      {/*
        A real submit button (WCAG H32): Enter sends the form. Without JavaScript, or before the
        tool has loaded, it is a plain GET and the server answers with the times; once the tool
        runs, the times follow every change and the button brings them into view.
      */}
      <button type="submit" className="btn-primary inline-flex w-full justify-center" data-testid="pt-submit">
        <CalendarClock className="size-4" aria-hidden />
        {t("form.submit")}
      </button>
    </form>
  );
}

function PlatformOption({ id, label, checked, onChange }: { id: PlatformId; label: string; checked: boolean; onChange: () => void }) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-text ${
        checked ? "border-accent bg-accent-soft" : "border-line hover:border-fg/20"
      }`}
    >
      <input type="radio" name="platform" value={id} checked={checked} onChange={onChange} className="sr-only" data-testid={`pt-platform-${id}`} />
      <span
        aria-hidden
        className={`grid size-4 shrink-0 place-items-center rounded-full border-2 ${checked ? "border-accent-text" : "border-muted/60"}`}
      >
        {checked && <span className="size-1.5 rounded-full bg-accent-text" />}
      </span>
      <span className="truncate">{label}</span>
    </label>
  );
}
