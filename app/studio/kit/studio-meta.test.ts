import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { retitle, studioMeta, type StudioTitles } from "./studio-meta";

const titlesIn = (lang: "ar" | "en"): StudioTitles => {
  const texts = getResource(lang, "admin") as unknown as {
    brand: string;
    login: { title: string };
    reset: { title: string };
    studio: { sections: Record<string, string> };
  };
  return { brand: texts.brand, sections: texts.studio.sections, signIn: texts.login.title, reset: texts.reset.title };
};
const en = titlesIn("en");
const ar = titlesIn("ar");
const layout = (lang: "ar" | "en") => ({ id: "routes/admin-layout", loaderData: { lang, titles: { ar, en } } });

describe("the studio's tab titles", () => {
  it("name the screen and the studio in the studio's language, never to be indexed", () => {
    expect(studioMeta([layout("en")], (titles) => titles.sections.settings)).toEqual([
      { title: "Settings · Site admin" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
    expect(studioMeta([layout("ar")], (titles) => titles.signIn)[0]).toEqual({ title: "تسجيل الدخول · لوحة إدارة الموقع" });
    expect(studioMeta([layout("ar")], () => undefined)[0]).toEqual({ title: "لوحة إدارة الموقع" });
    expect(studioMeta([], (titles) => titles.signIn)).toEqual([{ name: "robots", content: "noindex, nofollow" }]);
  });

  it("are renamed in place when he switches language", () => {
    expect(retitle("Settings · Site admin", en, ar)).toBe("الإعدادات · لوحة إدارة الموقع");
    expect(retitle("الأسئلة الشائعة · لوحة إدارة الموقع", ar, en)).toBe("FAQ · Site admin");
    expect(retitle("تسجيل الدخول · لوحة إدارة الموقع", ar, en)).toBe("Sign in · Site admin");
    expect(retitle("Site admin", en, ar)).toBe("لوحة إدارة الموقع");
    expect(retitle("Something else", en, ar)).toBe("Something else");
  });
});
