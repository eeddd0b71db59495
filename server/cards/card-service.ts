import { cardLogoOf } from "#core/brand/brand-view";
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { languages, type Lang } from "#core/i18n/languages";
import { allPages, type Page } from "#core/i18n/page-paths";
import { pageCardKey, pageMetaKey, shareImageOf } from "#core/content/page-meta-key";
import { pageTitle } from "#core/content/page-title";
import type { ShareCardPreview } from "#core/content/share-card-wire";
import { markInner, markOuter } from "#core/brand/mark";
import type { ContentView } from "../content/content-view";
import type { SettingsService } from "../settings/site-settings";
import type { SiteSettings } from "#core/settings/site-settings";
import { cardDrawingVersion, drawCard, pictureCard, type CardFonts, type CardText } from "./card-draw";
import type { ImageStore } from "../content/images";
import { variantWidths } from "#core/content/image-variants";
import { brandCardTheme, loadCardTheme, type CardTheme } from "./card-theme";

/**
 * Share cards (ADR 035): one image per page and language, drawn from the
 * page's title, the owner's name, the mark and the theme's colours. Its
 * address carries a hash of everything drawn, so a card is immutable and a
 * change of title, name or drawing gives a new address. Pages only compute
 * the address; the image is drawn when first asked for, once per content,
 * one at a time, and kept in a cache bounded by bytes.
 */
export type CardService = {
  /** A card's path ("/og/ar/home-<hash>.png") and type for a text shown on a page. */
  address: (page: Page, text: Omit<CardText, "host">) => { path: string; type: CardType };
  /** The card a path names: its image, a redirect to the page's current card, or nothing. */
  find: (lang: string, file: string) => Promise<CardAnswer>;
  /** Draws (or takes from the cache) a current card by its hash; throws when no current card has it or drawing fails. */
  image: (hash: string) => Promise<{ bytes: Buffer; type: CardType }>;
  /** True when the card is drawn and kept (serving it costs nothing). */
  isKept: (hash: string) => boolean;
  /** The current card of every page in both languages (for measuring and the studio). */
  current: () => Promise<CurrentCard[]>;
  /** Every page's published card as a chat app shows its link, and the card after the next publish where the draft changes it, for the studio. */
  previews: () => Promise<ShareCardPreview[]>;
  /**
   * A page's card as the draft draws it (for the studio only: its address is not public); null when the draft has no such
   * page. Given the hash the studio asked for, that card even once it is published (the request may cross a publish).
   */
  draftImage: (lang: string, key: string, hash?: string) => Promise<{ bytes: Buffer; type: CardType } | null>;
  stats: () => { entries: number; bytes: number; drawn: number };
};

/**
 * What a page's card draws, but the host: its title and his name, his picture for it (at its largest
 * stored width) or the drawn card, and the document's colours and logo. Pages, the card service and the
 * articles' cards build it here, so a page always names the card the service finds.
 */
export function cardTextOf(
  document: Pick<ContentView["document"], "theme" | "brand">,
  text: { lang: Lang; title: string; name: string; picture?: { id: string; width: number } | undefined },
): Omit<CardText, "host"> {
  return {
    lang: text.lang,
    title: text.title,
    name: text.name,
    ...(text.picture ? { image: { id: text.picture.id, width: Math.max(...variantWidths(text.picture.width)) } } : {}),
    ...(document.theme ? { theme: document.theme } : {}),
    ...cardLogoOf(document),
  };
}

export type CardType = "image/png" | "image/jpeg";
export type CurrentCard = { page: Page; key: string; lang: Lang; hash: string; path: string; text: CardText; description: string };
export type CardAnswer = { kind: "image"; hash: string } | { kind: "moved"; path: string } | { kind: "unknown" };

export type CardServiceOptions = {
  rootDir: string;
  dataDir: string;
  siteUrl: string;
  published: () => Promise<ContentView>;
  settings: Pick<SettingsService, "get" | "version">;
  /** The draft applied over the published site, with the settings it previews; null when there is no draft. */
  draft: () => Promise<{ view: ContentView; settings: SiteSettings } | null>;
  maxBytes: number;
  logger: Logger;
  /** Where the owner's own pictures are read from. */
  images: Pick<ImageStore, "file">;
  /**
   * A page the content's list of pages does not hold (an article, ADR 056): its card's text and
   * description by its card key ("article-<id>") and language, or undefined when it is not published.
   */
  extraCard?: (lang: Lang, key: string) => Promise<{ page: Page; text: Omit<CardText, "host">; description: string } | undefined>;
};

const fileName = /^([a-z0-9-]+)-([0-9a-f]{20})\.(png|jpg)$/;
/** A drawn card is a PNG (flat colours and text); the owner's picture a JPEG (a photo). */
const typeOf = (text: CardText): CardType => (text.image ? "image/jpeg" : "image/png");
const extensionOf = (type: CardType) => (type === "image/jpeg" ? "jpg" : "png");

export function createCardService(options: CardServiceOptions): CardService {
  const host = new URL(options.siteUrl).host;
  const theme: CardTheme = loadCardTheme(options.rootDir);
  // Everything drawn that is not the text: a new theme or mark gives every card a new address.
  const drawing = JSON.stringify([cardDrawingVersion, theme, markOuter, markInner]);
  // Field by field, in one order: the page and the server build the same text with its keys in different orders.
  const hashOf = (text: CardText) =>
    createHash("sha256")
      .update(drawing)
      .update(JSON.stringify([text.lang, text.title, text.name, text.host, text.image?.id ?? null, text.image?.width ?? null, text.logo?.id ?? null]))
      // His colours, when he has them, are part of the drawing: a new colour gives every card a new address.
      .update(text.theme ? JSON.stringify([text.theme.primary, text.theme.secondary ?? null]) : "")
      .digest("hex")
      .slice(0, 20);
  const pathOf = (text: CardText, key: string, hash: string) => `/og/${text.lang}/${key}-${hash}.${extensionOf(typeOf(text))}`;

  type CardSet = { cards: CurrentCard[]; byHash: Map<string, CurrentCard>; byKey: Map<string, CurrentCard> };
  /** Every page's card in both languages, as this content and these settings draw them. */
  function cardsOf(view: ContentView, settings: SiteSettings): CardSet {
    const cards = allPages(view.slugs).flatMap((page) =>
      languages.map((lang): CurrentCard => {
        const meta = pageMetaKey(page);
        const picture = shareImageOf(view.document, page);
        // A category's page is titled by its name (ADR 056), as its head says.
        const category =
          page.kind === "article-category" ? String(view.value(lang, "pages", `articles.categoryItems.${page.id}.name`) ?? "") : undefined;
        const title =
          category !== undefined ? view.text(lang, "pages:articles.categoryTitle").replace("{{name}}", category) : view.text(lang, `${meta}.title`);
        const description =
          category !== undefined
            ? view.text(lang, "pages:articles.categoryDescription").replace("{{name}}", category)
            : view.text(lang, `${meta}.description`);
        const text: CardText = { ...cardTextOf(view.document, { lang, title, name: settings.ownerName[lang], picture }), host };
        const hash = hashOf(text);
        const key = pageCardKey(page);
        return { page, key, lang, hash, path: pathOf(text, key, hash), text, description };
      }),
    );
    return {
      cards,
      byHash: new Map(cards.map((card) => [card.hash, card])),
      byKey: new Map(cards.map((card) => [`${card.lang}/${card.key}`, card])),
    };
  }

  let currentFor: (CardSet & { version: string }) | undefined;
  async function current() {
    const view = await options.published();
    const version = `${view.revision}.${await options.settings.version()}`;
    if (currentFor?.version === version) return currentFor;
    currentFor = { version, ...cardsOf(view, await options.settings.get()) };
    return currentFor;
  }
  // The draft's cards as last read (the studio's previews, or one of its images): they may be drawn, never found by a public address.
  let draftFor: CardSet | undefined;
  async function drafts() {
    const draft = await options.draft();
    draftFor = draft ? cardsOf(draft.view, draft.settings) : undefined;
    return draftFor;
  }

  /** Cards of pages outside the content's list (articles) found by their address, by hash; the newest 1,000. */
  const extras = new Map<string, CurrentCard>();
  async function extraCardOf(lang: Lang, key: string): Promise<CurrentCard | undefined> {
    const found = await options.extraCard?.(lang, key);
    if (!found) return undefined;
    const text: CardText = { ...found.text, host };
    const hash = hashOf(text);
    const card: CurrentCard = { page: found.page, key, lang, hash, path: pathOf(text, key, hash), text, description: found.description };
    extras.delete(hash);
    extras.set(hash, card);
    if (extras.size > 1_000) extras.delete(extras.keys().next().value!);
    return card;
  }

  // Least recently used first out; a Map keeps insertion order.
  const kept = new Map<string, { bytes: Buffer; type: CardType }>();
  let keptBytes = 0;
  let drawn = 0;
  const drawing$ = new Map<string, Promise<{ bytes: Buffer; type: CardType }>>();
  let queue: Promise<unknown> = Promise.resolve();
  let fonts: Promise<CardFonts> | undefined;

  function keep(hash: string, card: { bytes: Buffer; type: CardType }) {
    if (card.bytes.length > options.maxBytes) return;
    kept.set(hash, card);
    keptBytes += card.bytes.length;
    for (const [oldest, { bytes }] of kept) {
      if (keptBytes <= options.maxBytes) break;
      kept.delete(oldest);
      keptBytes -= bytes.length;
    }
  }

  /** The owner's picture as a card, from the stored WebP at its largest width. */
  async function ownPicture(image: NonNullable<CardText["image"]>): Promise<Buffer> {
    const bytes = await options.images.file(image.id, image.width, "webp");
    if (!bytes) throw new Error(`share card: the image ${image.id} is not stored`);
    return pictureCard(bytes);
  }

  async function image(hash: string): Promise<{ bytes: Buffer; type: CardType }> {
    const hit = kept.get(hash);
    if (hit) {
      kept.delete(hash);
      kept.set(hash, hit);
      return hit;
    }
    const under = drawing$.get(hash);
    if (under) return under;
    const card = (await current()).byHash.get(hash) ?? draftFor?.byHash.get(hash) ?? extras.get(hash);
    if (!card) throw new Error(`no current card ${hash}`);
    // One at a time: a burst of crawlers after a publish does not take every core.
    const task = queue.then(async () => {
      const started = performance.now();
      let bytes: Buffer;
      if (card.text.image) bytes = await ownPicture(card.text.image);
      else {
        fonts ??= cardFonts(options.rootDir, options.dataDir);
        const logo = card.text.logo ? await options.images.file(card.text.logo.id, card.text.logo.width, "webp") : null;
        bytes = await drawCard(card.text, card.text.theme ? brandCardTheme(card.text.theme) : theme, await fonts, logo);
      }
      drawn += 1;
      options.logger.debug({ card: card.path, ms: Math.round(performance.now() - started), bytes: bytes.length }, "share card drawn");
      const made = { bytes, type: typeOf(card.text) };
      keep(hash, made);
      return made;
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
      return { path: pathOf(full, pageCardKey(page), hashOf(full)), type: typeOf(full) };
    },
    async find(lang, file) {
      const match = fileName.exec(file);
      if (!match || !(languages as readonly string[]).includes(lang)) return { kind: "unknown" };
      const cards = await current();
      const card = cards.byKey.get(`${lang}/${match[1]}`) ?? (await extraCardOf(lang as Lang, match[1]!));
      if (!card) return { kind: "unknown" };
      return card.hash === match[2] && match[3] === extensionOf(typeOf(card.text))
        ? { kind: "image", hash: card.hash }
        : { kind: "moved", path: card.path };
    },
    image,
    isKept: (hash) => kept.has(hash),
    current: async () => (await current()).cards,
    async previews() {
      const [published, draft] = await Promise.all([current(), drafts()]);
      const shown = (card: CurrentCard) => ({ title: pageTitle(card.text.title, card.text.name), description: card.description });
      // The hash in the query: a second change to the same page is a new address, so the studio reads the new picture.
      const draftOf = (card: CurrentCard) => ({ image: `/api/admin/share-cards/draft/${card.lang}/${card.key}?v=${card.hash}`, ...shown(card) });
      const previews: ShareCardPreview[] = published.cards.map((card) => {
        const next = draft?.byKey.get(`${card.lang}/${card.key}`);
        const changed = next && (next.hash !== card.hash || next.description !== card.description);
        return { key: card.key, lang: card.lang, image: card.path, host, ...shown(card), ...(changed ? { draft: draftOf(next) } : {}) };
      });
      // A page only the draft has (a service or sector added and not yet published) has no live card yet.
      for (const card of draft?.cards ?? [])
        if (!published.byKey.has(`${card.lang}/${card.key}`))
          previews.push({ key: card.key, lang: card.lang, image: "", host, ...shown(card), draft: draftOf(card), newPage: true });
      return previews;
    },
    async draftImage(lang, key, hash) {
      // Asked for by its hash: published meanwhile, it is the live card now, and still the picture he is shown.
      const draft = await drafts();
      if (hash && (draft?.byHash.has(hash) || (await current()).byHash.has(hash))) return image(hash);
      const card = draft?.byKey.get(`${lang}/${key}`);
      return card ? image(card.hash) : null;
    },
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
