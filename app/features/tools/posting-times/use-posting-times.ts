import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { useDynamicT, useLang } from "~/i18n/use-lang";
import { postingTimes } from "./data";
import type { Translate } from "./day-names";
import {
  buildSchedule,
  groupByDay,
  hasFridaySaturdayWeekend,
  parseSettings,
  settingsToSearch,
  zoneOptionOf,
  zoneOptions,
  type Notice,
  type Settings,
} from "./schedule";
import { buildSummary, withCurrent } from "./posting-summary";
import { formatOffset, offsetMinutes, runtimeTimeZone } from "./time-zones";
import { toolCompleted } from "~/utils/insights";
import { scrollIntoViewIfHidden } from "~/features/tools/kit/use-reveal-results";

/**
 * The choice (platform, the followers' zone, the zone to show times in, the
 * weekend) and everything the result derives from it. The query string
 * seeds the choice once; later changes are written back to it.
 */
export function usePostingTimes() {
  const lang = useLang();
  const lookup = useDynamicT("tool-posting-times");
  const t: Translate = (key, options) => String(options ? lookup(key, options) : lookup(key));
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => parseSettings(searchParams));
  const [settings, setSettings] = useState<Settings>(initial.settings);
  const [notices, setNotices] = useState<Notice[]>(initial.notices);
  // Unknown until the page runs in the browser (the server cannot know it).
  const [browserZone, setBrowserZone] = useState<string | null | undefined>(undefined);
  // One reference instant for the whole render: the coming week's offsets.
  const [nowMs] = useState(() => Date.now());

  useEffect(() => setBrowserZone(runtimeTimeZone()), []);

  const headingId = useId();
  /**
   * The form's submit once the tool runs: the times already follow every
   * change, so it brings them into view (on a phone they are below the form)
   * and puts the reader on their heading.
   */
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const heading = document.getElementById(headingId);
    scrollIntoViewIfHidden(heading);
    heading?.focus({ preventScroll: true });
    toolCompleted();
  };

  const update = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    // The times shown change with the visitor's choice: the tool has answered him.
    toolCompleted();
    // A notice about a value the visitor has since replaced is no longer true.
    setNotices((current) =>
      current.filter(
        (notice) =>
          !(notice.kind === "platform" && patch.platform) &&
          !(notice.kind === "audience" && patch.audience) &&
          !(notice.kind === "tz" && patch.display),
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

  const zones = zoneOptions.map((option) => option.zone);
  return {
    lang,
    t,
    settings,
    update,
    show,
    headingId,
    browserZone,
    displayZone,
    converted,
    times,
    schedule,
    groups,
    zoneName,
    zoneLabel,
    platformName,
    hasHours,
    suggestWeekend: !settings.fridayWeekend && hasFridaySaturdayWeekend(settings.audience) && hasHours,
    noticeTexts,
    audienceChoices: withCurrent(zones, settings.audience),
    displayChoices: withCurrent(zones, settings.display === "same" || settings.display === "browser" ? null : settings.display),
    summary: buildSummary({ t, lang, settings, platformName, displayZone, converted, schedule, groups, zoneName, zoneLabel }),
  };
}

export type PostingTimes = ReturnType<typeof usePostingTimes>;
