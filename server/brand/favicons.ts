import { createHash } from "node:crypto";
import sharp from "sharp";
import { logoOf } from "#core/brand/brand-schema";
import { faviconAddress, type FaviconPath } from "#core/brand/favicon-paths";
import { markInner, markInnerOpacity, markOuter, markOuterStroke, markViewBox } from "#core/brand/mark";
import { variantWidths } from "#core/content/image-variants";
import type { ContentView } from "../content/content-view";
import type { ImageStore } from "../content/images";
import type { SettingsService } from "../settings/site-settings";
import type { BrandColours } from "./brand-colours";
import { encodeIco } from "./ico";

export type FaviconSet = { hash: string; files: Record<FaviconPath, Buffer> };

export type FaviconService = {
  /** The current set's version (its hash), worked out without drawing it: pages link the set's files by it. */
  version: () => Promise<string>;
  /** The published brand's icons and manifest, made once per published logo, name and colours. */
  current: () => Promise<FaviconSet>;
};

type Options = {
  published: () => Promise<ContentView>;
  settings: Pick<SettingsService, "get">;
  images: Pick<ImageStore, "file">;
  colours: () => BrandColours;
};

/** The shipped mark as an SVG in the given accent, on a transparent square. */
export function markSvg(accent: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${markViewBox} ${markViewBox}" width="512" height="512">` +
      `<path d="${markOuter}" fill="none" stroke="${accent}" stroke-width="${markOuterStroke}" stroke-linejoin="round"/>` +
      `<path d="${markInner}" fill="${accent}" opacity="${markInnerOpacity}"/></svg>`,
  );
}

/**
 * The favicon set (ADR 041): favicon.ico (16, 32 and 48 px), a 32 px PNG, the
 * 180 px apple-touch-icon (on the site's background: iOS paints transparency
 * black), 192 and 512 px manifest icons and site.webmanifest. Drawn from his
 * published logo (its stored WebP, already cleaned by the upload pipeline) or
 * the shipped mark, once per published version; requests between publishes
 * are served from memory.
 */
export function createFaviconService(options: Options): FaviconService {
  let made: { key: string; set: Promise<FaviconSet> } | undefined;

  async function source(logo: { id: string; width: number } | null, accent: string): Promise<Buffer> {
    if (!logo) return markSvg(accent);
    const bytes = await options.images.file(logo.id, Math.max(...variantWidths(logo.width)), "webp");
    // A logo whose files are missing (an import without them) falls back to the mark rather than failing every page's icon.
    return bytes ?? markSvg(accent);
  }

  async function make(logo: { id: string; width: number } | null, names: { name: string; short: string }, colours: BrandColours, hash: string) {
    const input = await source(logo, colours.accent);
    const square = (size: number, background?: string) => {
      const image = sharp(input, { density: 300 }).resize(size, size, {
        fit: "contain",
        background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
      });
      return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
    };
    const [png16, png32, png48, touch, icon192, icon512] = await Promise.all([
      square(16),
      square(32),
      square(48),
      // A home-screen icon gets a margin and the site's background.
      sharp(await square(148))
        .extend({ top: 16, bottom: 16, left: 16, right: 16, background: colours.background })
        .flatten({ background: colours.background })
        .png()
        .toBuffer(),
      square(192),
      square(512),
    ]);
    const manifest = {
      name: names.name,
      short_name: names.short,
      lang: "ar",
      dir: "rtl",
      // The app's identity, so an installed copy follows the manifest to its new address after a new logo.
      id: "/",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: colours.background,
      theme_color: colours.background,
      icons: [
        { src: faviconAddress(hash, "/icon-192.png"), sizes: "192x192", type: "image/png", purpose: "any" },
        { src: faviconAddress(hash, "/icon-512.png"), sizes: "512x512", type: "image/png", purpose: "any" },
      ],
    };
    return {
      hash,
      files: {
        "/favicon.ico": encodeIco([
          { size: 16, png: png16 },
          { size: 32, png: png32 },
          { size: 48, png: png48 },
        ]),
        "/icon-32.png": png32,
        "/apple-touch-icon.png": touch,
        "/icon-192.png": icon192,
        "/icon-512.png": icon512,
        "/site.webmanifest": Buffer.from(JSON.stringify(manifest, null, 2)),
      },
    } satisfies FaviconSet;
  }

  /** What the set is drawn from, and its hash. */
  let known: { key: string; hash: string } | undefined;
  async function inputs() {
    const [view, settings] = await Promise.all([options.published(), options.settings.get()]);
    const logo = logoOf(view.document);
    const colours = options.colours();
    const names = { name: settings.ownerName.ar, short: settings.shortName.ar };
    // 2: the manifest names the icons at their versioned addresses.
    const key = JSON.stringify([2, logo?.id ?? null, logo?.width ?? null, names, colours]);
    if (known?.key !== key) known = { key, hash: createHash("sha256").update(key).digest("hex").slice(0, 16) };
    return { logo, colours, names, key, hash: known.hash };
  }

  return {
    version: async () => (await inputs()).hash,
    async current() {
      const { logo, colours, names, key, hash } = await inputs();
      if (made?.key !== key) {
        const set = make(logo, names, colours, hash);
        made = { key, set };
        // A failed drawing is tried again on the next request.
        set.catch(() => {
          if (made?.set === set) made = undefined;
        });
      }
      return made.set;
    },
  };
}
