import { describe, expect, it } from "vitest";
import { addressParts } from "./web-address";

describe("addressParts", () => {
  it("cuts after / . - and the query's separators, keeping runs such as :// whole", () => {
    expect(addressParts("https://ar.example.com/slow-page")).toEqual(["https://", "ar.", "example.", "com/", "slow-", "page"]);
    expect(addressParts("https://x.test/a?utm_source=news&b=1")).toEqual(["https://", "x.", "test/", "a?", "utm_", "source=", "news&", "b=", "1"]);
  });

  it("gives the address back whole when joined, and leaves one without separators in one piece", () => {
    const address = "https://www.example.com/services/web-design-development-in-baghdad/";
    expect(addressParts(address).join("")).toBe(address);
    expect(addressParts("localhost")).toEqual(["localhost"]);
    expect(addressParts("")).toEqual([]);
  });
});
