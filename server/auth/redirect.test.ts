import { describe, expect, it } from "vitest";
import { allowedOrigins, safeRedirect, withFragment } from "./redirect";

const policy = { siteUrl: "https://studio.example", allowList: ["https://preview.studio.example", "http://localhost:5173/"] };

describe("redirect allow-list", () => {
  it.each([
    ["https://studio.example/admin/dashboard", "https://studio.example/admin/dashboard"],
    ["https://studio.example/admin/reset-password?x=1#old", "https://studio.example/admin/reset-password?x=1"],
    ["/admin/dashboard", "https://studio.example/admin/dashboard"],
    ["https://preview.studio.example/admin/dashboard", "https://preview.studio.example/admin/dashboard"],
    ["http://localhost:5173/admin", "http://localhost:5173/admin"],
  ])("accepts %s", (requested, expected) => {
    expect(safeRedirect(requested, policy)).toBe(expected);
  });

  it.each([
    undefined,
    "",
    "https://evil.example/admin/dashboard",
    "https://studio.example.evil.example/",
    "http://studio.example/admin/dashboard",
    "https://studio.example:8443/",
    "//evil.example/x",
    "/\\evil.example/x",
    "\\\\evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "https://owner@evil.example/",
    "https://user:pass@studio.example/",
    "https://studio.example/\nLocation: https://evil.example",
    `https://studio.example/${"a".repeat(3000)}`,
    "http://localhost:5174/admin",
  ])("falls back to SITE_URL for %j", (requested) => {
    expect(safeRedirect(requested, policy)).toBe("https://studio.example");
  });

  it("knows the origins that may call from a browser", () => {
    expect([...allowedOrigins(policy)]).toEqual(["https://studio.example", "https://preview.studio.example", "http://localhost:5173"]);
  });

  it("puts the session in the fragment, replacing any fragment there was", () => {
    expect(withFragment("https://studio.example/admin/dashboard#x", { access_token: "a b", type: "magiclink" })).toBe(
      "https://studio.example/admin/dashboard#access_token=a+b&type=magiclink",
    );
    expect(withFragment("https://studio.example", { error: "access_denied" })).toBe("https://studio.example/#error=access_denied");
  });
});
