import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rootDir, startServer, type RunningServer } from "../setup/server";
import { languages } from "#core/i18n/languages";
import { getResource } from "#core/i18n/resources";
import { allPages, pathFor } from "#core/i18n/page-paths";
import { shippedSlugs } from "../support/shipped-slugs";

const slugTable = shippedSlugs();

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: "manual", ...init });

/** A GET whose body is the bytes as sent, encoding and all. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

function htmlAttrs(html: string) {
  const match = /<html([^>]*)>/.exec(html);
  const attrs = match?.[1] ?? "";
  return {
    lang: /\slang="([^"]*)"/.exec(attrs)?.[1],
    dir: /\sdir="([^"]*)"/.exec(attrs)?.[1],
  };
}

const appsSlug = encodeURIComponent("تطبيقات-الجوال");

// Every page of every catalogue (services, sectors, landing pages, tools) and every fixed page, in both languages.
const pagePaths = allPages(slugTable)
  .filter((page) => page.kind !== "home")
  .flatMap((page) => languages.map((lang): [string, string, string] => [pathFor(page, lang, slugTable), lang, lang === "ar" ? "rtl" : "ltr"]));

describe("public routes", () => {
  it.each<[string, string, string]>([["/", "ar", "rtl"], ["/en", "en", "ltr"], ...pagePaths])(
    "%s answers 200 with lang=%s dir=%s",
    async (path, lang, dir) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      const html = await response.text();
      expect(htmlAttrs(html)).toEqual({ lang, dir });
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).not.toContain('name="robots" content="noindex');
      // Server-rendered: the shell is in the HTML, not drawn later by JavaScript.
      expect(html).toContain('data-testid="site-header"');
      expect(html).toContain('data-testid="site-footer"');
      expect(html).toContain(`hrefLang="ar"`);
      // One digit rule for the whole site: Western digits, in Arabic too (ADR 020).
      expect(html.match(/[\u0660-\u0669\u06F0-\u06F9]+/g), `${path} writes Arabic-Indic digits`).toBeNull();
    },
  );

  it("gives every page a title of its own", async () => {
    const titles = new Map<string, string>();
    for (const path of ["/", "/en", ...pagePaths.map(([path]) => path)]) {
      const html = await (await get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, path).not.toBe("");
      expect(titles.has(title), `${path} repeats the title of ${titles.get(title)}`).toBe(false);
      titles.set(title, path);
    }
  });

  it("/ar redirects permanently to /", async () => {
    for (const path of ["/ar", "/ar/"]) {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get("location")!, server.url).pathname).toBe("/");
    }
  });

  it("the Arabic home has the home sections in order", async () => {
    const html = await (await get("/")).text();
    const ids = ["home", "services", "sectors", "portfolio", "testimonials", "faq", "free-tools", "contact"];
    const positions = ids.map((id) => html.indexOf(`id="${id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("renders every lazily hydrated section in place, so it works without JavaScript", async () => {
    for (const path of ["/", "/en"]) {
      const html = await (await get(path)).text();
      // No section is sent hidden to be moved into place by a script.
      expect(html).not.toContain("$RC(");
      expect(html).not.toMatch(/<div hidden id="S:/);
      const contact = html.indexOf('id="contact"');
      const form = html.indexOf('data-testid="contact-form"');
      expect(form).toBeGreaterThan(contact);
      const tag = /<form[^>]*data-testid="contact-form"[^>]*>/.exec(html)?.[0] ?? "";
      expect(tag).toContain(`action="${path === "/" ? "/ar" : "/en"}/contact"`);
      expect(tag).toContain('method="post"');
      expect(html.match(/data-testid="portfolio-item"/g)?.length).toBe(6);
    }
  });
});

describe("client-side navigation data", () => {
  it.each([
    ["/en.data", '"en/home"'],
    ["/_.data", '"ar/home"'],
    ["/en/services/social-media-management-in-baghdad.data", '"en/service-detail"'],
    [`/en/sectors/${appsSlug}.data`, '"en/sector-detail"'],
  ])("%s is answered for the right page and language", async (path, routeId) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain(routeId);
    expect(body).not.toContain('"notFound",true');
    expect(body).toContain(path.startsWith("/en") ? '"lang","en"' : '"lang","ar"');
  });
});

describe("legacy about aliases", () => {
  const aliases = [
    "/who-is-ali-hassan",
    "/ali-hassan-portfolio",
    "/ali-hassan-cv",
    "/ali-hassan-from-baghdad",
    `/${encodeURIComponent("من-هو-علي-حسن")}`,
    `/${encodeURIComponent("أعمال-علي-حسن")}`,
    `/${encodeURIComponent("سيرة-علي-حسن")}`,
    `/${encodeURIComponent("علي-حسن-من-بغداد")}`,
  ];

  it.each(aliases)("%s goes to the Arabic about page by default", async (alias) => {
    const response = await get(alias);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!, server.url).pathname).toBe("/ar/about");
  });

  it.each(aliases)("%s follows the stored language", async (alias) => {
    const response = await get(alias, { headers: { Cookie: "i18next=en" } });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!, server.url).pathname).toBe("/en/about");
  });
});

describe("unknown paths", () => {
  it.each([
    ["/no-such-page", "ar"],
    ["/en/no-such-page", "en"],
    ["/ar/services/no-such-service", "ar"],
    ["/en/sectors/nowhere", "en"],
    ["/en/web-design/advertising-growth-agency", "en"],
    ["/ar/services/%E0%A4%A", "ar"],
    ["/%E0%A4%A", "ar"],
    ["/a/b/c/d/e", "ar"],
  ])("%s shows the %s home page with 404 and noindex", async (path, lang) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(htmlAttrs(html).lang).toBe(lang);
    expect(html).toContain('name="robots" content="noindex');
    expect(html).toContain('id="home"');
    expect(html).toContain('id="contact"');
    // Said on the page, to screen readers too: the link was wrong (issue 44, item 7).
    const note = /<div role="alert"[^>]*data-testid="not-found-note"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? "";
    expect(note).toContain((getResource(lang as "ar" | "en", "common") as { notFound: { message: string } }).notFound.message);
  });

  it("the language toggle keeps the portfolio's filter, and only the portfolio's (issue 44, item 7)", async () => {
    const toggleHref = (html: string) => {
      const at = html.indexOf('data-testid="language-toggle"');
      const tag = html.slice(html.lastIndexOf("<a ", at), html.indexOf(">", at));
      return /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&");
    };
    expect(toggleHref(await (await get("/ar/portfolio?category=video")).text())).toBe("/en/portfolio?category=video");
    expect(toggleHref(await (await get("/en/portfolio?category=web")).text())).toBe("/ar/portfolio?category=web");
    expect(toggleHref(await (await get("/en/portfolio")).text())).toBe("/ar/portfolio");
    expect(toggleHref(await (await get("/en/faq?category=video")).text())).toBe("/ar/faq");
  });

  it("the home page itself carries no such note", async () => {
    for (const path of ["/", "/en"]) expect(await (await get(path)).text()).not.toContain("not-found-note");
  });

  it("a POST to an unknown path is answered, not crashed on", async () => {
    const response = await get("/no-such-page", { method: "POST", body: "x=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("server behaviour", () => {
  it("sets a strict CSP that allows exactly the page's own inline scripts, by hash", async () => {
    for (const path of ["/en", "/ar/faq", "/en/no-such-page", "/wp-admin/1986"]) {
      const response = await get(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = csp
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith("script-src "))!;
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'nonce-");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      const html = await response.text();
      const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attrs]) => !/\bsrc=/.test(attrs!) && !attrs!.includes("application/ld+json") && !attrs!.includes("application/json"),
      );
      expect(inline.length, path).toBeGreaterThan(0);
      const hash = (source: string) => `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
      const hashes = new Set(inline.map(([, , body]) => hash(body!)));
      // An application page (the studio): the router's module script, added after the first paint by a small
      // script that holds its text. A page of islands (ADR 055) has its boot module and speculation rules instead.
      const deferred = /s\.textContent=("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
      const islands = /<script type="module" src="\/assets\/island-boot-/.test(html);
      expect(islands, path).toBe(path !== "/wp-admin/1986");
      if (islands) expect(html, path).toContain('<script type="speculationrules">');
      else {
        expect(deferred, path).toBeTruthy();
        hashes.add(hash(JSON.parse(deferred!) as string));
      }
      expect(html, path).not.toContain("modulepreload");
      // Every inline script is allowed, and nothing else is.
      const allowed = scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-"));
      expect(new Set(allowed), path).toEqual(hashes);
      expect(html, path).not.toContain(" nonce=");
    }
    const response = await get("/en");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("compresses pages", async () => {
    const response = await get("/", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves hashed assets with immutable caching", async () => {
    const html = await (await get("/")).text();
    const asset = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
  });

  it("sends a script compressed at build time: Brotli when the browser takes it, else gzip, else as it is, the same file each way", async () => {
    const html = await (await get("/")).text();
    const asset = /(\/assets\/island-boot-[\w-]+\.js)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const file = readFileSync(path.join(rootDir, "build", "client", asset!));
    const built = (extension: string) => statSync(path.join(rootDir, "build", "client", `${asset!}${extension}`)).size;
    // As a browser asks (gzip listed first, at the same weight), as an old client does, and as one that takes neither.
    for (const [accept, encoding, size] of [
      ["gzip, deflate, br, zstd", "br", built(".br")],
      ["gzip", "gzip", built(".gz")],
      ["identity", null, file.length],
    ] as const) {
      // Node's fetch undoes the encoding itself: the raw request tells the bytes sent.
      const sent = await rawGet(asset!, accept);
      expect(sent.headers["content-encoding"] ?? null, accept).toBe(encoding);
      expect(sent.body.length, accept).toBe(size);
      expect(sent.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(sent.headers["cache-control"]).toContain("immutable");
      expect(sent.headers.vary).toContain("Accept-Encoding");
      const body = encoding === "br" ? brotliDecompressSync(sent.body) : encoding === "gzip" ? gunzipSync(sent.body) : sent.body;
      expect(body.equals(file), accept).toBe(true);
    }
  });

  it("preloads the font of the page's language", async () => {
    const ar = await (await get("/")).text();
    const en = await (await get("/en")).text();
    expect(ar).toMatch(/rel="preload" as="font"[^>]*cairo-arabic/);
    expect(en).toMatch(/rel="preload" as="font"[^>]*inter-latin/);
  });

  it("reports health", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      stopping: false,
      database: "pglite",
      checks: {
        database: { ok: true, ms: expect.any(Number) },
        outbox: { ok: true, waiting: expect.any(Number), overdue: 0, failed: 0, possibleDuplicates: 0 },
      },
      pageCache: { pages: expect.any(Number), bytes: expect.any(Number) },
    });
  });

  it("serves translation bundles for lazily loaded widgets, and only those", async () => {
    const ok = await get("/api/i18n/en/credibility");
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { modalTitle: string }).modalTitle).toBe("Platforms and tools I work with");
    expect((await get("/api/i18n/fr/credibility")).status).toBe(404);
    expect((await get("/api/i18n/en/..%2Fpackage")).status).toBe(404);
  });

  it("admin pages use their own layout, in the studio's language (ADR 045), and are not indexed", async () => {
    // His choice in this browser, else his browser's language, else Arabic.
    const cases: [RequestInit, { lang: string; dir: string }, string][] = [
      [{}, { lang: "ar", dir: "rtl" }, "تسجيل الدخول · لوحة إدارة الموقع"],
      [{ headers: { "accept-language": "en-US,en;q=0.9" } }, { lang: "en", dir: "ltr" }, "Sign in · Site admin"],
      [{ headers: { "accept-language": "fr-FR,ar;q=0.5,en;q=0.4" } }, { lang: "ar", dir: "rtl" }, "تسجيل الدخول · لوحة إدارة الموقع"],
      [{ headers: { "accept-language": "ar-IQ", cookie: "studio-lang=en" } }, { lang: "en", dir: "ltr" }, "Sign in · Site admin"],
    ];
    for (const [init, attrs, signInTitle] of cases) {
      for (const path of ["/wp-admin/1986", "/admin/dashboard", "/admin/reset-password"]) {
        const response = await get(path, init);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(htmlAttrs(html), `${path} ${JSON.stringify(init)}`).toEqual(attrs);
        if (path === "/wp-admin/1986") expect(html).toContain(`<title>${signInTitle}</title>`);
        expect(html).toContain('content="noindex, nofollow"');
        expect(html).not.toContain('data-testid="site-header"');
        expect(html).not.toContain('data-testid="loading-screen"');
      }
    }
  });
});
