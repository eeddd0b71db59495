import type { ReactNode } from "react";
import { CalendarClock, TriangleAlert } from "lucide-react";
import { CopyButton } from "~/features/tools/kit/copy-button";
import { dayName, formatDays } from "./day-names";
import { PostingSource } from "./posting-source";
import { groupHours, weakestSpanText } from "./posting-summary";
import type { PostingTimes } from "./use-posting-times";
import { WeekGrid } from "./week-grid";

/** The best days and hours for the choice, the week as a grid, and the study behind them. */
export function PostingResult({ tool }: { tool: PostingTimes }) {
  const { t, lang, settings, schedule, converted, displayZone, zoneLabel, zoneName, platformName, hasHours, times, headingId } = tool;
  return (
    <section className="card min-w-0 p-5 sm:p-7" aria-labelledby={headingId} data-testid="pt-result">
      {tool.noticeTexts.length > 0 && (
        <div
          role="status"
          className="mb-5 flex gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm leading-6"
          data-testid="pt-notice"
        >
          <TriangleAlert className="mt-1 size-4 shrink-0 text-warning" aria-hidden />
          <div>
            {tool.noticeTexts.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </div>
      )}

      <div className="flex items-start justify-between gap-4">
        <h2 id={headingId} tabIndex={-1} className="text-xl font-extrabold focus:outline-none sm:text-2xl">
          {t("result.heading", { platform: platformName })}
        </h2>
        <CopyButton text={tool.summary} label={t("copy.label")} className="shrink-0" />
      </div>
      <p className="mt-2 flex gap-2 text-sm leading-6 text-muted" data-testid="pt-zone-note">
        <CalendarClock className="mt-1 size-4 shrink-0" aria-hidden />
        <span>
          {converted
            ? t("result.converted", { from: zoneLabel(settings.audience), to: zoneLabel(displayZone) })
            : t("result.sameZone", { zone: zoneLabel(displayZone) })}
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
                    <span className="block text-xs font-normal text-muted">
                      {weakestSpanText(schedule.weakestSpan, t, lang, zoneName(displayZone))}
                    </span>
                  )}
                </>
              )}
            </Fact>
            <Fact label={t("result.bestHours")} testId="pt-hours" wide>
              <ul className="grid gap-1.5">
                {tool.groups.map((group) => (
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

      <PostingSource times={times} t={t} />

      <p className="sr-only" aria-live="polite">
        {hasHours
          ? t("result.live", { platform: platformName, days: formatDays(schedule.bestDays, lang, t) })
          : t("result.noHours", { platform: platformName })}
      </p>
    </section>
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
