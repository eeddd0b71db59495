import { describe, expect, it } from "vitest";
import {
  cookieFromHeader,
  languageFromAcceptLanguage,
  mailLanguageOf,
  studioLanguage,
  studioLanguageCookieString,
  studioLanguageOf,
} from "./studio-language";

describe("the studio's language", () => {
  it("follows his choice in this browser before his browser's language", () => {
    expect(studioLanguage("theme=lime; studio-lang=en", "ar-IQ,ar;q=0.9")).toBe("en");
    expect(studioLanguage("studio-lang=ar", "en-US,en;q=0.9")).toBe("ar");
  });

  it("starts a new owner in his browser's language, by its weights, and in Arabic when it asks for neither", () => {
    expect(studioLanguage(undefined, "en-US,en;q=0.9")).toBe("en");
    expect(studioLanguage(undefined, "ar-IQ")).toBe("ar");
    expect(studioLanguage(undefined, "fr-FR,fr;q=0.9,en;q=0.5,ar;q=0.8")).toBe("ar");
    expect(studioLanguage(undefined, "ar;q=0, en;q=0.1")).toBe("en");
    expect(studioLanguage(undefined, "de-DE")).toBe("ar");
    expect(studioLanguage(undefined, undefined)).toBe("ar");
    expect(studioLanguage("studio-lang=fr", "en")).toBe("en");
  });

  it("reads cookies and weights that are badly formed without throwing", () => {
    expect(cookieFromHeader("a=%E0%A4%A; studio-lang=en", "studio-lang")).toBe("en");
    expect(cookieFromHeader("studio-lang=%E0%A4%A", "studio-lang")).toBeUndefined();
    expect(languageFromAcceptLanguage("en;q=abc, ar;q=0.5")).toBe("ar");
    expect(languageFromAcceptLanguage(`${"x,".repeat(1000)}en`)).toBeUndefined();
  });

  it("keeps his choice for a year on the whole site, and reads it back from his account", () => {
    expect(studioLanguageCookieString("ar")).toBe("studio-lang=ar; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(studioLanguageOf({ studio_lang: "en" })).toBe("en");
    expect(studioLanguageOf({ studio_lang: "de" })).toBeUndefined();
    expect(studioLanguageOf(undefined)).toBeUndefined();
  });

  it("writes his mails in his choice, else in the studio language he signed up in", () => {
    expect(mailLanguageOf({ studio_lang: "en", signup_lang: "ar" })).toBe("en");
    expect(mailLanguageOf({ signup_lang: "ar" })).toBe("ar");
    expect(mailLanguageOf({ signup_lang: "fr" })).toBeUndefined();
    expect(mailLanguageOf(undefined)).toBeUndefined();
  });
});
