import { describe, expect, it } from "vitest";
import { cvPrintFit, cvPrintZooms, type CvLists } from "./cv-fit";

const job = (points: number) => ({
  id: "j",
  role: "Digital marketer",
  org: "An agency",
  period: "2015–2018",
  points: Array(points).fill("Planned and ran paid campaigns on Meta and Google for local brands, with weekly reports."),
});
const tags = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `t${i}`, name: `Skill number ${i}` }));
const cv = (jobs: number, points: number): CvLists => ({
  "cv-jobs": Array.from({ length: jobs }, () => job(points)),
  "cv-skills": tags(10),
  "cv-tools": tags(11),
  "cv-languages": [{ id: "l", name: "Arabic", level: "Native" }],
  "cv-education": [{ id: "e", title: "BSc", org: "A university", period: "2008–2012" }],
});
const profile = "A freelance web designer and marketer in Baghdad. ".repeat(6);

describe("cvPrintFit", () => {
  it("prints a short CV at full size", () => {
    expect(cvPrintFit(cv(1, 2), profile)).toEqual({ level: 0, fits: true });
  });

  it("prints a fuller CV smaller, more so the more it holds", () => {
    const levels = [3, 5, 7].map((jobs) => cvPrintFit(cv(jobs, 3), profile));
    expect(levels.every((fit) => fit.fits)).toBe(true);
    expect(levels[0]!.level).toBeLessThanOrEqual(levels[1]!.level);
    expect(levels[1]!.level).toBeLessThan(levels[2]!.level);
    expect(levels[2]!.level).toBeGreaterThan(0);
  });

  it("says when even the smallest print size will not hold it", () => {
    expect(cvPrintFit(cv(8, 12), profile)).toEqual({ level: cvPrintZooms.length - 1, fits: false });
  });

  it("counts the side column too: a long list of skills needs room", () => {
    const long = (count: number) => tags(count).map((tag) => ({ ...tag, name: `${tag.name}, in some detail` }));
    const many = { ...cv(1, 1), "cv-skills": long(24), "cv-tools": long(24) };
    expect(cvPrintFit(many, profile).level).toBeGreaterThan(0);
  });
});
