import { describe, expect, it } from "vitest";
import { getResource } from "#core/i18n/resources";
import { shippedTexts } from "#core/content/shipped-texts";
import { createInstance } from "i18next";
import { buildGroups } from "./text-groups";
import { groupLabel, navLabel } from "./group-labels";

const groups = buildGroups(shippedTexts(getResource), "en");
const group = (id: string) => groups.find((g) => g.id === id)!;

async function studioT() {
  const i18n = createInstance();
  await i18n.init({ lng: "en", ns: ["admin"], defaultNS: "admin", resources: { en: { admin: getResource("en", "admin") } } });
  return i18n.t as unknown as Parameters<typeof groupLabel>[0];
}

describe("naming a group", () => {
  it("names a group by its kind and item", async () => {
    const t = await studioT();
    expect(groupLabel(t, group("tool:utm"))).toBe("Tool — UTM link builder");
    expect(groupLabel(t, group("home"))).toBe("Home");
  });

  it("names an item by itself and a list page by its part in the side list, under its section's heading", async () => {
    const t = await studioT();
    expect(navLabel(t, group("tool:utm"))).toBe("UTM link builder");
    expect(navLabel(t, group("toolsPage"))).toBe("List page and shared texts");
    expect(navLabel(t, group("about"))).toBe(groupLabel(t, group("about")));
  });
});
