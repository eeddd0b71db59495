import { describe, expect, it } from "vitest";
import { leadSource } from "./source";

describe("a lead's source, as Insights names a visit's", () => {
  it("is its campaign's source, else the outside site, else direct", () => {
    expect(
      leadSource({ referrer: "https://www.google.com/search", utm: { utm_source: "Newsletter", utm_campaign: "Nov" } }, "site.example"),
    ).toMatchObject({
      source: "newsletter",
      campaign: "nov",
    });
    expect(leadSource({ referrer: "https://www.google.com/search", utm: {} }, "site.example").source).toBe("google.com");
    expect(leadSource({ referrer: null, utm: {} }).source).toBe("direct");
  });

  it("never names the site itself: its own host, or the form's own page under another host name", () => {
    expect(leadSource({ referrer: "https://site.example/en/contact", utm: {} }, "site.example").source).toBe("direct");
    expect(leadSource({ referrer: "http://127.0.0.1:4000/en/contact", utm: {}, pagePath: "/en/contact" }, "site.example").source).toBe("direct");
    expect(leadSource({ referrer: "https://other.example/en/contact", utm: {}, pagePath: "/en/services" }, "site.example").source).toBe(
      "other.example",
    );
  });
});
