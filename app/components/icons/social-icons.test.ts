import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { socialNetworkIds } from "#core/catalogue/social-networks";

const sprite = readFileSync(new URL("./social-icons.svg", import.meta.url), "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe("the icons file", () => {
  it("has a symbol for every network of the catalogue, and the pin and the clock", () => {
    expect(symbols.sort()).toEqual([...socialNetworkIds, "pin", "clock"].sort());
  });

  it("draws in the text's colour, with nothing that runs or loads", () => {
    expect(sprite).not.toMatch(/<script|\son\w+=|href=|url\(/i);
    expect(sprite.match(/currentColor/g)?.length).toBeGreaterThanOrEqual(symbols.length);
  });
});
