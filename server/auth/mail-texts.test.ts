import { describe, expect, it } from "vitest";
import { linkMail } from "./mail-texts";

const input = {
  email: "owner@studio.example",
  link: "https://site.example/auth/v1/verify?token=a&type=recovery",
  siteUrl: "https://site.example",
  expiryMinutes: 60,
};

describe("the one-time link mails", () => {
  it("in English are the mails they always were, without an HTML part", () => {
    expect(linkMail("recovery", input)).toEqual({
      subject: "Reset your password",
      text: [
        "Someone (hopefully you) asked to reset the password of the admin account owner@studio.example on site.example.",
        "",
        "Open this link to choose a new password:",
        input.link,
        "",
        "The link works once and expires in 60 minutes.",
        "If you did not ask for this, ignore this mail: nothing changes until the link is opened.",
      ].join("\n"),
    });
    expect(linkMail("magiclink", { ...input, expiryMinutes: 1 }, "en").text.split("\n")).toEqual([
      "Open this link to sign in to the admin area of site.example as owner@studio.example:",
      input.link,
      "",
      "The link works once and expires in 1 minute.",
      "If you did not ask for this, ignore this mail: nothing changes until the link is opened.",
    ]);
    expect(linkMail("signup", input).subject).toBe("Confirm your admin account");
  });

  it("in Arabic read from the right, the address and the link isolated left to right and escaped", () => {
    for (const type of ["recovery", "magiclink", "signup"] as const) {
      const mail = linkMail(type, { ...input, email: "o<b>@studio.example", expiryMinutes: 2 }, "ar");
      expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
      expect(mail.text).toContain("دقيقتين");
      expect(mail.text).toContain(input.link);
      expect(mail.html).toMatch(/^<div dir="rtl" lang="ar"/);
      expect(mail.html).toContain('<bdi dir="ltr">o&lt;b&gt;@studio.example</bdi>');
      expect(mail.html).not.toContain("<b>@");
      expect(mail.html).toContain(`<a href="${input.link.replaceAll("&", "&amp;")}">`);
    }
    expect(linkMail("magiclink", input, "ar").text).toContain("بعد 60 دقيقة.");
  });
});
