import { describe, expect } from "vitest";
import arPages from "../../core/locales/ar/pages.json";
import enPages from "../../core/locales/en/pages.json";
import { common, homeOf, jumpToBottom, langs, ownerNames, pathnameOf, scrollY, waitForScrollEnd, type Lang } from "./helpers";
import { test } from "./kit/fixtures";
import { sampleSettings } from "../../server/settings/site-settings";
import { shell, visit } from "./kit/pages/shell";

type Column = { title: string; links: { label: string; href: string }[] };

/** The columns the spec names, with the English labels it gives. */
function expectedColumns(lang: Lang): Column[] {
  const p = `/${lang}`;
  const english: Column[] = [
    {
      title: "Explore",
      links: [
        { label: "Services", href: `${p}/services` },
        { label: "Sectors", href: `${p}/sectors` },
        { label: "Work", href: `${p}/portfolio` },
        // His articles (issue 43).
        { label: "Articles", href: `${p}/articles` },
      ],
    },
    {
      title: "Help",
      links: [
        { label: "FAQ", href: `${p}/faq` },
        { label: "Free Tools", href: `${p}/free-tools` },
        { label: "Contact Me", href: `${homeOf(lang)}#contact` },
      ],
    },
    {
      title: "Legal",
      links: [
        { label: "Privacy Policy", href: `${p}/privacy-policy` },
        { label: "Terms of Service", href: `${p}/terms-of-service` },
        { label: "Platforms and tools", href: `${p}/credibility` },
      ],
    },
  ];
  if (lang === "en") return english;
  // Arabic labels come from the Arabic resource; the structure and hrefs are the spec's.
  const groups = common.ar.footer.groups;
  return english.map((column, i) => ({
    title: groups[i]!.title,
    links: column.links.map((link, j) => ({ label: groups[i]!.links[j]!.label, href: link.href })),
  }));
}

describe.each(langs)("footer (%s)", (lang: Lang) => {
  test("shows the Explore, Help and Legal columns with their links", async ({ page }) => {
    await visit(page, homeOf(lang));
    const { footer } = shell(page);
    const columns = await footer.locator("nav").evaluate((nav) =>
      Array.from(nav.querySelectorAll("h2")).map((heading) => ({
        title: heading.textContent ?? "",
        links: Array.from(heading.parentElement!.querySelectorAll("a")).map((a) => ({
          label: a.textContent ?? "",
          href: a.getAttribute("href") ?? "",
        })),
      })),
    );
    expect(columns).toEqual(expectedColumns(lang));
    if (lang === "ar") {
      // Translated, not English.
      expect(columns.map((column) => column.title)).not.toContain("Explore");
      expect(columns.flatMap((column) => column.links.map((link) => link.label)).join(" ")).toMatch(/[\u0600-\u06FF]/);
    }
    await jumpToBottom(page);
    for (const link of await footer.locator("nav a").all()) expect(await link.isVisible()).toBe(true);
  });

  test("the name heading links to the about page; the shipped profile links, in their order, open in a new tab", async ({ page }) => {
    await visit(page, homeOf(lang));
    const name = page.locator('[data-testid="footer-name"]');
    expect(await name.textContent()).toBe(ownerNames[lang].full);
    expect(await name.getAttribute("href")).toBe(`/${lang}/about`);
    expect(await name.evaluate((element) => element.closest("h1, h2, h3, h4, h5, h6") !== null)).toBe(true);

    // The five networks the site has always linked, Telegram among them since the links are the owner's ordered list.
    const networks = sampleSettings.values.profiles.map((profile) => profile.network);
    expect(networks).toEqual(["telegram", "facebook", "instagram", "linkedin", "youtube"]);
    expect(
      await shell(page)
        .footer.locator('[data-testid^="social-"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("data-testid"))),
    ).toEqual(networks.map((network) => `social-${network}`));
    const socialLabels = common[lang].footer.social as Record<string, string>;
    for (const network of networks) {
      const link = page.locator(`[data-testid="social-${network}"]`);
      expect(await link.count(), network).toBe(1);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect((await link.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
      // Telegram is a chat: its tap goes through the site, which counts it and answers with his profile (issue 45).
      if (network === "telegram")
        expect(await link.getAttribute("href")).toBe(`/go/telegram?${new URLSearchParams({ p: homeOf(lang), a: "footer" })}`);
      else expect(await link.getAttribute("href")).toMatch(/^https:\/\/[^/]+/);
      // Its name says where it goes and that it opens a new tab.
      const label = (await link.getAttribute("aria-label")) ?? "";
      expect(label).toContain(socialLabels[network]);
      expect(label).toContain(common[lang].a11y.opensInNewTab);
    }
    expect(await shell(page).footer.locator('a[target="_blank"]').count()).toBe(networks.length);
  });

  test("the name heading leads to the about page", async ({ page }) => {
    await visit(page, `/${lang}/services`);
    await jumpToBottom(page);
    await page.locator('[data-testid="footer-name"]').click();
    await expect.poll(() => pathnameOf(page)).toBe(`/${lang}/about`);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe((lang === "ar" ? arPages : enPages).about.title);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("the scroll-to-top button returns to the top (phone width)", async ({ openPage }) => {
    const page = await openPage({ mobile: true });
    await visit(page, homeOf(lang));
    await jumpToBottom(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1_000);
    const button = page.locator('[data-testid="footer-scroll-top"]');
    expect(await button.getAttribute("aria-label")).toBe(common[lang].a11y.scrollToTop);
    await button.click();
    await expect.poll(() => scrollY(page), { timeout: 15_000 }).toBe(0);
    await waitForScrollEnd(page);
    expect(await scrollY(page)).toBe(0);
  });
});
