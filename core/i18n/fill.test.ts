import { describe, expect, it } from "vitest";
import { fillText } from "./fill";

describe("filling a server-written text", () => {
  it("fills each placeholder once, leaves unknown ones, and never fills a value's own braces", () => {
    expect(fillText("Hello, I'm {{name}} from {{company}}.", { name: "Sara", company: "{{name}}" })).toBe("Hello, I'm Sara from {{name}}.");
    expect(fillText("{{count}} clients, {{count}} days, {{other}}", { count: 2 })).toBe("2 clients, 2 days, {{other}}");
  });
});
