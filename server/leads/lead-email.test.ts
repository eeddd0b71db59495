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
});
