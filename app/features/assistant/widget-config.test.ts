import { describe, expect, it } from "vitest";
import { widgetConfig } from "./widget-config";
import { publicPart, shippedSettings, siteSettingsOf } from "#core/settings/settings-schema";

// The shipped settings but these (a setting added since keeps its shipped value).
const settings = siteSettingsOf(
  {
    ...publicPart(shippedSettings()),
    ownerNameAr: "علي حسن",
    ownerNameEn: "Ali Hassan",
    shortNameAr: "علي",
    shortNameEn: "Ali",
    phone: "+964 770 000 0000",
    whatsapp: "+964 780 111 2222",
    email: "owner@studio.example",
    profiles: [
      { network: "tiktok", url: "https://www.tiktok.com/@owner" },
      { network: "telegram", url: "https://t.me/owner" },
    ],
    addressStreetAr: "",
    addressStreetEn: "",
    hours: [],
  },
  false,
);

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
