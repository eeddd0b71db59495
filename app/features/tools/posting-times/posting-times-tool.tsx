import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { CalendarClock, Info, TriangleAlert } from "lucide-react";
import type { Lang } from "#core/i18n/languages";
import { useLang, useT } from "~/i18n/use-lang";
import { CopyButton } from "~/features/tools/kit/copy-button";
import { platformIds, postingTimes, type PlatformId } from "./data";
import { dayName, formatDays } from "./day-names";
import {
  buildSchedule,
  formatClock,
  groupByDay,
  hasFridaySaturdayWeekend,
  parseSettings,
  settingsToSearch,
  zoneOptionOf,
  zoneOptions,
  type DayGroup,
  type Notice,
  type Schedule,
  type Settings,
  type Span,
} from "./schedule";
import { formatOffset, offsetMinutes, runtimeTimeZone } from "./time-zones";
import { WeekGrid } from "./week-grid";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Best posting times: a platform and where the followers live in, the
 * study's best days and hours out, on the followers' clock or converted to
 * the poster's. The choice lives in the query string, so a result can be
 * shared, and the form also works without JavaScript (a plain GET).
 */
export default function PostingTimesTool() {
  const lang = useLang();
  const { t: translate } = useT("tool-posting-times");
  const t: Translate = (key, options) => String(options ? translate(key, options) : translate(key));
  const [searchParams] = useSearchParams();
  // The query string seeds the state once; later changes are written back to it.
  const [initial] = useState(() => parseSettings(searchParams));
  const [settings, setSettings] = useState<Settings>(initial.settings);
  const [notices, setNotices] = useState<Notice[]>(initial.notices);
  // Unknown until the page runs in the browser (the server cannot know it).
  const [browserZone, setBrowserZone] = useState<string | null | undefined>(undefined);
  // One reference instant for the whole render: the coming week's offsets.
  const [nowMs] = useState(() => Date.now());
  const ids = useId();

  useEffect(() => setBrowserZone(runtimeTimeZone()), []);

  const update = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    // A notice about a value the visitor has since replaced is no longer true.
    setNotices((current) =>
      current.filter(
        (notice) =>
          !(notice.kind === "platform" && patch.platform) && !(notice.kind === "audience" && patch.audience) && !(notice.kind === "tz" && patch.display),
      ),
    );
    // Not a router navigation: nothing on the server needs to know.
    const url = `${window.location.pathname}${settingsToSearch(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", url);
  };

  const browserMissing = settings.display === "browser" && browserZone === null;
  const displayZone =
    settings.display === "same" ? settings.audience : settings.display === "browser" ? (browserZone ?? settings.audience) : settings.display;
  const converted = displayZone !== settings.audience;

  const times = postingTimes[settings.platform];
  const schedule = useMemo(
    () => buildSchedule(times, { audience: settings.audience, display: displayZone, fridayWeekend: settings.fridayWeekend, nowMs }),
    [times, settings.audience, displayZone, settings.fridayWeekend, nowMs],
  );
  const groups = useMemo(() => groupByDay(schedule.windows, lang), [schedule, lang]);

  const zoneName = (zone: string) => {
    const option = zoneOptionOf(zone);
    return option ? t(`cities.${option.id}`) : zone;
  };
  const zoneLabel = (zone: string) => `${zoneName(zone)} (${formatOffset(offsetMinutes(zone, nowMs))})`;
  const platformName = t(`platforms.${settings.platform}`);
  const hasHours = times.windows.length > 0;
  const suggestWeekend = !settings.fridayWeekend && hasFridaySaturdayWeekend(settings.audience) && hasHours;

  const noticeTexts = [
    ...notices.map((notice) =>
      notice.kind === "platform"
        ? t("notices.platform", { value: notice.value, platform: platformName })
        : notice.kind === "audience"
          ? t("notices.audience", { value: notice.value, zone: zoneName(settings.audience) })
          : t("notices.tz", { value: notice.value, zone: zoneName(settings.audience) }),
    ),
    ...(browserMissing ? [t("notices.browser", { zone: zoneName(settings.audience) })] : []),
  ];

  const audienceChoices = withCurrent(zoneOptions.map((option) => option.zone), settings.audience);
  const displayChoices = withCurrent(
    zoneOptions.map((option) => option.zone),
    settings.display === "same" || settings.display === "browser" ? null : settings.display,
  );

  const summary = buildSummary({ t, lang, settings, platformName, displayZone, converted, schedule, groups, zoneName, zoneLabel });

  return (
    <div
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)]"
      data-testid="posting-times"
      // Set once the tool runs in the browser (after hydration).
      data-ready={browserZone === undefined ? undefined : ""}
    >
      <form method="get" className="card grid gap-6 p-5 sm:p-6" onSubmit={(event) => event.preventDefault()} aria-label={t("form.legend")}>
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

        <div>
          <label htmlFor={`${ids}-audience`} className="text-sm font-bold">
            {t("form.audience")}
          </label>
          <select
            id={`${ids}-audience`}
            name="audience"
            value={settings.audience}
            onChange={(event) => update({ audience: event.target.value })}
            aria-describedby={`${ids}-audience-hint`}
            className={selectClass}
            data-testid="pt-audience"
          >
            {audienceChoices.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
          </select>
          <p id={`${ids}-audience-hint`} className="mt-2 text-xs leading-5 text-muted">
            {t("form.audienceHint")}
          </p>
        </div>

        <div>
          <label htmlFor={`${ids}-display`} className="text-sm font-bold">
            {t("form.display")}
          </label>
          <select
            id={`${ids}-display`}
            name="tz"
            value={settings.display}
            onChange={(event) => update({ display: event.target.value })}
            aria-describedby={`${ids}-display-hint`}
            className={selectClass}
            data-testid="pt-display"
          >
            <option value="same">{t("form.same")}</option>
            <option value="browser">{browserZone ? t("form.browserNamed", { zone: zoneLabel(browserZone) }) : t("form.browser")}</option>
            {displayChoices.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
          </select>
          <p id={`${ids}-display-hint`} className="mt-2 text-xs leading-5 text-muted">
            {t("form.displayHint")}
          </p>
        </div>

        <div>
          <label className="flex cursor-pointer items-start gap-3 text-sm font-semibold">
            <input
              type="checkbox"
              name="weekend"
              value="fri-sat"
              checked={settings.fridayWeekend}
              onChange={(event) => update({ fridayWeekend: event.target.checked })}
              aria-describedby={`${ids}-weekend-hint`}
              className="mt-0.5 size-4 shrink-0 accent-[var(--accent-solid)]"
              data-testid="pt-weekend"
            />
            <span>{t("form.weekend")}</span>
          </label>
          <p id={`${ids}-weekend-hint`} className="mt-2 text-xs leading-5 text-muted">
            {suggestWeekend && (
              <strong className="block pb-1 font-semibold text-fg" data-testid="pt-weekend-suggest">
                {t("form.weekendSuggest", { zone: zoneName(settings.audience) })}
              </strong>
            )}
            {t("form.weekendHint")}
          </p>
        </div>

        <noscript>
          <button type="submit" className="btn-primary inline-flex w-full justify-center">
            {t("form.submit")}
          </button>
        </noscript>
      </form>

      <section className="card min-w-0 p-5 sm:p-7" aria-labelledby={`${ids}-heading`} data-testid="pt-result">
        {noticeTexts.length > 0 && (
          <div role="status" className="mb-5 flex gap-3 rounded-xl border border-amber-400/40 bg-amber-400/10 p-3 text-sm leading-6" data-testid="pt-notice">
            <TriangleAlert className="mt-1 size-4 shrink-0 text-amber-300" aria-hidden />
            <div>
              {noticeTexts.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          </div>
        )}

        <div className="flex items-start justify-between gap-4">
          <h2 id={`${ids}-heading`} className="text-xl font-extrabold sm:text-2xl">
            {t("result.heading", { platform: platformName })}
          </h2>
          <CopyButton text={summary} label={t("copy.label")} className="shrink-0" />
        </div>
        <p className="mt-2 flex gap-2 text-sm leading-6 text-muted" data-testid="pt-zone-note">
          <CalendarClock className="mt-1 size-4 shrink-0" aria-hidden />
          <span>
            {converted ? t("result.converted", { from: zoneLabel(settings.audience), to: zoneLabel(displayZone) }) : t("result.sameZone", { zone: zoneLabel(displayZone) })}
            {settings.fridayWeekend && hasHours && <> {t("result.weekendApplied")}</>}
          </span>
        </p>

        {hasHours ? (
          <>
            <dl className="mt-6 grid gap-5 sm:grid-cols-2">
              <Fact label={t("result.bestDays")} testId="pt-best-days">
                {formatDays(schedule.bestDays, lang, t)}
                {converted && <span className="block text-xs font-normal text-muted">{t("result.followersDays")}</span>}
              </Fact>
              <Fact label={t("result.weakestDay")} testId="pt-weakest">
                {schedule.weakestDay === null ? (
                  <span className="font-normal text-muted">{t("result.noWeakest")}</span>
                ) : (
                  <>
                    {dayName(schedule.weakestDay, t)}
                    {converted && schedule.weakestSpan && (
                      <span className="block text-xs font-normal text-muted">{weakestSpanText(schedule.weakestSpan, t, lang, zoneName(displayZone))}</span>
                    )}
                  </>
                )}
              </Fact>
              <Fact label={t("result.bestHours")} testId="pt-hours" wide>
                <ul className="grid gap-1.5">
                  {groups.map((group) => (
                    <li key={group.days.join("-")} className="flex flex-wrap gap-x-2">
                      <span>{formatDays(group.days, lang, t)}:</span>
                      <span className="font-normal tabular-nums">{groupHours(group, t, lang)}</span>
                    </li>
                  ))}
                </ul>
              </Fact>
            </dl>
            <WeekGrid grid={schedule.grid} lang={lang} t={t} zoneName={zoneName(displayZone)} />
          </>
        ) : (
          <div className="mt-6 grid gap-3 text-sm leading-7" data-testid="pt-no-hours">
            <p className="font-semibold">{t("result.noHours", { platform: platformName })}</p>
            <p className="text-muted">{t("result.noHoursTip", { tool: times.analytics })}</p>
          </div>
        )}

        <div className="mt-7 border-t border-line pt-5 text-sm leading-6" data-testid="pt-source">
          <h3 className="flex items-center gap-2 font-bold">
            <Info className="size-4 text-accent-text" aria-hidden />
            {t("source.heading")}
          </h3>
          <p className="mt-2">
            <span className="font-semibold">{t("source.label")}: </span>
            <bdi lang="en" data-testid="pt-source-line">
              {sourceLine(times.source)}
            </bdi>
          </p>
          <p className="mt-1 break-all text-xs text-muted">
            <bdi dir="ltr" lang="en" data-testid="pt-source-url">
              {times.source.url}
            </bdi>
          </p>
          <p className="mt-2 text-muted">{t(`source.methods.${times.source.method}`)}</p>
          <p className="mt-2 text-muted">{t("source.caveat", { tool: times.analytics })}</p>
        </div>

        <p className="sr-only" aria-live="polite">
          {hasHours ? t("result.live", { platform: platformName, days: formatDays(schedule.bestDays, lang, t) }) : t("result.noHours", { platform: platformName })}
        </p>
      </section>
    </div>
  );
}

/** Publisher, title and (unless the title already says it) the year. */
function sourceLine(source: { name: string; title: string; year: number }): string {
  const year = source.title.includes(String(source.year)) ? "" : ` (${source.year})`;
  return `${source.name}, “${source.title}”${year}`;
}

const selectClass =
  "mt-2 w-full rounded-xl border border-line bg-bg/60 px-3 py-2.5 text-sm text-fg focus:border-accent focus:outline-none";

/** The offered zones, plus the current one when it came from the address and is not among them. */
function withCurrent(zones: string[], current: string | null): string[] {
  return current && !zones.includes(current) ? [...zones, current] : zones;
}

function PlatformOption({ id, label, checked, onChange }: { id: PlatformId; label: string; checked: boolean; onChange: () => void }) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-text ${
        checked ? "border-accent bg-accent-soft" : "border-line hover:border-white/20"
      }`}
    >
      <input type="radio" name="platform" value={id} checked={checked} onChange={onChange} className="sr-only" data-testid={`pt-platform-${id}`} />
      <span aria-hidden className={`grid size-4 shrink-0 place-items-center rounded-full border-2 ${checked ? "border-accent-text" : "border-muted/60"}`}>
        {checked && <span className="size-1.5 rounded-full bg-accent-text" />}
      </span>
      <span className="truncate">{label}</span>
    </label>
  );
}

function Fact({ label, testId, wide = false, children }: { label: string; testId: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="eyebrow">{label}</dt>
      <dd className="mt-1.5 text-base font-bold leading-7" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function rangeText(start: number, end: number, nextDay: boolean, t: Translate, lang: Lang): string {
  const from = formatClock(start, lang);
  const to = formatClock(end, lang);
  return t(nextDay ? "result.rangeNextDay" : "result.range", { from, to });
}

function groupHours(group: DayGroup, t: Translate, lang: Lang): string {
  return group.ranges.map((range) => rangeText(range.start, range.end, range.nextDay, t, lang)).join(t("result.rangeSeparator"));
}

function weakestSpanText(span: Span, t: Translate, lang: Lang, zone: string): string {
  return t("result.weakestSpan", {
    from: t("result.dayTime", { day: dayName(span.startDay, t), time: formatClock(span.startMinute, lang) }),
    to: t("result.dayTime", { day: dayName(span.endDay, t), time: formatClock(span.endMinute, lang) }),
    zone,
  });
}

function buildSummary(input: {
  t: Translate;
  lang: Lang;
  settings: Settings;
  platformName: string;
  displayZone: string;
  converted: boolean;
  schedule: Schedule;
  groups: DayGroup[];
  zoneName: (zone: string) => string;
  zoneLabel: (zone: string) => string;
}): string {
  const { t, lang, settings, schedule } = input;
  const times = postingTimes[settings.platform];
  const lines = [
    t("copy.title", { platform: input.platformName }),
    t("copy.zones", { audience: input.zoneLabel(settings.audience), display: input.zoneLabel(input.displayZone) }),
  ];
  if (times.windows.length === 0) {
    lines.push(t("result.noHours", { platform: input.platformName }), t("result.noHoursTip", { tool: times.analytics }));
  } else {
    if (settings.fridayWeekend) lines.push(t("result.weekendApplied"));
    lines.push(t("copy.bestDays", { days: formatDays(schedule.bestDays, lang, t) }), t("copy.bestHours"));
    for (const group of input.groups) lines.push(`- ${formatDays(group.days, lang, t)}: ${groupHours(group, t, lang)}`);
    if (schedule.weakestDay === null) lines.push(t("result.noWeakest"));
    else {
      const span = input.converted && schedule.weakestSpan ? ` (${weakestSpanText(schedule.weakestSpan, t, lang, input.zoneName(input.displayZone))})` : "";
      lines.push(`${t("copy.weakestDay", { day: dayName(schedule.weakestDay, t) })}${span}`);
    }
  }
  lines.push(t("copy.source", { source: sourceLine(times.source), url: times.source.url }));
  lines.push(t("copy.caveat", { tool: times.analytics }));
  return lines.join("\n");
}
