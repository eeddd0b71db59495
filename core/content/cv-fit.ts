import type { SiteContent } from "./content-types";

export const cvListNames = ["cv-jobs", "cv-skills", "cv-tools", "cv-languages", "cv-education"] as const;
/** The CV's lists as a page shows them. */
export type CvLists = Pick<SiteContent, (typeof cvListNames)[number]>;

/**
 * How much the printed CV is scaled down (CSS zoom), from none to the most
 * that stays readable (about 7 pt text). The CV picks the first that fits.
 */
export const cvPrintZooms = [1, 0.9, 0.8, 0.72, 0.64] as const;

/** Characters in a line of the printed CV's main and side columns at full size (A4 or Letter, 10 pt). */
const mainColumn = 64;
const sideColumn = 36;
/** Lines a printed page holds at full size below the CV's header and profile. */
const pageLines = 44;

const linesOf = (text: string, width: number) => Math.max(1, Math.ceil(text.length / width));

/**
 * The printed CV's height in lines of full-size text, estimated from what it
 * holds: the taller of its two columns, plus the profile above them.
 */
export function cvPrintLoad(lists: CvLists, profile: string): number {
  const jobs = lists["cv-jobs"].reduce(
    (sum, job) =>
      sum + 2.6 + linesOf(`${job.org} · ${job.period}`, mainColumn) + job.points.reduce((lines, point) => lines + linesOf(point, mainColumn - 3), 0),
    lists["cv-jobs"].length > 0 ? 2 : 0,
  );
  const tags = (items: { name: string }[]) => (items.length > 0 ? 2.5 + linesOf(items.map((item) => item.name).join(" · "), sideColumn) : 0);
  const languages =
    lists["cv-languages"].length > 0 ? 2.5 + lists["cv-languages"].reduce((sum, l) => sum + linesOf(`${l.name} · ${l.level}`, sideColumn), 0) : 0;
  const education =
    lists["cv-education"].length > 0
      ? 2.5 + lists["cv-education"].reduce((sum, e) => sum + 0.4 + linesOf(e.title, sideColumn) + linesOf(`${e.org} · ${e.period}`, sideColumn), 0)
      : 0;
  const side = tags(lists["cv-skills"]) + tags(lists["cv-tools"]) + languages + education;
  return linesOf(profile, mainColumn + sideColumn) + Math.max(jobs, side);
}

/**
 * Which of `cvPrintZooms` the printed CV uses: the first at which it fits one
 * page (scaling by z makes a line hold 1/z more and take z of the height).
 * `fits` is false when even the smallest would not: the studio says so.
 */
export function cvPrintFit(lists: CvLists, profile: string): { level: number; fits: boolean } {
  const load = cvPrintLoad(lists, profile);
  const level = cvPrintZooms.findIndex((zoom) => load * zoom * zoom <= pageLines);
  return level === -1 ? { level: cvPrintZooms.length - 1, fits: false } : { level, fits: true };
}
