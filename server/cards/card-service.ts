import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { languages, type Lang } from "#core/i18n/languages";
import { allPages, type Page } from "#core/i18n/page-paths";
import { pageCardKey, pageMetaKey } from "#core/content/page-meta-key";
import { pageTitle } from "#core/content/page-title";
import type { ShareCardPreview } from "#core/content/share-card-wire";
import { markInner, markOuter } from "#core/brand/mark";
import type { ContentView } from "../content/content-view";
import type { SettingsService } from "../settings/site-settings";
import { cardDrawingVersion, drawCard, type CardFonts, type CardText } from "./card-draw";
import { loadCardTheme, type CardTheme } from "./card-theme";

/**
 * Share cards (ADR 035): one image per page and language, drawn from the
 * page's title, the owner's name, the mark and the theme's colours. Its
 * address carries a hash of everything drawn, so a card is immutable and a
 * change of title, name or drawing gives a new address. Pages only compute
 * the address; the image is drawn when first asked for, once per content,
 * one at a time, and kept in a cache bounded by bytes.
 */
export type CardService = {
  /** A card's path ("/og/ar/home-<hash>.png") for a text shown on a page. */
  address: (page: Page, text: Omit<CardText, "host">) => string;
  /** The card a path names: its image, a redirect to the page's current card, or nothing. */
  find: (lang: string, file: string) => Promise<CardAnswer>;
  /** Draws (or takes from the cache) a current card by its hash; throws when no current card has it or drawing fails. */
  image: (hash: string) => Promise<Buffer>;
  /** True when the card is drawn and kept (serving it costs nothing). */
  isKept: (hash: string) => boolean;
  /** The current card of every page in both languages (for measuring and the studio). */
  current: () => Promise<CurrentCard[]>;
  /** Every page's published card as a chat app shows its link, for the studio. */
  previews: () => Promise<ShareCardPreview[]>;
  stats: () => { entries: number; bytes: number; drawn: number };
};

export type CurrentCard = { page: Page; key: string; lang: Lang; hash: string; path: string; text: CardText; description: string };
export type CardAnswer = { kind: "image"; hash: string } | { kind: "moved"; path: string } | { kind: "unknown" };

export type CardServiceOptions = {
  rootDir: string;
  dataDir: string;
  siteUrl: string;
  published: () => Promise<ContentView>;
  settings: Pick<SettingsService, "get" | "version">;
  maxBytes: number;
  logger: Logger;
};

const fileName = /^([a-z0-9-]+)-([0-9a-f]{20})\.png$/;

export function createCardService(options: CardServiceOptions): CardService {
  const host = new URL(options.siteUrl).host;
  const theme: CardTheme = loadCardTheme(options.rootDir);
  // Everything drawn that is not the text: a new theme or mark gives every card a new address.
  const drawing = JSON.stringify([cardDrawingVersion, theme, markOuter, markInner]);
  const hashOf = (text: CardText) => createHash("sha256").update(drawing).update(JSON.stringify(text)).digest("hex").slice(0, 20);
  const pathOf = (lang: Lang, key: string, hash: string) => `/og/${lang}/${key}-${hash}.png`;

  let currentFor: { version: string; cards: CurrentCard[]; byHash: Map<string, CurrentCard>; byKey: Map<string, CurrentCard> } | undefined;
  async function current() {
    const view = await options.published();
    const version = `${view.revision}.${await options.settings.version()}`;
    if (currentFor?.version === version) return currentFor;
    const settings = await options.settings.get();
    const cards = allPages(view.slugs).flatMap((page) =>
      languages.map((lang): CurrentCard => {
        const meta = pageMetaKey(page);
        const text: CardText = { lang, title: view.text(lang, `${meta}.title`), name: settings.ownerName[lang], host };
        const hash = hashOf(text);
        const key = pageCardKey(page);
        return { page, key, lang, hash, path: pathOf(lang, key, hash), text, description: view.text(lang, `${meta}.description`) };
      }),
    );
    currentFor = {
      version,
      cards,
      byHash: new Map(cards.map((card) => [card.hash, card])),
      byKey: new Map(cards.map((card) => [`${card.lang}/${card.key}`, card])),
    };
    return currentFor;
  }

  // Least recently used first out; a Map keeps insertion order.
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  let drawn = 0;
  const drawing$ = new Map<string, Promise<Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();
  let fonts: Promise<CardFonts> | undefined;

  function keep(hash: string, png: Buffer) {
    if (png.length > options.maxBytes) return;
    kept.set(hash, png);
    keptBytes += png.length;
    for (const [oldest, bytes] of kept) {
      if (keptBytes <= options.maxBytes) break;
      kept.delete(oldest);
      keptBytes -= bytes.length;
    }
  }

  async function image(hash: string): Promise<Buffer> {
    const hit = kept.get(hash);
    if (hit) {
      kept.delete(hash);
      kept.set(hash, hit);
      return hit;
    }
    const under = drawing$.get(hash);
    if (under) return under;
    const card = (await current()).byHash.get(hash);
    if (!card) throw new Error(`no current card ${hash}`);
    // One at a time: a burst of crawlers after a publish does not take every core.
    const task = queue.then(async () => {
      fonts ??= cardFonts(options.rootDir, options.dataDir);
      const started = performance.now();
      const png = await drawCard(card.text, theme, await fonts);
      drawn += 1;
      options.logger.debug({ card: card.path, ms: Math.round(performance.now() - started), bytes: png.length }, "share card drawn");
      keep(hash, png);
      return png;
    });
    queue = task.catch(() => undefined);
    drawing$.set(hash, task);
    try {
      return await task;
    } finally {
      drawing$.delete(hash);
    }
  }

  return {
    address: (page, text) => {
      const full = { ...text, host };
      return pathOf(text.lang, pageCardKey(page), hashOf(full));
    },
    async find(lang, file) {
      const match = fileName.exec(file);
      if (!match || !(languages as readonly string[]).includes(lang)) return { kind: "unknown" };
      const cards = await current();
      const card = cards.byKey.get(`${lang}/${match[1]}`);
      if (!card) return { kind: "unknown" };
      return card.hash === match[2] ? { kind: "image", hash: card.hash } : { kind: "moved", path: card.path };
    },
    image,
    isKept: (hash) => kept.has(hash),
    current: async () => (await current()).cards,
    previews: async () =>
      (await current()).cards.map((card) => ({
        key: card.key,
        lang: card.lang,
        image: card.path,
        title: pageTitle(card.text.title, card.text.name),
        description: card.description,
        host,
      })),
    stats: () => ({ entries: kept.size, bytes: keptBytes, drawn }),
  };
}

/**
 * The site's own fonts as TrueType files: the pages' WOFF2 subsets
 * (app/fonts) converted once into the data directory, because the FreeType
 * in sharp's libvips reads TrueType but not WOFF2 (nor WOFF): given a WOFF2
 * file, Pango silently draws in a system font instead.
 */
export async function cardFonts(rootDir: string, dataDir: string): Promise<CardFonts> {
  const { default: fontverter } = await import("fontverter");
  const dir = path.join(dataDir, "card-fonts");
  await mkdir(dir, { recursive: true });
  const convert = async (name: string, family: string) => {
    const source = await readFile(path.join(rootDir, "app", "fonts", `${name}.woff2`));
    const file = path.join(dir, `${name}-${createHash("sha256").update(source).digest("hex").slice(0, 12)}.ttf`);
    const existing = await readFile(file).catch(() => undefined);
    if (!existing) await writeFile(file, await fontverter.convert(source, "sfnt"));
    return { file, family };
  };
  return { arabic: await convert("cairo-arabic-wght-400-900", "Cairo"), latin: await convert("inter-latin-wght-400-900", "Inter") };
}
