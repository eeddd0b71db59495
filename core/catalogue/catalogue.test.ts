import { describe, expect, it } from "vitest";
import { languages } from "../i18n/languages";
import { namespaces } from "../i18n/namespaces";
import { buildSlugTable, getResource } from "../i18n/resources";
import { allPages } from "../i18n/page-paths";
import { landingIds, landingPages } from "./landing-pages";
import { socialNetworkIds } from "./social-networks";
import { themeNames } from "./themes";
import { toolIds, tools } from "./tools";

type Bundle = Record<string, unknown>;
const items = (lang: (typeof languages)[number], ns: "landing" | "tools") => (getResource(lang, ns) as { items: Record<string, Bundle> }).items;

// Each catalogue is the single list of its ids: texts must match it exactly, in both languages.
// (Services and sectors are the owner's lists: server/content/shipped-pages.test.ts checks the shipped ones.)
describe.each(languages)("catalogues and %s texts", (lang) => {
  it.each([
    ["landing", landingIds],
    ["tools", toolIds],
  ] as const)("%s items are exactly the catalogued ids, in order", (ns, ids) => {
    expect(Object.keys(items(lang, ns))).toEqual([...ids]);
  });

  it("every social network and theme has its label", () => {
    const common = getResource(lang, "common") as { footer: { social: Bundle }; theme: { options: Bundle } };
    expect(Object.keys(common.footer.social).filter((key) => key !== "title")).toEqual(socialNetworkIds);
    expect(Object.keys(common.theme.options)).toEqual(themeNames);
  });
});

describe("catalogue wiring", () => {
  it("every tool's namespace is a known namespace", () => {
    for (const tool of tools) expect(namespaces).toContain(tool.namespace);
  });

  it("every landing page's family is a path segment of its own", () => {
    expect(new Set(landingIds.map((id) => landingPages[id].family)).size).toBe(landingIds.length);
  });

  it("the site has a page for every catalogued item, each with a slug in both languages", () => {
    const pages = allPages(buildSlugTable(getResource));
    expect(pages.filter((page) => page.kind === "landing")).toHaveLength(landingIds.length);
    expect(pages.filter((page) => page.kind === "tool")).toHaveLength(toolIds.length);
  });
});
