import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { ThemeProvider, useTheme } from "./theme-provider";

function ShowTheme() {
  return <span>{useTheme().theme}</span>;
}

describe("theme accessor", () => {
  it("throws a clear error outside its provider", () => {
    expect(() => renderToString(<ShowTheme />)).toThrow("useTheme must be used within a ThemeProvider");
  });

  it("gives the default theme inside the provider", () => {
    expect(
      renderToString(
        <ThemeProvider brand={null}>
          <ShowTheme />
        </ThemeProvider>,
      ),
    ).toContain("dark");
  });
});
