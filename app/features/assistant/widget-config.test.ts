import { describe, expect, it } from "vitest";
import { widgetConfig } from "./widget-config";
import type { SiteSettings } from "#core/settings/site-settings";

const settings: SiteSettings = {
  ownerName: { ar: "علي حسن", en: "Ali Hassan" },
  shortName: { ar: "علي", en: "Ali" },
  phone: "+964 770 000 0000",
  whatsapp: "+964 780 111 2222",
  email: "owner@studio.example",
  profiles: [
    { network: "tiktok", url: "https://www.tiktok.com/@owner" },
    { network: "telegram", url: "https://t.me/owner" },
  ],
  address: { street: { ar: "", en: "" }, city: { ar: "بغداد", en: "Baghdad" }, postalCode: "", country: "IQ" },
  mapLink: "",
  geo: null,
  hours: [],
  enquiryRetentionMonths: 24,
  isSample: false,
};

describe("assistant widget configuration", () => {
  it("builds every link from the settings", () => {
    expect(widgetConfig(settings, "en", { emailSubject: "Project inquiry", whatsappText: "Hello there" })).toEqual({
      telegramLink: "https://t.me/owner",
      whatsappLink: "https://wa.me/9647801112222?text=Hello%20there",
      callLink: "tel:+9647700000000",
      emailLink: "mailto:owner@studio.example?subject=Project%20inquiry",
      portfolioLink: "/en#portfolio",
    });
  });

  it("has no Telegram link when the owner lists no Telegram profile", () => {
    expect(widgetConfig({ ...settings, profiles: settings.profiles.slice(0, 1) }, "en", { emailSubject: "", whatsappText: "" }).telegramLink).toBe(
      "",
    );
  });

  it("points the portfolio link at the Arabic home in Arabic", () => {
    expect(widgetConfig(settings, "ar", { emailSubject: "استفسار", whatsappText: "مرحبا" }).portfolioLink).toBe("/#portfolio");
  });
});
