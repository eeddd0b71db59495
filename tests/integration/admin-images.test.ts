import { createHash } from "node:crypto";
import http from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { authClient, startAuthServer, type AuthServer } from "./auth-helpers";
import { createTestPostgresDatabase } from "../support/test-databases";
import type { ContentDocument } from "#core/content/content-document";
import {
  avifImage,
  cameraMake,
  gifImage,
  heicContainer,
  phonePhoto,
  pixelBombPng,
  pngImage,
  secretXmp,
  svgDrawing,
  textPosingAsJpeg,
  webpImage,
} from "../fixtures/images/make-images";

type Uploaded = { id: string; width: number; height: number };
const MB = 1024 * 1024;

describe.each(["PGlite", "PostgreSQL"] as const)("image uploads on %s", (database) => {
  let server: AuthServer;
  let owner: Record<string, string>;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const env: Record<string, string> = { LOG_LEVEL: "info" };
    if (database === "PostgreSQL") {
      const adminUrl = inject("postgresUrl");
      if (!adminUrl) throw new Error(inject("postgresError"));
      const created = await createTestPostgresDatabase(adminUrl);
      env.DATABASE_URL = created.url;
      dropDatabase = created.drop;
    }
    server = await startAuthServer(env);
    const { data, error } = await authClient(server).signUp({ email: "owner@studio.example", password: "a long enough password" });
    if (error || !data.session) throw error ?? new Error("no session");
    owner = { apikey: server.anonKey, Authorization: `Bearer ${data.session.access_token}` };
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  const upload = (body: Buffer, contentType = "image/jpeg", headers: Record<string, string> = owner) =>
    fetch(`${server.url}/api/admin/images`, { method: "POST", headers: { ...headers, "content-type": contentType }, body: new Uint8Array(body) });
  const uploaded = async (body: Buffer, contentType?: string) => {
    const response = await upload(body, contentType);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Uploaded;
  };
  const refusal = async (body: Buffer, contentType?: string) => {
    const response = await upload(body, contentType);
    return { status: response.status, body: (await response.json()) as { error: string } };
  };
  const media = (name: string, init?: RequestInit) => fetch(`${server.url}/media/${name}`, init);
  const auditLines = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes('"audit":"image.upload"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it("refuses a stranger before reading the body", async () => {
    // Headers announce 10 MB, then the body stops after 1 KB: only a guard that answers first can reply.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.url}/api/admin/images`, {
        method: "POST",
        headers: { "content-type": "image/jpeg", "content-length": String(10 * MB), apikey: server.anonKey },
      });
      const timer = setTimeout(() => reject(new Error("the server waited for the body")), 5000);
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => {
          clearTimeout(timer);
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.on("error", () => undefined);
      request.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 401 });

    const strangers: Record<string, string>[] = [
      {},
      { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` },
      { Authorization: "Bearer not.a.token" },
    ];
    for (const headers of strangers) {
      const response = await upload(await pngImage(), "image/png", headers);
      expect([401, 403]).toContain(response.status);
    }
  });

  it("turns a phone photo upright and strips its GPS, EXIF, XMP and colour profile", async () => {
    const photo = await phonePhoto();
    // The fixture really carries what must not get out.
    const original = await sharp(photo).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.toString("latin1")).toContain(cameraMake);
    // The GPS IFD pointer (tag 0x8825, little-endian as sharp writes it).
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(original.xmp?.toString()).toContain(secretXmp);
    expect(original.icc?.length).toBeGreaterThan(0);

    const image = await uploaded(photo, "application/octet-stream");
    expect(image).toEqual({ id: createHash("sha256").update(photo).digest("hex").slice(0, 32), width: 1200, height: 1600 });

    for (const [width, height] of [
      [480, 640],
      [960, 1280],
    ]) {
      for (const format of ["avif", "webp"] as const) {
        const response = await media(`${image.id}-${width}.${format}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(`image/${format}`);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
        const bytes = Buffer.from(await response.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        expect([meta.width, meta.height], `${width} ${format}`).toEqual([width, height]);
        expect(meta.exif, "EXIF").toBeUndefined();
        expect(meta.xmp, "XMP").toBeUndefined();
        expect(meta.icc, "ICC").toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        for (const secret of [cameraMake, secretXmp, "GPS", "Exif"]) expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);
      }
    }

    // Upright: the sky (top of the scene as shot) is now on the right, the sand strip on the left.
    const pixels = await sharp(Buffer.from(await (await media(`${image.id}-480.webp`)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const offset = (y * pixels.info.width + x) * pixels.info.channels;
      return { r: pixels.data[offset]!, b: pixels.data[offset + 2]! };
    };
    expect(at(460, 320).b).toBeGreaterThan(at(460, 320).r);
    expect(at(20, 320).r).toBeGreaterThan(at(20, 320).b);
  });

  it("accepts PNG, WebP and AVIF, never upscaling a smaller image", async () => {
    const png = await uploaded(await pngImage(700, 400), "image/png");
    expect(png).toMatchObject({ width: 700, height: 400 });
    expect((await media(`${png.id}-700.webp`)).status).toBe(200);
    expect((await media(`${png.id}-480.avif`)).status).toBe(200);
    expect((await media(`${png.id}-960.webp`)).status).toBe(404);

    const webp = await uploaded(await webpImage(320, 240), "image/webp");
    expect(webp).toMatchObject({ width: 320, height: 240 });
    const small = await media(`${webp.id}-320.avif`);
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    expect((await media(`${webp.id}-480.avif`)).status).toBe(404);

    const avif = await uploaded(await avifImage(1000, 500), "image/avif");
    expect(avif).toMatchObject({ width: 1000, height: 500 });
    expect((await media(`${avif.id}-960.webp`)).status).toBe(200);
  });

  it("refuses HEIC as this build's sharp cannot decode HEVC", async () => {
    // The prebuilt sharp reads HEIF containers but carries no HEVC decoder (only AV1, i.e. AVIF).
    expect(sharp.format.heif.input.fileSuffix).not.toContain(".heic");
    const heic = heicContainer();
    expect((await sharp(heic).metadata()).compression).toBe("hevc");
    expect(await refusal(heic, "image/heic")).toEqual({ status: 415, body: { error: "heic_unsupported" } });
  });

  it("refuses what is not an image, whatever its name or type says", async () => {
    expect(await refusal(textPosingAsJpeg, "image/jpeg")).toEqual({ status: 415, body: { error: "not_an_image" } });
    expect(await refusal(Buffer.alloc(0), "image/jpeg")).toEqual({ status: 415, body: { error: "not_an_image" } });
    // A real JPEG header with the picture cut off.
    expect(await refusal((await phonePhoto(30)).subarray(0, 4000), "image/jpeg")).toEqual({ status: 415, body: { error: "not_an_image" } });
    expect(await refusal(svgDrawing, "image/svg+xml")).toEqual({ status: 415, body: { error: "unsupported_format" } });
    expect(await refusal(svgDrawing, "image/png")).toEqual({ status: 415, body: { error: "unsupported_format" } });
    expect(await refusal(await gifImage(), "image/gif")).toEqual({ status: 415, body: { error: "unsupported_format" } });
  });

  it("refuses a body over 15 MB with 413, announced or not", async () => {
    const big = Buffer.alloc(15 * MB + 1, 7);
    expect(await refusal(big)).toEqual({ status: 413, body: { error: "too_large" } });
    // Streamed without a length: counted as it arrives.
    const chunked = await fetch(`${server.url}/api/admin/images`, {
      method: "POST",
      headers: { ...owner, "content-type": "image/jpeg" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 16; i++) controller.enqueue(new Uint8Array(MB));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ error: "too_large" });
  });

  it("refuses a pixel bomb before decoding it", async () => {
    const bomb = pixelBombPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const started = Date.now();
    expect(await refusal(bomb, "image/png")).toEqual({ status: 422, body: { error: "too_many_pixels" } });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await refusal(pixelBombPng(400, 8000), "image/png")).toEqual({ status: 422, body: { error: "bad_shape" } });
  });

  it("gives the same upload the same id, without storing it twice", async () => {
    const photo = await phonePhoto(330);
    const first = await upload(photo);
    expect(first.status).toBe(201);
    const second = await upload(photo, "image/png");
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
  });

  it("serves stored files by strict name only, with a validator", async () => {
    const image = await uploaded(await pngImage(500, 300), "image/png");
    const name = `${image.id}-480.webp`;
    const response = await media(name);
    const etag = response.headers.get("etag")!;
    expect((await media(name, { headers: { "if-none-match": etag, "cache-control": "max-age=0" } })).status).toBe(304);
    expect((await media(name, { method: "HEAD" })).headers.get("content-type")).toBe("image/webp");

    for (const unknown of [
      `${"0".repeat(32)}-480.webp`,
      `${image.id}-481.webp`,
      `${image.id}-480.png`,
      `${image.id.toUpperCase()}-480.webp`,
      `${image.id}-480.webp.html`,
      `..%2F${image.id}-480.webp`,
      "x",
    ]) {
      const missing = await media(unknown);
      expect(missing.status, unknown).toBe(404);
      expect(missing.headers.get("cache-control"), unknown).toBe("no-store");
    }
  });

  it("shows a published upload on the portfolio instead of the sample artwork, and on the about page", async () => {
    const image = await uploaded(await pngImage(1280, 720), "image/png");
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api/admin/content${path}`, { ...init, headers: { ...owner, "content-type": "application/json" } });
    const studio = (await (await api("")).json()) as { document: ContentDocument; draft: { version: number } | null };
    const document = structuredClone(studio.document);
    const item = document.lists.portfolio.find((entry) => entry.published && entry.thumbnail)!;
    const sample = item.thumbnail!;
    item.image = { ...image, alt: { ar: "لقطة من الإعلان", en: "A still from the ad" } };
    document.photo = { ...image, alt: { ar: "صورة صاحب الموقع", en: "The site owner" } };
    const saved = await api("/draft", { method: "PUT", body: JSON.stringify({ document, version: studio.draft?.version ?? null }) });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await api("/publish", { method: "POST", body: "{}" })).status).toBe(200);

    const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();
    const srcset = (format: string) => `/media/${image.id}-480.${format} 480w, /media/${image.id}-960.${format} 960w`;
    for (const [lang, altText] of [
      ["en", "A still from the ad"],
      ["ar", "لقطة من الإعلان"],
    ] as const) {
      const portfolio = await html(`/${lang}/portfolio`);
      expect(portfolio).toContain(`<source type="image/avif" srcSet="${srcset("avif")}"`);
      expect(portfolio).toContain(`<source type="image/webp" srcSet="${srcset("webp")}"`);
      expect(portfolio).toContain(`alt="${altText}" width="1280" height="720" loading=`);
      // The first picture (what a phone paints largest) is fetched at once and first; the rest when scrolled near.
      const images = [...portfolio.matchAll(/<img [^>]*object-cover[^>]*>/g)].map((match) => match[0]);
      expect(images.length).toBeGreaterThan(3);
      expect(images[0]).toContain('loading="eager" fetchPriority="high"');
      expect(images.slice(1).every((img) => img.includes('loading="lazy"') && !img.includes("fetchPriority"))).toBe(true);
      expect(portfolio, "the sample artwork gives way to the upload").not.toContain(`/images/portfolio/${sample}-480`);
    }
    expect(await html("/en/about")).toContain('alt="The site owner" width="1280" height="720" loading="eager"');
    expect(await html("/ar/cv")).toContain('alt="صورة صاحب الموقع"');
  });

  it("keeps a portrait picture's focal point in view where a card cuts it, and refuses a point off the picture", async () => {
    const image = await uploaded(await pngImage(600, 1200), "image/png");
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api/admin/content${path}`, { ...init, headers: { ...owner, "content-type": "application/json" } });
    const studio = (await (await api("")).json()) as { document: ContentDocument; draft: { version: number } | null };
    const document = structuredClone(studio.document);
    const item = document.lists.portfolio.find((entry) => entry.published)!;
    item.image = { ...image, alt: { ar: "صورة طولية", en: "A portrait picture" }, focus: { x: 50, y: 20 } };
    const off = structuredClone(document);
    off.lists.portfolio.find((entry) => entry.id === item.id)!.image!.focus = { x: 50, y: 120 };
    const refused = await api("/draft", { method: "PUT", body: JSON.stringify({ document: off, version: studio.draft?.version ?? null }) });
    expect(refused.status).toBe(400);
    const saved = await api("/draft", { method: "PUT", body: JSON.stringify({ document, version: studio.draft?.version ?? null }) });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await api("/publish", { method: "POST", body: "{}" })).status).toBe(200);
    for (const lang of ["en", "ar"]) {
      const portfolio = await (await fetch(`${server.url}/${lang}/portfolio`)).text();
      const img = [...portfolio.matchAll(/<img [^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(`/media/${image.id}-`))!;
      // A tall picture in a 16:9 card: the top fifth stays in view, not the middle.
      expect(img).toContain('style="object-position:50% 20%"');
      expect(img).toContain("object-cover");
    }
  });

  it("writes an audit line for every upload, accepted or refused", () => {
    const lines = auditLines();
    expect(lines.some((line) => line.admin === "owner@studio.example" && typeof line.id === "string" && line.format === "jpeg")).toBe(true);
    for (const refused of ["not_an_image", "unsupported_format", "heic_unsupported", "too_large", "too_many_pixels"]) {
      expect(
        lines.some((line) => line.refused === refused && line.admin === "owner@studio.example"),
        refused,
      ).toBe(true);
    }
  });

  it("limits uploads per admin", async () => {
    const png = await pngImage(100, 100);
    let status = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 61 && status !== 429; i++) {
      const response = await upload(png, "image/png");
      status = response.status;
      retryAfter = response.headers.get("retry-after");
      await response.arrayBuffer();
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
