import { FRI, MON, SAT, SUN, THU, TUE, WED, type Weekday } from "./weekdays";

/**
 * Best posting times per platform, from published industry studies.
 *
 * How to read them: every study reports times in the local time of the
 * accounts it measured (Sprout Social: "times are recorded globally, not by
 * US Central Time"), so "Tuesday 09:00-12:00" means 09:00-12:00 on the
 * audience's own clock, wherever that is. The tool therefore asks where the
 * followers live and only then converts to the poster's clock.
 *
 * Only what the source says is kept, rounded to whole hours; where a source
 * names no weakest day or no hours, the entry says so (null / empty) instead
 * of guessing. Update a platform by replacing its entry with a newer edition
 * of the same kind of study, and change `year` with it.
 */

export const platformIds = ["facebook", "instagram", "tiktok", "x", "linkedin", "youtube", "snapchat"] as const;
export type PlatformId = (typeof platformIds)[number];

/** A best-time window on the audience's clock: hours [from, to) on each of `days`. */
export type TimeWindow = { days: readonly Weekday[]; from: number; to: number };

/**
 * engagement: measured engagement on many brand accounts;
 * survey: what marketers answered in a survey;
 * guidance: the platform's own statement, with no best-hour figures.
 */
export type SourceMethod = "engagement" | "survey" | "guidance";

export type Source = {
  /** Publisher, a brand name (shown as is in both languages). */
  name: string;
  /** The title of the page or report, in its own language. */
  title: string;
  /** Year of the edition the figures come from. */
  year: number;
  /** Address shown as text (never fetched by the site). */
  url: string;
  method: SourceMethod;
};

export type PlatformTimes = {
  windows: readonly TimeWindow[];
  bestDays: readonly Weekday[];
  /** null when the source does not name one. */
  weakestDay: Weekday | null;
  source: Source;
  /** Where a business finds its own audience's active hours (a product name). */
  analytics: string;
};

export const postingTimes: Record<PlatformId, PlatformTimes> = {
  facebook: {
    windows: [
      { days: [MON, TUE], from: 9, to: 12 },
      { days: [WED], from: 8, to: 11 },
      { days: [WED], from: 15, to: 17 },
      { days: [THU], from: 8, to: 12 },
      { days: [FRI], from: 9, to: 10 },
    ],
    bestDays: [MON, TUE, WED, THU, FRI],
    weakestDay: SUN,
    source: {
      name: "Sprout Social",
      title: "Best times to post on Facebook in 2025",
      year: 2025,
      url: "sproutsocial.com/insights/best-times-to-post-on-facebook/",
      method: "engagement",
    },
    analytics: "Meta Business Suite",
  },
  instagram: {
    windows: [
      { days: [MON], from: 10, to: 12 },
      { days: [TUE], from: 9, to: 13 },
      { days: [WED], from: 10, to: 13 },
      { days: [FRI], from: 9, to: 11 },
    ],
    bestDays: [TUE, WED],
    weakestDay: SUN,
    source: {
      name: "Sprout Social",
      title: "Best times to post on Instagram in 2023",
      year: 2023,
      url: "sproutsocial.com/insights/best-times-to-post-on-instagram/",
      method: "engagement",
    },
    analytics: "Meta Business Suite",
  },
  tiktok: {
    windows: [
      { days: [TUE], from: 17, to: 18 },
      { days: [WED], from: 14, to: 17 },
      { days: [THU], from: 15, to: 17 },
    ],
    bestDays: [WED],
    weakestDay: SUN,
    source: {
      name: "Sprout Social",
      title: "Best times to post on TikTok in 2025",
      year: 2025,
      url: "sproutsocial.com/insights/best-times-to-post-on-tiktok/",
      method: "engagement",
    },
    analytics: "TikTok Studio",
  },
  x: {
    windows: [
      { days: [TUE, THU], from: 9, to: 14 },
      { days: [WED], from: 9, to: 13 },
      { days: [FRI], from: 9, to: 12 },
    ],
    bestDays: [TUE, WED, THU],
    weakestDay: SUN,
    source: {
      name: "Sprout Social",
      title: "Best times to post on Twitter in 2023",
      year: 2023,
      url: "sproutsocial.com/insights/best-times-to-post-on-twitter/",
      method: "engagement",
    },
    analytics: "X Analytics",
  },
  linkedin: {
    windows: [{ days: [TUE, WED], from: 10, to: 12 }],
    bestDays: [TUE, WED],
    weakestDay: SUN,
    source: {
      name: "Sprout Social",
      title: "Best times to post on LinkedIn in 2023",
      year: 2023,
      url: "sproutsocial.com/insights/best-times-to-post-on-linkedin/",
      method: "engagement",
    },
    analytics: "LinkedIn Analytics",
  },
  youtube: {
    windows: [{ days: [FRI, SAT, SUN], from: 15, to: 21 }],
    bestDays: [FRI, SAT, SUN],
    weakestDay: null,
    source: {
      name: "HubSpot",
      title: "Best Times to Post on YouTube in 2022 [Research]",
      year: 2022,
      url: "blog.hubspot.com/marketing/best-time-to-post-on-youtube",
      method: "survey",
    },
    analytics: "YouTube Studio",
  },
  snapchat: {
    // Snap publishes no best-hour study, and no independent study large
    // enough to trust is known to us: no hours rather than invented ones.
    windows: [],
    bestDays: [],
    weakestDay: null,
    source: {
      name: "Snap Inc.",
      title: "Who's on Snapchat, anyway?",
      year: 2017,
      url: "forbusiness.snapchat.com/blog/whos-on-snapchat-anyway/",
      method: "guidance",
    },
    analytics: "Snapchat Insights",
  },
};

export const defaultPlatform: PlatformId = "facebook";

const aliases: Record<string, PlatformId> = { twitter: "x", fb: "facebook", ig: "instagram", insta: "instagram", yt: "youtube", snap: "snapchat" };

/** A platform id from a query-string value ("TikTok", "twitter"...), or null. */
export function parsePlatform(value: string | null | undefined): PlatformId | null {
  if (!value) return null;
  const key = value.trim().toLowerCase();
  if ((platformIds as readonly string[]).includes(key)) return key as PlatformId;
  return aliases[key] ?? null;
}
