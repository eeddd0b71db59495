import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

const pagesFor = (lang: "ar" | "en") =>
  prefix(lang, [
    route("services", "routes/services.tsx", { id: `${lang}/services` }),
    route("services/:slug", "routes/service-detail.tsx", { id: `${lang}/service-detail` }),
    route("sectors", "routes/sectors.tsx", { id: `${lang}/sectors` }),
    route("sectors/:slug", "routes/sector-detail.tsx", { id: `${lang}/sector-detail` }),
    route("social-media/:slug", "routes/landing.tsx", { id: `${lang}/landing-social-media` }),
    route("web-design/:slug", "routes/landing.tsx", { id: `${lang}/landing-web-design` }),
    route("advertising/:slug", "routes/landing.tsx", { id: `${lang}/landing-advertising` }),
    route("about", "routes/about.tsx", { id: `${lang}/about` }),
    route("cv", "routes/cv.tsx", { id: `${lang}/cv` }),
    route("portfolio", "routes/portfolio.tsx", { id: `${lang}/portfolio` }),
    route("faq", "routes/faq.tsx", { id: `${lang}/faq` }),
    route("free-tools", "routes/free-tools.tsx", { id: `${lang}/free-tools` }),
    route("free-tools/:slug", "routes/tool.tsx", { id: `${lang}/tool` }),
    route("privacy-policy", "routes/legal.tsx", { id: `${lang}/privacy-policy` }),
    route("terms-of-service", "routes/legal.tsx", { id: `${lang}/terms-of-service` }),
    route("credibility", "routes/credibility.tsx", { id: `${lang}/credibility` }),
    route("contact", "routes/contact.tsx", { id: `${lang}/contact` }),
    route("articles", "routes/articles.tsx", { id: `${lang}/articles` }),
    route("articles/category/:slug", "routes/articles.tsx", { id: `${lang}/article-category` }),
    route("articles/:slug", "routes/article.tsx", { id: `${lang}/article` }),
  ]);

const feedsFor = (lang: "ar" | "en") =>
  prefix(lang, [
    route("articles/feed.xml", "routes/articles-feed.ts", { id: `${lang}/articles-feed` }),
    route("articles/category/:slug/feed.xml", "routes/articles-feed.ts", { id: `${lang}/article-category-feed` }),
  ]);

export default [
  route("ar", "routes/ar-redirect.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...feedsFor("ar"),
  ...feedsFor("en"),
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx", { id: "ar/home" }),
    route("en", "routes/home.tsx", { id: "en/home" }),
    ...pagesFor("ar"),
    ...pagesFor("en"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/admin-layout.tsx", [
    route("wp-admin/1986", "routes/admin-login.tsx"),
    route("admin/dashboard", "routes/admin-dashboard.tsx"),
    route("admin/insights", "routes/admin-insights.tsx"),
    route("admin/settings", "routes/admin-settings.tsx"),
    route("admin/brand", "routes/admin-brand.tsx"),
    route("admin/pages", "routes/admin-pages.tsx"),
    route("admin/backup", "routes/admin-backup.tsx"),
    route("admin/articles", "routes/admin-articles.tsx", { id: "admin/articles" }),
    route("admin/articles/:id", "routes/admin-articles.tsx", { id: "admin/article" }),
    // Every studio list (core/content/lists/catalogue.ts); the screen answers 404 for a name it does not describe.
    route("admin/:list", "routes/admin-list.tsx"),
    route("admin/history", "routes/admin-history.tsx"),
    route("admin/reset-password", "routes/admin-reset-password.tsx"),
  ]),
] satisfies RouteConfig;
