import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { StudioApiError } from "./studio-api";
import { authErrorCodes, errorMessage, type AuthErrorCode } from "./toasts";

const texts = (lang: "ar" | "en") => (getResource(lang, "admin") as unknown as { errors: { auth: Record<AuthErrorCode, string> } }).errors.auth;
const known = (lang: "ar" | "en") => (code: AuthErrorCode) => texts(lang)[code];

describe("a failed call's message in the studio's language (issue 44, item 6)", () => {
  it("says every known auth error in both languages", () => {
    for (const lang of ["ar", "en"] as const) for (const code of authErrorCodes) expect(texts(lang)[code], `${lang} ${code}`).toMatch(/\S/);
  });

  it("never shows the server's English in the Arabic studio", () => {
    const refused = { code: "invalid_credentials", message: "Invalid login credentials" };
    expect(errorMessage(refused, "حدث خطأ ما", "ar", known("ar"))).toBe("البريد الإلكتروني أو كلمة المرور غير صحيحة");
    expect(errorMessage(refused, "Something went wrong", "en", known("en"))).toBe("Invalid login credentials");
    // An error the studio has no words for: the generic text in Arabic, the server's message in English.
    const odd = { code: "unexpected_failure", message: "Unexpected failure, please check server logs" };
    expect(errorMessage(odd, "حدث خطأ ما", "ar", known("ar"))).toBe("حدث خطأ ما");
    expect(errorMessage(odd, "Something went wrong", "en", known("en"))).toBe("Unexpected failure, please check server logs");
    // The studio API's own refusals carry no words for him: the generic text.
    expect(errorMessage(new StudioApiError(500, {}), "Something went wrong", "en", known("en"))).toBe("Something went wrong");
  });
});
