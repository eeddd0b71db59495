import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, startAuthServer, type AuthServer } from "./auth-helpers";
import type { ContentDocument } from "#core/content/content-document";
import type { StudioContent } from "#core/content/studio-wire";
import { readIco } from "../../server/brand/ico";
import { markOuter } from "#core/brand/mark";
import { propertyProblem } from "../fixtures/schema-org/vocabulary";

let server: AuthServer;
let owner: Record<string, string>;

beforeAll(async () => {
  server = await startAuthServer();
  const { data, error } = await authClient(server).signUp({ email: "owner@studio.example", password: "a long enough password" });
  if (error || !data.session) throw error ?? new Error("no session");
  owner = { apikey: server.anonKey, Authorization: `Bearer ${data.session.access_token}` };
});
afterAll(async () => {
  await server?.stop();
});

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...owner, "content-type": "application/json", ...(init.headers as object) } });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const page = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${server.url}${path}`, { headers })).text();
const studio = () => json<StudioContent>(api("/api/admin/content"));
const saveDraft = async (change: (document: ContentDocument) => ContentDocument) => {
  const current = await studio();
  return api("/api/admin/content/draft", {
    method: "PUT",
    body: JSON.stringify({ document: change(structuredClone(current.document)), version: current.draft?.version ?? null }),
  });
};
const publish = async () => expect((await api("/api/admin/content/publish", { method: "POST", body: "{}" })).status).toBe(200);

/** A wide logo: a red bar on a transparent ground, 1200 × 400. */
const upload = async (colour: { r: number; g: number; b: number }, width = 1200, height = 400) => {
  const png = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: await sharp({ create: { width: width - 200, height: height - 100, channels: 4, background: { ...colour, alpha: 1 } } })
          .png()
          .toBuffer(),
        left: 100,
        top: 50,
      },
    ])
    .png()
    .toBuffer();
  const response = await fetch(`${server.url}/api/admin/images`, { method: "POST", headers: { ...owner, "content-type": "image/png" }, body: png });
  expect(response.status).toBe(201);
  return { ...((await response.json()) as { id: string; width: number; height: number }), alt: { ar: "", en: "" } };
};
const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};
/** The colour at the centre of a PNG. */
const centre = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  const { data } = await sharp(bytes)
    .extract({ left: Math.floor(meta.width! / 2), top: Math.floor(meta.height! / 2), width: 1, height: 1 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
};
/** The favicon set's version a page links. */
const iconVersion = async (path: string) => {
  const version = /rel="icon" href="\/icons\/([0-9a-f]{16})\/favicon\.ico"/.exec(await page(path))?.[1];
  expect(version, path).toBeDefined();
  return version!;
};
const near = (pixel: number[], colour: number[]) => colour.every((value, i) => Math.abs(value - pixel[i]!) < 16);
/** The home page's JSON-LD nodes, by type. */
const structured = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => {
      const node = JSON.parse(match[1]!) as Record<string, unknown>;
      return [node["@type"] as string, node];
    }),
  );

describe("his logo and hero graphic", () => {
  it("without an upload, the shipped mark shows and the favicon set is drawn from it", async () => {
    const version = await iconVersion("/");
    for (const path of ["/", "/en", "/en/about", "/wp-admin/1986"]) {
      const html = await page(path);
      if (!path.startsWith("/wp-admin")) {
        expect(html).not.toContain('data-testid="brand-logo"');
        expect(html).toContain(markOuter);
      }
      // The pages (the studio's too) name the set at its versioned addresses.
      expect(html, path).toContain(`rel="icon" href="/icons/${version}/favicon.ico" sizes="48x48"`);
      expect(html, path).toContain(`rel="icon" href="/icons/${version}/icon-32.png" type="image/png" sizes="32x32"`);
      expect(html, path).toContain(`rel="apple-touch-icon" href="/icons/${version}/apple-touch-icon.png"`);
      expect(html, path).toContain(`rel="manifest" href="/icons/${version}/site.webmanifest"`);
    }
    // What they name is kept for good.
    const icon = await get(`/icons/${version}/icon-32.png`);
    expect(icon.response.status).toBe(200);
    expect(icon.response.headers.get("content-type")).toBe("image/png");
    expect(icon.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(icon.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 32, 32]);
    // So are the icons the manifest names.
    const manifest = await get(`/icons/${version}/site.webmanifest`);
    expect(manifest.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const { icons } = JSON.parse(manifest.bytes.toString()) as { icons: { src: string }[] };
    expect(icons.map((each) => each.src)).toEqual([`/icons/${version}/icon-192.png`, `/icons/${version}/icon-512.png`]);
    for (const { src } of icons) {
      const { response, bytes } = await get(src);
      expect([response.status, response.headers.get("cache-control")], src).toEqual([200, "public, max-age=31536000, immutable"]);
      expect((await sharp(bytes).metadata()).format, src).toBe("png");
    }

    // /favicon.ico, which browsers ask for by themselves, keeps a short cache: its address never changes.
    const ico = await get("/favicon.ico");
    expect(ico.response.status).toBe(200);
    expect(ico.response.headers.get("content-type")).toBe("image/x-icon");
    expect(ico.response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(ico.bytes.equals((await get(`/icons/${version}/favicon.ico`)).bytes)).toBe(true);
    // A browser's recheck costs nothing.
    const again = await fetch(`${server.url}/favicon.ico`, { headers: { "if-none-match": ico.response.headers.get("etag")! } });
    expect(again.status).toBe(304);
    // The other plain addresses (old links) still answer, briefly cached, as before.
    expect((await get("/icon-32.png")).response.headers.get("cache-control")).toBe("public, max-age=3600");

    // Not a version, or not a file of the set: nothing.
    for (const path of [`/icons/${version}/logo.png`, "/icons/latest/favicon.ico", `/icons/${version.toUpperCase()}/favicon.ico`]) {
      expect((await fetch(`${server.url}${path}`, { redirect: "manual" })).status, path).toBe(404);
    }
  });

  it("an uploaded logo goes through the draft, reaches visitors when published, and makes the favicons and manifest", async () => {
    const logo = await upload({ r: 220, g: 30, b: 40 });
    const shippedIcon = (await get("/icon-512.png")).bytes;
    const shippedVersion = await iconVersion("/");
    expect((await saveDraft((document) => ({ ...document, brand: { logo } }))).status).toBe(200);

    // The draft: visitors see the shipped mark and icons; the owner's preview shows his logo.
    expect(await page("/en")).not.toContain(logo.id);
    expect(structured(await page("/en")).ProfessionalService!.logo).toBe(`${server.siteUrl}/favicon.svg`);
    expect((await get("/icon-512.png")).bytes.equals(shippedIcon)).toBe(true);
    expect(await iconVersion("/")).toBe(shippedVersion);
    const pass = await api("/api/admin/content/preview", { method: "POST", body: "{}" });
    const cookie = pass.headers.get("set-cookie")!.split(";")[0]!;
    expect(await page("/en", { cookie })).toContain(`/media/${logo.id}-`);

    await publish();
    for (const path of ["/", "/en", "/en/about", "/services"]) {
      const html = await page(path);
      const header = html.slice(html.indexOf('data-testid="site-header"'), html.indexOf("</header>"));
      const footer = html.slice(html.indexOf('data-testid="site-footer"'));
      const loading = html.slice(html.indexOf('data-testid="loading-screen"'), html.indexOf('data-testid="site-header"'));
      for (const [part, text] of Object.entries({ header, footer, loading })) {
        expect(text, `${path} ${part}`).toMatch(new RegExp(`<img src="/media/${logo.id}-480\\.webp" alt="" width="1200" height="400"`));
        expect(text, `${path} ${part}`).not.toContain(markOuter);
      }
    }

    // Search engines are told of his logo: the business's logo, at its largest stored width (a person has no logo in schema.org).
    for (const path of ["/", "/en"]) {
      const nodes = structured(await page(path));
      expect(nodes.ProfessionalService!.logo, path).toBe(`${server.siteUrl}/media/${logo.id}-960.webp`);
      expect(nodes.Person, path).not.toHaveProperty("logo");
      for (const [type, node] of Object.entries(nodes))
        for (const property of Object.keys(node)) if (!property.startsWith("@")) expect(propertyProblem(type, property)).toBeUndefined();
    }
    const named = await get(`/media/${logo.id}-960.webp`);
    expect(named.response.status).toBe(200);
    expect((await sharp(named.bytes).metadata()).format).toBe("webp");

    // New icons at new addresses: a browser that kept the old ones for good asks for these. An old address
    // (a page cached somewhere) is sent on to the current one.
    const version = await iconVersion("/en");
    expect(version).not.toBe(shippedVersion);
    expect(await iconVersion("/wp-admin/1986")).toBe(version);
    for (const file of ["favicon.ico", "icon-192.png", "site.webmanifest"]) {
      const old = await fetch(`${server.url}/icons/${shippedVersion}/${file}`, { redirect: "manual" });
      expect([old.status, old.headers.get("location")], file).toEqual([301, `/icons/${version}/${file}`]);
    }
    expect((await get(`/icons/${version}/icon-512.png`)).bytes.equals((await get("/icon-512.png")).bytes)).toBe(true);

    const ico = await get("/favicon.ico");
    expect(ico.response.headers.get("content-type")).toBe("image/x-icon");
    const entries = readIco(ico.bytes);
    expect(entries.map((entry) => entry.size)).toEqual([16, 32, 48]);
    expect((await sharp(entries[1]!.bytes).metadata()).width).toBe(32);
    for (const [path, size] of [
      ["/icon-32.png", 32],
      ["/apple-touch-icon.png", 180],
      ["/icon-192.png", 192],
      ["/icon-512.png", 512],
    ] as const) {
      const { response, bytes } = await get(path);
      expect(response.status, path).toBe(200);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(["png", size, size]);
      // Drawn from his red logo, not the mark.
      expect(near(await centre(bytes), [220, 30, 40]), path).toBe(true);
    }
    // The home-screen icon has no transparency (iOS would paint it black).
    expect((await sharp((await get("/apple-touch-icon.png")).bytes).stats()).isOpaque).toBe(true);
    const manifest = await get("/site.webmanifest");
    expect(manifest.response.headers.get("content-type")).toContain("application/manifest+json");
    const parsed = JSON.parse(manifest.bytes.toString()) as Record<string, unknown> & { icons: { src: string; sizes: string }[] };
    // His name as the default (Arabic) language writes it: a manifest has one name.
    expect(parsed).toMatchObject({ name: "علي حسن", short_name: "علي", lang: "ar", dir: "rtl", start_url: "/", display: "standalone" });
    expect(parsed.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(parsed.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    expect(parsed.icons.map((icon) => icon.src)).toEqual([`/icons/${version}/icon-192.png`, `/icons/${version}/icon-512.png`]);
    // Its identity stays whatever its address: an installed copy follows it to the new one.
    expect(parsed.id).toBe("/");
  });

  it("the share cards draw his logo in place of the mark", async () => {
    const head = await page("/en/about");
    const card = /property="og:image" content="[^"]*(\/og\/en\/about-[0-9a-f]{20}\.png)"/.exec(head)?.[1];
    expect(card).toBeDefined();
    const { response, bytes } = await get(card!);
    expect(response.status).toBe(200);
    // The logo stands at the card's start (the English card's left), 56 px from the top, 76 px tall.
    const { data } = await sharp(bytes).extract({ left: 110, top: 94, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(near([...data], [220, 30, 40])).toBe(true);
  });

  it("the hero graphic is replaced, with its size recorded, or removed", async () => {
    const hero = await upload({ r: 30, g: 160, b: 90 }, 800, 800);
    expect((await saveDraft((document) => ({ ...document, brand: { logo: document.brand?.logo ?? null, hero } }))).status).toBe(200);
    await publish();
    for (const path of ["/", "/en"]) {
      const html = await page(path);
      const graphic = html.slice(html.indexOf('data-testid="hero-graphic"'));
      expect(graphic, path).toMatch(new RegExp(`<img src="/media/${hero.id}-480\\.webp" alt="" width="800" height="800"`));
    }
    expect((await saveDraft((document) => ({ ...document, brand: { logo: document.brand?.logo ?? null, hero: null } }))).status).toBe(200);
    await publish();
    for (const path of ["/", "/en"]) {
      const html = await page(path);
      expect(html, path).not.toContain('data-testid="hero-graphic"');
      expect(html, path).not.toContain(hero.id);
    }
  });

  it("travels in the export and import, and History brings an older logo back", async () => {
    const file = await json<{ content: ContentDocument; images: { id: string }[] }>(api("/api/admin/content/export"));
    const first = file.content.brand!.logo!;
    expect(file.images.map((image) => image.id)).toContain(first.id);
    const revisions = await json<{ id: number; changes?: { area: string }[] }[]>(api("/api/admin/content/revisions"));
    const withFirst = Math.max(...revisions.map((revision) => revision.id));

    const second = await upload({ r: 40, g: 60, b: 220 });
    expect((await saveDraft((document) => ({ ...document, brand: { ...document.brand!, logo: second } }))).status).toBe(200);
    expect((await studio()).changes).toEqual([{ area: "brand", added: 0, removed: 0, changed: 1, reordered: false }]);
    await publish();
    expect(await page("/en")).toContain(`/media/${second.id}-`);

    const restored = await api(`/api/admin/content/revisions/${withFirst}/restore`, { method: "POST", body: "{}" });
    expect(restored.status).toBe(200);
    expect(await page("/en")).toContain(`/media/${first.id}-`);
    expect(near(await centre((await get("/icon-192.png")).bytes), [220, 30, 40])).toBe(true);

    // The export file brings it back too.
    expect((await saveDraft((document) => ({ ...document, brand: { ...document.brand!, logo: second } }))).status).toBe(200);
    await publish();
    const imported = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify(file) });
    expect(imported.status).toBe(200);
    expect(await page("/")).toContain(`/media/${first.id}-`);
  });

  it("refuses a logo that is not a picture, an SVG, an oversized upload, and a brand that names no upload", async () => {
    const send = (body: Buffer | string, type: string) =>
      fetch(`${server.url}/api/admin/images`, {
        method: "POST",
        headers: { ...owner, "content-type": type },
        body: typeof body === "string" ? body : new Uint8Array(body),
      });
    expect((await send("not an image at all", "image/png")).status).toBe(415);
    const svg = await send('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>', "image/svg+xml");
    expect(svg.status).toBe(415);
    expect(await svg.json()).toMatchObject({ error: "unsupported_format" });
    expect((await send(Buffer.alloc(16 * 1024 * 1024, 1), "image/png")).status).toBe(413);
    const bad = await saveDraft((document) => ({ ...document, brand: { logo: { id: "../logo", width: 1, height: 1, alt: { ar: "", en: "" } } } }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { problems: { path: string }[] }).problems[0]!.path).toMatch(/^brand\.logo/);
  });
});
