import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageIconNames } from "#core/content/page-icons";
import { sectorIcon, sectors } from "#core/catalogue/sectors";
import { PageIcon } from "./page-icon";
import { pageIconsSprite } from "./page-icons-sprite";

const sprite = readFileSync(new URL("./page-icons.svg", import.meta.url), "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe("the page icons file", () => {
  it("is what Lucide's drawings give today (npm run icons:page writes it)", () => {
    expect(sprite).toBe(pageIconsSprite());
  });

  it("has one symbol for every icon an owner can choose, each with shapes", () => {
    expect(symbols).toEqual([...pageIconNames]);
    for (const name of pageIconNames) expect(sprite, name).toMatch(new RegExp(`<symbol id="${name}"[^>]*><(path|circle|rect|line|polyline)`));
  });

  it("draws in the text's colour, with nothing that runs or loads", () => {
    expect(sprite).not.toMatch(/<script|\son\w+=|href=|url\(/i);
    expect(sprite.match(/stroke="currentColor"/g)).toHaveLength(pageIconNames.length);
  });
});

describe("PageIcon", () => {
  const used = (markup: string) => /<use href="[^"#]*#([^"]+)"/.exec(markup)?.[1];

  it("draws the chosen icon from the file, hidden from screen readers", () => {
    const markup = renderToStaticMarkup(<PageIcon name="camera" className="size-6" />);
    expect(used(markup)).toBe("camera");
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('class="size-6"');
  });

  it("draws sparkles for a missing or unknown name", () => {
    expect(used(renderToStaticMarkup(<PageIcon name="no-such-icon" />))).toBe("sparkles");
    expect(used(renderToStaticMarkup(<PageIcon name={undefined} />))).toBe("sparkles");
    expect(used(renderToStaticMarkup(<PageIcon name="constructor" />))).toBe("sparkles");
  });

  it("gives each shipped testimonial sector its own icon and a new one the briefcase", () => {
    expect(new Set(sectors.map((sector) => sectorIcon(sector.id))).size).toBe(sectors.length);
    for (const sector of sectors) expect(pageIconNames).toContain(sectorIcon(sector.id));
    expect(sectorIcon("bakeries")).toBe("briefcase");
  });
});
