import { describe, expect, it } from "vitest";
import { buildLeadEmail } from "./lead-email";

describe("lead notification mail", () => {
  it("has the subject and the labelled fields", () => {
    const mail = buildLeadEmail({
      name: "Sara",
      email: "sara@example.iq",
      phone: "+964 770 123 4567",
      company: "Karrada Clinic",
      interests: ["interest_tv", "interest_campaign"],
      message: "We need a campaign.\nSoon.",
      lang: "en",
      pagePath: "/en/services",
    });
    expect(mail.subject).toBe("New Project Inquiry");
    const lines = mail.text.split("\n");
    expect(lines.slice(0, 8)).toEqual([
      "Name: Sara",
      "Email: sara@example.iq",
      "Phone: +964 770 123 4567",
      "Company: Karrada Clinic",
      "Interests: TV Production, Digital Campaign",
      "Message:",
      "We need a campaign.",
      "Soon.",
    ]);
    expect(mail.text).toContain("/en/services");
  });

  it("marks empty optional fields instead of leaving them blank", () => {
    const mail = buildLeadEmail({ name: "علي", email: "ali@example.com", interests: [], message: "مرحبا", lang: "ar" });
    expect(mail.text).toContain("Phone: -");
    expect(mail.text).toContain("Company: -");
    expect(mail.text).toContain("Interests: -");
    expect(mail.text).toContain("in Arabic");
  });

  it("in Arabic for an owner whose studio is in Arabic: the same fields, Arabic labels, and an HTML part that reads right to left", () => {
    const mail = buildLeadEmail(
      {
        name: "زينب <script>",
        email: "zainab@example.iq",
        phone: "0770 123 4567",
        company: null,
        interests: ["interest_video"],
        message: "أريد إعلاناً لعيادتي.",
        lang: "en",
        pagePath: "/en/contact",
      },
      "ar",
    );
    expect(mail.subject).toBe("استفسار جديد عن مشروع");
    expect(mail.text.split("\n").slice(0, 5)).toEqual([
      "الاسم: زينب <script>",
      "البريد الإلكتروني: zainab@example.iq",
      "الهاتف: 0770 123 4567",
      "الشركة: -",
      "الاهتمامات: إعلان أو فيديو",
    ]);
    expect(mail.text).toContain("أُرسل من /en/contact باللغة الإنجليزية.");
    expect(mail.html).toMatch(/^<div dir="rtl" lang="ar"/);
    // What the visitor wrote is text in it, never markup; his address and number stay left to right.
    expect(mail.html).toContain("زينب &lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain('<bdi dir="ltr">zainab@example.iq</bdi>');
    // In English, exactly the specification's mail, without an HTML part.
    expect(buildLeadEmail({ name: "Sara", email: "s@example.iq", interests: [], message: "Hi", lang: "en" }, "en").html).toBeUndefined();
  });
});
