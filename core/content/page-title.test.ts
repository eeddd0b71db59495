import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title";

describe("pageTitle", () => {
  it("adds the owner's name when the whole title fits in 60 characters", () => {
    expect(pageTitle("Web design in Baghdad", "Ali Hassan")).toBe("Web design in Baghdad | Ali Hassan");
    const exact = "x".repeat(60 - " | Ali Hassan".length);
    expect(pageTitle(exact, "Ali Hassan")).toHaveLength(60);
  });

  it("sends the page's own title alone when the name would push it over", () => {
    const long = "x".repeat(60 - " | Ali Hassan".length + 1);
    expect(pageTitle(long, "Ali Hassan")).toBe(long);
  });

  it("counts characters, not UTF-16 units, and needs a name", () => {
    expect(pageTitle("تصميم مواقع في بغداد", "علي حسن")).toBe("تصميم مواقع في بغداد | علي حسن");
    // 47 characters, 94 UTF-16 units.
    const astral = "𝐀".repeat(47);
    expect(pageTitle(astral, "Ali Hassan")).toBe(`${astral} | Ali Hassan`);
    expect(pageTitle("About", "")).toBe("About");
  });

  it("does not add the name to a title that already has it", () => {
    expect(pageTitle("Ali Hassan, web designer in Baghdad", "Ali Hassan")).toBe("Ali Hassan, web designer in Baghdad");
    expect(pageTitle("علي حسن: مصمم مواقع", "علي حسن")).toBe("علي حسن: مصمم مواقع");
  });
});
