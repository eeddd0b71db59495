import { describe, expect, it } from "vitest";
import { changeCounts, revisionDate, splitTextChange } from "./revision-format";
import { formatsFor } from "./studio-formats";

describe("revision summaries", () => {
  it("keeps the non-zero counts in reading order", () => {
    expect(changeCounts({ area: "faq", added: 2, removed: 0, changed: 1, reordered: true })).toEqual([
      { kind: "added", count: 2 },
      { kind: "changedItems", count: 1 },
    ]);
    expect(changeCounts({ area: "photo", added: 0, removed: 1, changed: 0, reordered: false })).toEqual([{ kind: "removed", count: 1 }]);
  });

  it("splits a changed text into its language and key", () => {
    expect(splitTextChange("en services:items.web.title")).toEqual({ lang: "en", key: "services:items.web.title" });
    expect(splitTextChange("ar home:hero.title")).toEqual({ lang: "ar", key: "home:hero.title" });
    expect(splitTextChange("home:hero.title")).toEqual({ lang: undefined, key: "home:hero.title" });
  });
});

describe("revision dates", () => {
  const now = Date.parse("2025-06-14T12:00:00Z");
  const revisionDate_ = (iso: string, at: number) => revisionDate(iso, formatsFor("en"), at);
  it("says how long ago, within a week", () => {
    expect(revisionDate_("2025-06-14T11:59:50Z", now).relative).toBe("now");
    expect(revisionDate_("2025-06-14T11:55:00Z", now).relative).toBe("5 minutes ago");
    expect(revisionDate_("2025-06-14T09:00:00Z", now).relative).toBe("3 hours ago");
    expect(revisionDate_("2025-06-13T10:00:00Z", now).relative).toBe("yesterday");
    expect(revisionDate_("2025-06-01T10:00:00Z", now).relative).toBeUndefined();
  });

  it("always gives the full date and time", () => {
    expect(revisionDate_("2025-06-01T10:00:00Z", now).absolute).toBe("1 Jun 2025, 13:00");
  });

  it("speaks the studio's language when it is Arabic, with Western digits and Baghdad time", () => {
    const arabic = formatsFor("ar");
    expect(revisionDate("2025-06-14T11:55:00Z", arabic, now).relative).toBe("قبل 5 دقائق");
    expect(revisionDate("2025-06-13T10:00:00Z", arabic, now).relative).toBe("أمس");
    expect(revisionDate("2025-06-01T10:00:00Z", arabic, now).absolute).toBe("1 حزيران 2025، 01:00 م");
  });
});
