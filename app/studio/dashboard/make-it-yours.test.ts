import { describe, expect, it } from "vitest";
import { settingsFields } from "#core/settings/settings-schema";
import { allRequiredDone, doneSteps, stepSamples, stepStatuses, steps, type Samples } from "./make-it-yours";

const fresh: Samples = {
  fields: settingsFields,
  lists: [
    { list: "services", count: 8 },
    { list: "facts", count: 3 },
    { list: "portfolio", count: 6 },
    { list: "cv-jobs", count: 3 },
  ],
  noPhoto: true,
  texts: [
    { key: "pages:about.story.0", group: "about", langs: ["ar", "en"] },
    { key: "pages:cv.profile", group: "cv", langs: ["en"] },
  ],
  draft: false,
  shippedTheme: true,
  articles: 2,
};

describe("the guided first hour", () => {
  it("puts every sample value in exactly one step", () => {
    const counted = steps.map((step) => stepSamples(step, fresh));
    expect(counted.flatMap((found) => found.fields).sort()).toEqual([...settingsFields].sort());
    expect(counted.flatMap((found) => found.lists.map((entry) => entry.list)).sort()).toEqual(["cv-jobs", "facts", "portfolio", "services"]);
    expect(counted.flatMap((found) => found.texts.map((text) => text.key))).toEqual(["pages:about.story.0", "pages:cv.profile"]);
    expect(counted.filter((found) => found.photo)).toHaveLength(1);
    expect(counted.map((found) => found.articles)).toEqual(steps.map((step) => (step.id === "articles" ? 2 : 0)));
  });

  it("ticks a step when its sample values are gone, and publishing last", () => {
    expect(doneSteps(fresh)).toEqual(new Set(["testimonials"]));
    const mine: Samples = { fields: [], lists: [], noPhoto: false, texts: [], draft: true };
    expect(doneSteps(mine).has("publish")).toBe(false);
    expect(doneSteps({ ...mine, draft: false })).toEqual(new Set(steps.map((step) => step.id)));
    expect(doneSteps({ ...mine, draft: false, noPhoto: true }).has("identity")).toBe(false);
    expect(doneSteps({ ...mine, draft: false, noPhoto: true }).has("publish")).toBe(false);
    // The sample mark is a sample until his logo is published (ADR 041).
    expect(doneSteps({ ...mine, draft: false, noLogo: true }).has("identity")).toBe(false);
    expect(stepSamples(steps[0]!, { ...mine, noLogo: true })).toMatchObject({ logo: true, left: 1 });
    expect(steps.filter((step) => stepSamples(step, { ...mine, noLogo: true }).logo)).toHaveLength(1);
  });

  it("a step is not done while a shipped text names an item he removed from one of its lists (issue 44, item 3)", () => {
    const mine: Samples = { fields: [], lists: [], noPhoto: false, texts: [], draft: false };
    const stale = { ...mine, stale: [{ key: "services:page.meta.description", list: "services" }] };
    expect(
      stepSamples(
        steps.find((step) => step.id === "pages")!,
        stale,
      ),
    ).toMatchObject({ left: 1, stale: stale.stale });
    expect(doneSteps(stale).has("pages")).toBe(false);
    expect(doneSteps(stale).has("more")).toBe(true);
    expect(steps.flatMap((step) => stepSamples(step, stale).stale)).toHaveLength(1);
  });

  it("his colours are an optional step: ticked once he has his own, never holding back publishing or the checklist", () => {
    const mine: Samples = { fields: [], lists: [], noPhoto: false, texts: [], draft: false, shippedTheme: true };
    const done = doneSteps(mine);
    expect(done.has("colours")).toBe(false);
    expect(done.has("publish")).toBe(true);
    expect(allRequiredDone(done)).toBe(true);
    expect(
      stepSamples(
        steps.find((step) => step.id === "colours")!,
        mine,
      ).left,
    ).toBe(1);
    expect(doneSteps({ ...mine, shippedTheme: false }).has("colours")).toBe(true);
    expect(allRequiredDone(doneSteps(fresh))).toBe(false);
  });

  it("counts his draft: a step whose samples are gone from the draft says so until he publishes (issue 44, item 2)", () => {
    // Two hours of work: the name, photo, services and one sample article changed in the draft; nothing published yet.
    const draft: Samples = {
      ...fresh,
      fields: fresh.fields.filter((field) => !["ownerNameAr", "ownerNameEn", "shortNameAr", "shortNameEn"].includes(field)),
      noPhoto: false,
      lists: fresh.lists.filter((entry) => entry.list !== "services"),
      articles: 0,
      draft: true,
    };
    const statuses = stepStatuses({ ...fresh, draft: true }, draft);
    expect(statuses.get("identity")).toBe("draft");
    expect(statuses.get("pages")).toBe("draft");
    expect(statuses.get("articles")).toBe("draft");
    expect(statuses.get("testimonials")).toBe("done");
    expect(statuses.get("facts")).toBe("open");
    expect(statuses.get("publish")).toBe("open");
    // Published: the same steps are done, and a step his draft undid is open again.
    const published = { ...draft, draft: false };
    const after = stepStatuses(published, { ...published, noPhoto: true });
    expect(after.get("identity")).toBe("done");
    expect(after.get("pages")).toBe("done");
    expect(after.get("facts")).toBe("open");
    // Everything his and published: every step done, publishing included.
    const mine: Samples = { fields: [], lists: [], noPhoto: false, texts: [], draft: false, articles: 0 };
    expect([...stepStatuses(mine, mine).values()].every((status) => status === "done")).toBe(true);
  });
});
