import { describe, expect, it } from "vitest";
import { settingsFields } from "#core/settings/settings-schema";
import { allRequiredDone, doneSteps, stepSamples, steps, type Samples } from "./make-it-yours";

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
};

describe("the guided first hour", () => {
  it("puts every sample value in exactly one step", () => {
    const counted = steps.map((step) => stepSamples(step, fresh));
    expect(counted.flatMap((found) => found.fields).sort()).toEqual([...settingsFields].sort());
    expect(counted.flatMap((found) => found.lists.map((entry) => entry.list)).sort()).toEqual(["cv-jobs", "facts", "portfolio", "services"]);
    expect(counted.flatMap((found) => found.texts.map((text) => text.key))).toEqual(["pages:about.story.0", "pages:cv.profile"]);
    expect(counted.filter((found) => found.photo)).toHaveLength(1);
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
});
