import { describe, expect, it } from "vitest";
import { pickParts } from "./content-view";

describe("bundles sent in part", () => {
  const bundle = {
    page: { title: "Services", subtitle: "What I do" },
    items: {
      web: { title: "Websites", description: "Fast sites", faq: [{ question: "?" }], meta: { slug: "websites" } },
      ads: { title: "Ads", description: "Campaigns", faq: [] },
    },
  };

  it("keeps the named paths, every key where the path says *", () => {
    expect(pickParts(bundle, ["page", "items.*.title", "items.*.description"])).toEqual({
      page: { title: "Services", subtitle: "What I do" },
      items: { web: { title: "Websites", description: "Fast sites" }, ads: { title: "Ads", description: "Campaigns" } },
    });
  });

  it("skips what is not there and never changes the bundle", () => {
    const before = JSON.stringify(bundle);
    expect(pickParts(bundle, ["items.*.missing", "nothing.here", "items.web.meta.slug"])).toEqual({ items: { web: { meta: { slug: "websites" } } } });
    expect(JSON.stringify(bundle)).toBe(before);
  });
});
