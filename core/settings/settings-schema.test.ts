import { describe, expect, it } from "vitest";
import { normalizePhone, normalizeProfileLink, parseSettings, shippedSettings, upgradeSettingsInput, type SettingsValues } from "./settings-schema";
import { formatPhone } from "./site-settings";
import { defaultOpeningHours } from "./business-place";
import { socialNetworkIds, socialNetworks, type SocialNetwork } from "../catalogue/social-networks";

// A setting added since keeps its shipped value.
const valid: SettingsValues = {
  ...shippedSettings(),
  ownerNameAr: "سارة كريم",
  ownerNameEn: "Sara Kareem",
  shortNameAr: "سارة",
  shortNameEn: "Sara",
  phone: "+964 781 234 5678",
  whatsapp: "07812345678",
  email: "Sara@Example.IQ",
  notifyEmail: "leads@example.iq",
  profiles: [
    { network: "tiktok", url: "https://www.tiktok.com/@sarakareem" },
    { network: "telegram", url: "t.me/sarakareem" },
    { network: "instagram", url: "instagram.com/sarakareem" },
  ],
  addressStreetAr: "شارع فلسطين",
  addressStreetEn: "Palestine Street",
  addressCityAr: "بغداد",
  addressCityEn: "Baghdad",
  addressPostalCode: "",
  addressCountry: "iq",
  mapLink: "",
  geo: "33.3386, 44.4286",
  hours: defaultOpeningHours(),
  enquiryRetentionMonths: 24,
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

  it("refuses the networks' own redirectors, which lead to another site (issue 47)", () => {
    for (const [network, link] of [
      ["facebook", "https://www.facebook.com/l.php?u=https%3A%2F%2Fevil.example%2F"],
      ["facebook", "https://l.facebook.com/l.php?u=https://evil.example/"],
      ["youtube", "https://www.youtube.com/redirect?q=https://evil.example/"],
      ["linkedin", "https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fevil.example"],
      ["instagram", "https://www.instagram.com/sara?next=https://evil.example/"],
    ] as const)
      expect(normalizeProfileLink(network, link), link).toEqual({
        ok: false,
        error: network === "facebook" && link.includes("l.facebook") ? "host" : "link",
      });
    expect(normalizeProfileLink("youtube", "https://www.youtube.com/@sara?si=abc")).toMatchObject({ ok: true });
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
        // In the owner's order, not the catalogue's.
        profiles: [
          { network: "tiktok", url: "https://www.tiktok.com/@sarakareem" },
          { network: "telegram", url: "https://t.me/sarakareem" },
          { network: "instagram", url: "https://instagram.com/sarakareem" },
        ],
        addressCountry: "IQ",
        geo: "33.3386,44.4286",
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
      profiles: [{ network: "facebook", url: "https://twitter.com/sara" }],
      addressCityEn: "",
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
        profiles: "host",
        addressCityEn: "required",
      },
    });
  });

  it("refuses unknown fields and fields of the wrong type", () => {
    expect(parseSettings({ ...valid, isSample: false }).ok).toBe(false);
    expect(parseSettings({ ...valid, phone: 7812345678 })).toMatchObject({ ok: false, errors: { phone: "required" } });
  });
});

/** A profile link on each of the network's own hosts, as the owner would paste it. */
const ownLinks = (network: SocialNetwork) =>
  (socialNetworks[network].hosts as readonly string[]).map(
    (host) => `https://${host}${"path" in socialNetworks[network] ? socialNetworks[network].path : "/"}sarakareem`,
  );

describe("every network's links", () => {
  it("covers the networks the owner asked for, besides the first five", () => {
    expect(socialNetworkIds).toEqual(expect.arrayContaining(["telegram", "facebook", "instagram", "linkedin", "youtube"]));
    expect(socialNetworkIds).toEqual(
      expect.arrayContaining(["tiktok", "snapchat", "x", "threads", "behance", "dribbble", "github", "pinterest", "whatsapp-channel"]),
    );
  });

  it.each(socialNetworkIds)("%s: every one of its hosts is accepted, with or without https", (network) => {
    for (const link of ownLinks(network)) {
      expect(normalizeProfileLink(network, link), link).toEqual({ ok: true, url: link });
      expect(normalizeProfileLink(network, link.replace("https://", "")), link).toEqual({ ok: true, url: link });
    }
  });

  it.each(socialNetworkIds)("%s: other networks' hosts, look-alikes and lookalike subdomains are refused", (network) => {
    const [host] = socialNetworks[network].hosts;
    const lookAlikes = [
      `https://${host}.evil.example/sara`,
      `https://evil-${host}/sara`,
      `https://${host.replace(/o/, "0").replace(/i/, "1")}x/sara`,
      `https://xn--${host}/sara`,
      `https://evil.example/${host}/sara`,
      `https://sara@evil.example/`,
    ];
    for (const link of lookAlikes) expect(normalizeProfileLink(network, link), link).toMatchObject({ ok: false });
    for (const other of socialNetworkIds.filter((id) => id !== network)) {
      for (const link of ownLinks(other)) {
        // The same host under two networks would be a catalogue mistake; a WhatsApp channel and a chat share none.
        if ((socialNetworks[network].hosts as readonly string[]).includes(new URL(link).hostname)) continue;
        expect(normalizeProfileLink(network, link), `${network} <- ${link}`).toEqual({ ok: false, error: "host" });
      }
    }
  });

  it("a WhatsApp channel is a channel link, not a chat or the home page", () => {
    expect(normalizeProfileLink("whatsapp-channel", "https://whatsapp.com/channel/0029VaAbCd")).toEqual({
      ok: true,
      url: "https://whatsapp.com/channel/0029VaAbCd",
    });
    expect(normalizeProfileLink("whatsapp-channel", "https://www.whatsapp.com/download")).toEqual({ ok: false, error: "host" });
    expect(normalizeProfileLink("whatsapp-channel", "https://wa.me/9647812345678")).toEqual({ ok: false, error: "host" });
  });

  it("X takes its old twitter.com addresses too; Threads both its domains", () => {
    expect(normalizeProfileLink("x", "twitter.com/sara")).toEqual({ ok: true, url: "https://twitter.com/sara" });
    expect(normalizeProfileLink("threads", "https://www.threads.net/@sara")).toEqual({ ok: true, url: "https://www.threads.net/@sara" });
  });

  it("a network appears once in the list, and an emptied link is refused as required", () => {
    expect(parseSettings({ ...valid, profiles: [...valid.profiles, { network: "tiktok", url: "https://tiktok.com/@other" }] })).toMatchObject({
      ok: false,
      errors: { profiles: "duplicate" },
    });
    expect(parseSettings({ ...valid, profiles: [{ network: "github", url: "  " }] })).toMatchObject({ ok: false, errors: { profiles: "required" } });
    expect(parseSettings({ ...valid, profiles: [{ network: "myspace", url: "https://myspace.com/sara" }] })).toMatchObject({ ok: false });
    expect(parseSettings({ ...valid, profiles: [] })).toMatchObject({ ok: true, values: { profiles: [] } });
  });
});

describe("settings saved before the networks were a list", () => {
  const current = parseSettings(valid);
  if (!current.ok) throw new Error("fixture");
  const legacy = {
    ownerNameAr: "سارة كريم",
    ownerNameEn: "Sara Kareem",
    shortNameAr: "سارة",
    shortNameEn: "Sara",
    phone: "+9647812345678",
    whatsapp: "+9647812345678",
    email: "sara@example.iq",
    notifyEmail: "sara@example.iq",
    telegram: "https://t.me/sara",
    facebook: "https://www.facebook.com/sara",
    instagram: "https://www.instagram.com/sara",
    linkedin: "https://www.linkedin.com/in/sara",
    youtube: "https://www.youtube.com/@sara",
  };

  it("become the ordered list of the five, in the order the site showed them, with what the site holds for the fields they lacked", () => {
    const upgraded = parseSettings(upgradeSettingsInput(legacy, current.values));
    expect(upgraded).toMatchObject({
      ok: true,
      values: {
        ownerNameEn: "Sara Kareem",
        profiles: ["telegram", "facebook", "instagram", "linkedin", "youtube"].map((network) => ({
          network,
          url: legacy[network as keyof typeof legacy],
        })),
        addressStreetEn: "Palestine Street",
        hours: defaultOpeningHours(),
      },
    });
  });

  it("leave an empty link out, and today's shape untouched", () => {
    const upgraded = upgradeSettingsInput({ ...legacy, instagram: "" }, current.values) as { profiles: { network: string }[] };
    expect(upgraded.profiles.map((profile) => profile.network)).toEqual(["telegram", "facebook", "linkedin", "youtube"]);
    expect(upgradeSettingsInput(valid, current.values)).toEqual(valid);
  });
});

describe("how long enquiries are kept", () => {
  const months = (value: unknown) => parseSettings({ ...valid, enquiryRetentionMonths: value });

  it("takes a whole number of months from 1 to 120, as a number or as typed", () => {
    expect(months(1)).toMatchObject({ ok: true, values: { enquiryRetentionMonths: 1 } });
    expect(months(120)).toMatchObject({ ok: true, values: { enquiryRetentionMonths: 120 } });
    expect(months(" 36 ")).toMatchObject({ ok: true, values: { enquiryRetentionMonths: 36 } });
  });

  it.each([0, 121, 2.5, -3, Number.NaN, "", "12 months", null, undefined])("refuses %s with its own message", (value) => {
    expect(months(value)).toEqual({ ok: false, errors: { enquiryRetentionMonths: "months" } });
  });

  it("an older settings file without it keeps the period the site has now", () => {
    const { enquiryRetentionMonths: _gone, ...older } = valid;
    expect(upgradeSettingsInput(older, { ...valid, enquiryRetentionMonths: 60 })).toMatchObject({ enquiryRetentionMonths: 60 });
  });
});
