import { describe, expect, it } from "vitest";
import { normalizePhone, normalizeProfileLink, parseSettings, type SettingsValues } from "./settings-schema";
import { formatPhone } from "./site-settings";

const valid: SettingsValues = {
  ownerNameAr: "سارة كريم",
  ownerNameEn: "Sara Kareem",
  shortNameAr: "سارة",
  shortNameEn: "Sara",
  phone: "+964 781 234 5678",
  whatsapp: "07812345678",
  email: "Sara@Example.IQ",
  notifyEmail: "leads@example.iq",
  telegram: "t.me/sarakareem",
  facebook: "https://www.facebook.com/sarakareem",
  instagram: "instagram.com/sarakareem",
  linkedin: "https://www.linkedin.com/in/sarakareem",
  youtube: "https://www.youtube.com/@sarakareem",
};

describe("phone numbers", () => {
  it.each([
    ["+964 781 234 5678", "+9647812345678"],
    ["07812345678", "+9647812345678"],
    ["0781 234 5678", "+9647812345678"],
    ["00964 781 234 5678", "+9647812345678"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (415) 555-0100", "+14155550100"],
  ])("%s becomes %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(["", "12345", "phone", "+0 781", "7812345678", "+964781234567890123", "+964 781\n234"])("%j is refused", (input) => {
    expect(normalizePhone(input)).toBeUndefined();
  });

  it("shows Iraqi numbers grouped and others as stored", () => {
    expect(formatPhone("+9647812345678")).toBe("+964 781 234 5678");
    expect(formatPhone("+442079460958")).toBe("+442079460958");
  });
});

describe("profile links", () => {
  it("adds https and keeps the path", () => {
    expect(normalizeProfileLink("instagram", "instagram.com/sarakareem")).toEqual({ ok: true, url: "https://instagram.com/sarakareem" });
    expect(normalizeProfileLink("telegram", "http://t.me/sara#x")).toEqual({ ok: true, url: "https://t.me/sara" });
  });

  it("refuses another network's host, a bare host, credentials and other schemes", () => {
    expect(normalizeProfileLink("facebook", "https://www.instagram.com/sara")).toEqual({ ok: false, error: "host" });
    expect(normalizeProfileLink("facebook", "https://evil.example/facebook.com/sara")).toEqual({ ok: false, error: "host" });
    expect(normalizeProfileLink("facebook", "https://facebook.com.evil.example/sara")).toEqual({ ok: false, error: "host" });
    expect(normalizeProfileLink("youtube", "https://www.youtube.com/")).toEqual({ ok: false, error: "link" });
    expect(normalizeProfileLink("linkedin", "https://user:pass@www.linkedin.com/in/sara")).toEqual({ ok: false, error: "link" });
    expect(normalizeProfileLink("telegram", "javascript:alert(1)")).toEqual({ ok: false, error: "link" });
    expect(normalizeProfileLink("telegram", "ftp://t.me/sara")).toEqual({ ok: false, error: "link" });
  });
});

describe("settings schema", () => {
  it("accepts and normalises a complete set", () => {
    const result = parseSettings(valid);
    expect(result).toEqual({
      ok: true,
      values: {
        ...valid,
        phone: "+9647812345678",
        whatsapp: "+9647812345678",
        email: "sara@example.iq",
        telegram: "https://t.me/sarakareem",
        instagram: "https://instagram.com/sarakareem",
      },
    });
  });

  it("names the first problem of each field", () => {
    const result = parseSettings({
      ...valid,
      ownerNameAr: "   ",
      shortNameEn: "x".repeat(41),
      phone: "call me",
      email: "not-an-email",
      facebook: "https://twitter.com/sara",
      youtube: "",
      ownerNameEn: "Sara\u0000",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        ownerNameAr: "required",
        ownerNameEn: "controlChars",
        shortNameEn: "tooLong",
        phone: "phone",
        email: "email",
        facebook: "host",
        youtube: "required",
      },
    });
  });

  it("refuses unknown fields and fields of the wrong type", () => {
    expect(parseSettings({ ...valid, isSample: false }).ok).toBe(false);
    expect(parseSettings({ ...valid, phone: 7812345678 })).toMatchObject({ ok: false, errors: { phone: "required" } });
  });
});
