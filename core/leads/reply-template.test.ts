import { describe, expect, it } from "vitest";
import { fillReply, mailReply, serviceOf, unnamedService, whatsAppReply } from "./reply-template";

describe("reply templates (issue 45, item 4)", () => {
  it("fills the client's name, what he asked about and the owner's name, once", () => {
    const body = "مرحباً {{name}}، شكراً لتواصلك بخصوص {{service}}.\n{{owner}}";
    const values = { name: "ليلى {{owner}}", service: serviceOf(["تصميم المواقع", "حملة رقمية"], "ar", unnamedService.ar), owner: "عمر صالح" };
    expect(fillReply(body, values)).toBe("مرحباً ليلى {{owner}}، شكراً لتواصلك بخصوص تصميم المواقع وحملة رقمية.\nعمر صالح");
    expect(serviceOf(["Web design", "Ads", "Video"], "en", unnamedService.en)).toBe("Web design, Ads, and Video");
    expect(serviceOf([], "en", unnamedService.en)).toBe("your project");
  });

  it("opens WhatsApp or his mail with the text, line breaks and Arabic kept", () => {
    const text = "مرحباً ليلى،\nشكراً & أهلاً";
    const whatsapp = new URL(whatsAppReply("9647705551234", text));
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/9647705551234");
    expect(whatsapp.searchParams.get("text")).toBe(text);
    const mail = mailReply("layla@example.iq", "Your enquiry", text);
    expect(mail.startsWith("mailto:layla@example.iq?subject=Your%20enquiry&body=")).toBe(true);
    expect(decodeURIComponent(mail.split("&body=")[1]!)).toBe(text);
  });
});
