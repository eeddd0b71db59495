import { describe, expect, it } from "vitest";
import { settingsDescription } from "./settings-fields";
import { settingsGroups } from "./settings-kit";
import {
  missingSampleFields,
  parseSettings,
  publicSettingsSchema,
  settingsFields,
  shippedSampleFields,
  shippedSettings,
  upgradeSettingsInput,
  withEveryField,
} from "./settings-schema";

describe("the settings described once (ADR 028)", () => {
  it("ships values each field's kind accepts", () => {
    const parsed = parseSettings(shippedSettings());
    expect(parsed.ok && Object.keys(parsed.values)).toEqual(settingsFields);
  });

  it("places every setting in one of the screen's boxes, each box holding at least one", () => {
    const groups = new Set(settingsFields.map((field) => settingsDescription[field].group));
    expect([...groups].sort()).toEqual([...settingsGroups].sort());
  });

  it("keeps the private notification address out of the public settings and the document", () => {
    expect(Object.keys(publicSettingsSchema.shape)).not.toContain("notifyEmail");
    expect(Object.keys(publicSettingsSchema.shape)).toHaveLength(settingsFields.length - 1);
    expect(withEveryField({})).not.toHaveProperty("notifyEmail");
  });

  it("marks the sample fields and each shipped profile link, never the premise (city, country) or an empty one", () => {
    const marked = shippedSampleFields();
    expect(marked).toEqual(expect.arrayContaining(["ownerNameAr", "phone", "hours", "profile-telegram", "profile-youtube"]));
    for (const field of ["addressCityAr", "addressCountry", "mapLink", "geo", "profiles", "enquiryRetentionMonths"])
      expect(marked).not.toContain(field);
  });

  it("fills what stored settings lack, in one place: the shipped value for a row or a revision, the site's own for an import", () => {
    const { hours: _missing, ...older } = shippedSettings();
    expect(withEveryField(older)).toMatchObject({ hours: shippedSettings().hours });
    expect(missingSampleFields(older)).toEqual(["hours"]);
    const kept = { ...older, ownerNameEn: "Sara Kareem" };
    expect(withEveryField(kept)).toMatchObject({ ownerNameEn: "Sara Kareem" });
    const current = { ...shippedSettings(), enquiryRetentionMonths: 60, hours: [] };
    expect(upgradeSettingsInput(older, current)).toMatchObject({ hours: [], enquiryRetentionMonths: older.enquiryRetentionMonths });
  });
});
