import { describe, expect, it } from "vitest";
import {
  checkOpeningDay,
  defaultOpeningHours,
  groupOpeningDays,
  hoursRows,
  isCountryCode,
  normalizeGeo,
  normalizeMapLink,
  normalizeTime,
  placeView,
  type OpeningHours,
} from "./business-place";
import { parseSettings, shippedSettings } from "./settings-schema";

describe("map links", () => {
  it.each([
    "https://maps.google.com/?q=33.3386,44.4286",
    "https://www.google.com/maps/place/Baghdad/@33.3152,44.3661,12z",
    "https://www.google.iq/maps/@33.3,44.4,14z",
    "https://maps.app.goo.gl/AbCdEf123",
    "https://goo.gl/maps/AbCdEf",
    "https://maps.apple.com/?ll=33.3386,44.4286&q=Studio",
    "https://maps.apple/p/AbCd",
    "https://www.openstreetmap.org/?mlat=33.3386&mlon=44.4286#map=17/33.3386/44.4286",
    "https://osm.org/go/xyz",
    "https://www.waze.com/ul?ll=33.3386,44.4286",
    "https://ul.waze.com/ul?place=abc",
    "https://www.bing.com/maps?cp=33.3~44.4",
  ])("%s is accepted as it is", (link) => {
    expect(normalizeMapLink(link)).toEqual({ ok: true, url: link });
  });

  it("gains https when pasted without it, and an http one is upgraded", () => {
    expect(normalizeMapLink("maps.app.goo.gl/AbCdEf123")).toEqual({ ok: true, url: "https://maps.app.goo.gl/AbCdEf123" });
    expect(normalizeMapLink("http://www.openstreetmap.org/way/1")).toEqual({ ok: true, url: "https://www.openstreetmap.org/way/1" });
  });

  it.each([
    ["https://www.google.com/search?q=baghdad", "mapHost"],
    ["https://goo.gl/AbCdEf", "mapHost"],
    ["https://www.google.com/mapsevil", "mapHost"],
    ["https://maps.google.com.evil.example/?q=1", "mapHost"],
    ["https://evil.example/maps.google.com", "mapHost"],
    ["https://maps-google.com/?q=1", "mapHost"],
    ["https://www.bing.com/search?q=maps", "mapHost"],
    ["https://www.facebook.com/sara", "mapHost"],
    ["https://maps.apple.com/", "link"],
    ["https://user:pass@maps.google.com/?q=1", "link"],
    ["https://maps.google.com:8443/?q=1", "link"],
    ["javascript:alert(1)", "link"],
    ["ftp://maps.google.com/?q=1", "link"],
  ])("%s is refused (%s)", (link, error) => {
    expect(normalizeMapLink(link)).toEqual({ ok: false, error });
  });

  it("is optional in the settings, and a refused one is named", () => {
    const base = { ...validSettings(), mapLink: "" };
    expect(parseSettings(base)).toMatchObject({ ok: true, values: { mapLink: "" } });
    expect(parseSettings({ ...base, mapLink: "https://evil.example/map" })).toMatchObject({ ok: false, errors: { mapLink: "mapHost" } });
  });
});

describe("coordinates and country", () => {
  it.each([
    ["33.3152, 44.3661", "33.3152,44.3661"],
    ["33.3152 44.3661", "33.3152,44.3661"],
    ["-33.865143,151.2099", "-33.865143,151.2099"],
    ["33.31520000, 44.36610000", "33.3152,44.3661"],
    ["33.123456789, 44.1", "33.123457,44.1"],
  ])("%s -> %s", (input, stored) => {
    expect(normalizeGeo(input)).toBe(stored);
  });

  it.each(["91, 44", "33, 181", "Baghdad", "33.3", "33.3,44.4,5", "1e3, 4"])("%s is refused", (input) => {
    expect(normalizeGeo(input)).toBeUndefined();
  });

  it("takes real ISO country codes only", () => {
    expect(isCountryCode("IQ")).toBe(true);
    expect(isCountryCode("AE")).toBe(true);
    for (const code of ["ZZ", "QQ", "AA", "IRQ", "iq", ""]) expect(isCountryCode(code), code).toBe(false);
    expect(parseSettings({ ...validSettings(), addressCountry: "xx" })).toMatchObject({ ok: false, errors: { addressCountry: "country" } });
  });
});

describe("opening hours", () => {
  it("normalises times, and takes 24:00 only as a closing time", () => {
    expect(normalizeTime("9:00")).toBe("09:00");
    expect(normalizeTime("24:00", true)).toBe("24:00");
    for (const bad of ["24:00", "9", "9:5", "25:00", "12:60", "noon", "-1:00"]) expect(normalizeTime(bad), bad).toBeUndefined();
  });

  it("takes a day closed, open once, or open twice with a break", () => {
    expect(checkOpeningDay([])).toEqual({ ok: true, periods: [] });
    expect(checkOpeningDay([{ opens: "9:00", closes: "24:00" }])).toEqual({ ok: true, periods: [{ opens: "09:00", closes: "24:00" }] });
    expect(
      checkOpeningDay([
        { opens: "09:00", closes: "13:00" },
        { opens: "16:00", closes: "21:00" },
      ]),
    ).toMatchObject({ ok: true });
  });

  it.each([
    [[{ opens: "17:00", closes: "09:00" }], "timeOrder"],
    [[{ opens: "09:00", closes: "09:00" }], "timeOrder"],
    [
      [
        { opens: "09:00", closes: "14:00" },
        { opens: "13:00", closes: "18:00" },
      ],
      "timeOrder",
    ],
    [[{ opens: "nine", closes: "17:00" }], "time"],
    [[{ opens: "09:00", closes: "" }], "time"],
    [
      [
        { opens: "08:00", closes: "09:00" },
        { opens: "10:00", closes: "11:00" },
        { opens: "12:00", closes: "13:00" },
      ],
      "time",
    ],
  ])("refuses %j (%s)", (periods, error) => {
    expect(checkOpeningDay(periods)).toEqual({ ok: false, error });
  });

  it("are none or all seven days from Saturday, in the settings", () => {
    const base = validSettings();
    expect(parseSettings({ ...base, hours: [] })).toMatchObject({ ok: true, values: { hours: [] } });
    expect(parseSettings({ ...base, hours: defaultOpeningHours().slice(1) }).ok).toBe(false);
    expect(parseSettings({ ...base, hours: [...defaultOpeningHours()].reverse() }).ok).toBe(false);
    const late = defaultOpeningHours().map((day) => (day.day === "monday" ? { ...day, periods: [{ opens: "18:00", closes: "10:00" }] } : day));
    expect(parseSettings({ ...base, hours: late })).toMatchObject({ ok: false, errors: { hours: "timeOrder" } });
  });

  it("are grouped into runs of days with the same hours and worded in each language", () => {
    const hours: OpeningHours = defaultOpeningHours().map((day) =>
      day.day === "thursday" ? { ...day, periods: [{ opens: "09:00", closes: "14:00" }] } : day,
    );
    expect(groupOpeningDays(hours).map((group) => group.days.length)).toEqual([5, 1, 1]);
    expect(hoursRows(hours, "en-GB")).toEqual([
      { days: "Saturday – Wednesday", times: ["9:00 – 17:00"] },
      { days: "Thursday", times: ["9:00 – 14:00"] },
      { days: "Friday", times: [] },
    ]);
    expect(hoursRows(hours, "ar-IQ-u-nu-latn")).toEqual([
      { days: "السبت – الأربعاء", times: ["9:00 ص – 5:00 م"] },
      { days: "الخميس", times: ["9:00 ص – 2:00 م"] },
      { days: "الجمعة", times: [] },
    ]);
  });
});

describe("the place as a page words it", () => {
  const place = {
    address: { street: { ar: "شارع فلسطين", en: "Palestine Street" }, city: { ar: "بغداد", en: "Baghdad" }, postalCode: "10011", country: "IQ" },
    mapLink: "",
    hours: [],
  };
  it("names the street, the city with its postal code, and the country in the page's language", () => {
    expect(placeView(place, "en", "en-GB")).toMatchObject({
      addressLines: ["Palestine Street", "Baghdad 10011, Iraq"],
      address: "Palestine Street, Baghdad 10011, Iraq",
    });
    expect(placeView(place, "ar", "ar-IQ-u-nu-latn")).toMatchObject({ addressLines: ["شارع فلسطين", "بغداد 10011، العراق"] });
  });

  it("without a street, is the city and the country", () => {
    expect(placeView({ ...place, address: { ...place.address, street: { ar: "", en: "" }, postalCode: "" } }, "en", "en-GB").address).toBe(
      "Baghdad, Iraq",
    );
  });
});

function validSettings() {
  // A setting added since keeps its shipped value.
  return {
    ...shippedSettings(),
    ownerNameAr: "سارة كريم",
    ownerNameEn: "Sara Kareem",
    shortNameAr: "سارة",
    shortNameEn: "Sara",
    phone: "+964 781 234 5678",
    whatsapp: "07812345678",
    email: "sara@example.iq",
    notifyEmail: "leads@example.iq",
    profiles: [],
    addressStreetAr: "",
    addressStreetEn: "",
    addressCityAr: "بغداد",
    addressCityEn: "Baghdad",
    addressPostalCode: "",
    addressCountry: "IQ",
    mapLink: "",
    geo: "",
    hours: defaultOpeningHours(),
    enquiryRetentionMonths: 24,
  };
}
