import { describe, expect, it } from "vitest";
import { changeCounts, revisionDate, splitTextChange } from "./revision-format";

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
  it("says how long ago, within a week", () => {
    expect(revisionDate("2025-06-14T11:59:50Z", now).relative).toBe("now");
    expect(revisionDate("2025-06-14T11:55:00Z", now).relative).toBe("5 minutes ago");
    expect(revisionDate("2025-06-14T09:00:00Z", now).relative).toBe("3 hours ago");
    expect(revisionDate("2025-06-13T10:00:00Z", now).relative).toBe("yesterday");
    expect(revisionDate("2025-06-01T10:00:00Z", now).relative).toBeUndefined();
  });

  it("always gives the full date and time", () => {
    expect(revisionDate("2025-06-01T10:00:00Z", now).absolute).toMatch(/^\d{1,2} Jun 2025, \d{2}:\d{2}$/);
  });
});
