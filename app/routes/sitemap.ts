import type { Route } from "./+types/sitemap";
import { servicesContext } from "#server/context";
import { languages } from "#core/i18n/languages";
import { allPages, pathFor } from "#core/i18n/page-paths";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every public URL, each with its language alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const siteUrl = services.config.siteUrl;
  // Always the published slugs, even in the owner's preview.
  const slugTable = (await services.content.published()).slugs;
  const urls: string[] = [];
  for (const page of allPages(slugTable)) {
    const alternates = languages.map((lang) => ({ lang, href: `${siteUrl}${pathFor(page, lang, slugTable)}` }));
    const links = [
      ...alternates.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeXml(alt.href)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(alternates[0]!.href)}"/>`,
    ].join("\n");
    for (const alt of alternates) {
      urls.push(`  <url>\n    <loc>${escapeXml(alt.href)}</loc>\n${links}\n  </url>`);
    }
  }
  // His articles: each language it exists in, paired only with what exists, with the date it last changed.
  for (const entry of await services.articles.sitemapEntries()) {
    const alternates = languages
      .filter((lang) => entry.slugs[lang])
      .map((lang) => ({ lang, href: `${siteUrl}/${lang}/articles/${encodeURIComponent(entry.slugs[lang]!)}` }));
    // The Arabic is the default where both exist, as for every other page.
    const links =
      alternates.length > 1
        ? [...alternates, { lang: "x-default", href: alternates[0]!.href }]
            .map((alt) => `\n    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeXml(alt.href)}"/>`)
            .join("")
        : "";
    for (const alt of alternates)
      urls.push(`  <url>\n    <loc>${escapeXml(alt.href)}</loc>\n    <lastmod>${entry.lastModified.toISOString()}</lastmod>${links}\n  </url>`);
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
