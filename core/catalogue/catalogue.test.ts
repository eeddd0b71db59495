import { describe, expect, it } from "vitest";
import { languages } from "../i18n/languages";
import { namespaces } from "../i18n/namespaces";
import { buildSlugTable, getResource } from "../i18n/resources";
import { allPages } from "../i18n/page-paths";
import { socialNetworkIds } from "./social-networks";
import { brandThemeNames, themeNames } from "./themes";
import { toolIds, tools } from "./tools";

type Bundle = Record<string, unknown>;
const items = (lang: (typeof languages)[number], ns: "tools") => (getResource(lang, ns) as { items: Record<string, Bundle> }).items;

// Each catalogue is the single list of its ids: texts must match it exactly, in both languages.
// (Services, sectors and landing pages are the owner's lists: server/content/shipped-pages.test.ts checks the shipped ones.)
describe.each(languages)("catalogues and %s texts", (lang) => {
  it("tools items are exactly the catalogued ids, in order", () => {
    expect(Object.keys(items(lang, "tools"))).toEqual([...toolIds]);
  });

  it("every social network and theme has its label", () => {
    const common = getResource(lang, "common") as { footer: { social: Bundle }; theme: { options: Bundle } };
    expect(Object.keys(common.footer.social).filter((key) => key !== "title")).toEqual(socialNetworkIds);
    // The presets and the owner's own theme (ADR 042), dark and light.
    expect(Object.keys(common.theme.options).sort()).toEqual([...themeNames, ...brandThemeNames].sort());
  });
});

describe("catalogue wiring", () => {
  it("every tool's namespace is a known namespace", () => {
    for (const tool of tools) expect(namespaces).toContain(tool.namespace);
  });

  it("the site has a page for every catalogued item, each with a slug in both languages", () => {
    const pages = allPages(buildSlugTable(getResource));
    expect(pages.filter((page) => page.kind === "tool")).toHaveLength(toolIds.length);
  });
});
