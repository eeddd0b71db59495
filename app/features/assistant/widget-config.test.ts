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
  it("sends every contact link through the site's tap link, naming the page and the assistant", () => {
    expect(widgetConfig(settings, "en", "/en/faq")).toEqual({
      telegramLink: "/go/telegram?p=%2Fen%2Ffaq&a=assistant&m=assistant",
      whatsappLink: "/go/whatsapp?p=%2Fen%2Ffaq&a=assistant&m=assistant",
      callLink: "/go/call?p=%2Fen%2Ffaq&a=assistant&m=assistant",
      emailLink: "/go/email?p=%2Fen%2Ffaq&a=assistant&m=assistant",
      portfolioLink: "/en#portfolio",
    });
  });

  it("has no Telegram link when the owner lists no Telegram profile", () => {
    expect(widgetConfig({ ...settings, profiles: settings.profiles.slice(0, 1) }, "en", "/en").telegramLink).toBe("");
  });

  it("points the portfolio link at the Arabic home in Arabic", () => {
    expect(widgetConfig(settings, "ar", "/").portfolioLink).toBe("/#portfolio");
  });
});
