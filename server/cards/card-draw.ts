import sharp from "sharp";
import type { SiteTheme } from "#core/brand/theme-schema";
import type { Lang } from "#core/i18n/languages";
import { markInner, markInnerOpacity, markOuter, markOuterStroke, markViewBox } from "#core/brand/mark";
import type { CardTheme } from "./card-theme";

export const cardWidth = 1200;
export const cardHeight = 630;
/** Bumped when the drawing changes, so every card's address changes with it. */
export const cardDrawingVersion = 1;

/** What a card says: the page's title, the owner's name and the site's host, in one language. */
export type CardText = {
  lang: Lang;
  title: string;
  name: string;
  host: string;
  /** The owner's own picture in place of the drawn card (its id and stored width), when he chose one. */
  image?: { id: string; width: number };
  /** His brand colours (ADR 042): the card is drawn in the theme derived from them instead of the shipped one. */
  theme?: SiteTheme;
  /** His logo in place of the mark (ADR 041): its id and stored width. */
  logo?: { id: string; width: number };
};

/** The site's own fonts: Cairo for Arabic, Inter for Latin (the subsets the pages use, app/fonts). */
export type CardFonts = { arabic: { file: string; family: string }; latin: { file: string; family: string } };

const margin = 80;
const titleSize = 62;
const titleLines = 3;
const nameSize = 34;
const hostSize = 28;
const markSize = 76;
const ellipsis = "…";

/** Pango markup: the card's text is the owner's, never markup. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const families = (fonts: CardFonts, lang: Lang) =>
  lang === "ar" ? `${fonts.arabic.family}, ${fonts.latin.family}` : `${fonts.latin.family}, ${fonts.arabic.family}`;

export type TextImage = { data: Buffer; width: number; height: number };

/**
 * Lays out a text with Pango (through libvips): it shapes Arabic, joins its
 * letters and runs a right-to-left paragraph from the right; `width` wraps
 * it at words, and inside a word too long for a line.
 */
export async function textImage(
  markup: string,
  options: { fonts: CardFonts; lang: Lang; size: number; weight: "bold" | "normal"; colour: string; width: number },
): Promise<TextImage> {
  const { fonts, lang } = options;
  const span = `<span foreground="${options.colour}" font_weight="${options.weight}">${markup}</span>`;
  const { data, info } = await sharp({
    text: {
      text: span,
      font: `${families(fonts, lang)} ${options.size}`,
      fontfile: lang === "ar" ? fonts.arabic.file : fonts.latin.file,
      width: options.width,
      dpi: 72,
      rgba: true,
      wrap: "word-char",
      // Cairo's own line height is already generous; Inter's needs a little air.
      spacing: lang === "ar" ? 0 : Math.round(options.size * 0.15),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

let registered: Promise<void> | undefined;
/**
 * Each font file is added to fontconfig by the first text that names it:
 * both are added before any card, so a Latin word in an Arabic title (and
 * the reverse) finds the site's other font rather than a system one.
 */
export function registerFonts(fonts: CardFonts): Promise<void> {
  registered ??= (async () => {
    for (const lang of ["ar", "en"] as const) await textImage("·", { fonts, lang, size: 12, weight: "normal", colour: "#000000", width: 100 });
  })();
  return registered;
}

const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.segment);

/**
 * The title in at most `titleLines` lines: wrapped, and when it is longer,
 * cut with an ellipsis after the most that fits (at a space when one is near).
 */
async function fittedTitle(title: string, options: Parameters<typeof textImage>[1]): Promise<TextImage> {
  // The height of n lines, measured in this font: one line, and what each further line adds.
  const sample = options.lang === "ar" ? "تم" : "Ag";
  const one = (await textImage(sample, options)).height;
  const advance = (await textImage(`${sample}\n${sample}`, options)).height - one;
  const fits = (image: TextImage) => image.height <= one + advance * (titleLines - 1) + advance / 2;
  const whole = await textImage(escapeMarkup(title), options);
  if (fits(whole)) return whole;
  const parts = graphemes(title);
  let low = 1;
  let high = parts.length - 1;
  let best: TextImage | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const image = await textImage(escapeMarkup(cut(parts, middle)), options);
    if (fits(image)) {
      best = image;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (!best) return textImage(escapeMarkup(ellipsis), options);
  // Back off to the last space when it costs little, so a word is not cut in two.
  const space = parts.slice(0, high).lastIndexOf(" ");
  if (space > high - 16 && space > 0) return textImage(escapeMarkup(cut(parts, space)), options);
  return best;
}
const cut = (parts: string[], count: number) => parts.slice(0, count).join("").trimEnd() + ellipsis;

function hexagon(cx: number, cy: number, r: number) {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
}

/** The card's background: the theme's colours, the mark at the start, a glow and a large faint hexagon at the end. */
function backgroundSvg(theme: CardTheme, rtl: boolean, withMark: boolean): string {
  const start = (x: number, width = 0) => (rtl ? cardWidth - x - width : x);
  const end = (x: number) => (rtl ? x : cardWidth - x);
  const markX = start(margin, markSize);
  const scale = markSize / markViewBox;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">
  <defs><radialGradient id="glow" cx="${rtl ? "10%" : "90%"}" cy="10%" r="85%"><stop offset="0" stop-color="${theme.accent}" stop-opacity="0.42"/><stop offset="0.55" stop-color="${theme.bg}" stop-opacity="0"/></radialGradient></defs>
  <rect width="${cardWidth}" height="${cardHeight}" fill="${theme.bg}"/>
  <rect width="${cardWidth}" height="${cardHeight}" fill="url(#glow)"/>
  <polygon points="${hexagon(end(150), 470, 230)}" fill="none" stroke="${theme.accent}" stroke-opacity="0.12" stroke-width="22" stroke-linejoin="round"/>
  ${
    withMark
      ? `<g transform="translate(${markX} 56) scale(${scale})">
    <path d="${markOuter}" fill="none" stroke="${theme.accent}" stroke-width="${markOuterStroke}" stroke-linejoin="round"/>
    <path d="${markInner}" fill="${theme.accent}" opacity="${markInnerOpacity}"/>
  </g>`
      : ""
  }
  <rect x="0" y="${cardHeight - 12}" width="${cardWidth}" height="12" fill="${theme.accent}"/>
</svg>`;
}

/** The owner's picture as a card: 1200×630, cut to fill, JPEG (a photo as PNG would pass what chat apps fetch). */
export async function pictureCard(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).resize(cardWidth, cardHeight, { fit: "cover", position: "attention" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** Draws one share card (1200×630 PNG): the Arabic one right to left in Cairo, the English one left to right in Inter. */
export async function drawCard(text: CardText, theme: CardTheme, fonts: CardFonts, logoBytes: Buffer | null = null): Promise<Buffer> {
  await registerFonts(fonts);
  const rtl = text.lang === "ar";
  const base = { fonts, lang: text.lang };
  // His logo (ADR 041) stands where the mark does, as tall, up to three times as wide.
  const logo = logoBytes
    ? await sharp(logoBytes)
        .resize({ height: markSize, width: markSize * 3, fit: "inside" })
        .png()
        .toBuffer({ resolveWithObject: true })
    : null;
  const markWidth = logo ? logo.info.width : markSize;
  const nameWidth = cardWidth - 2 * margin - markWidth - 28;
  const [title, name, host] = await Promise.all([
    fittedTitle(text.title, { ...base, size: titleSize, weight: "bold", colour: theme.fg, width: cardWidth - 2 * margin }),
    textImage(escapeMarkup(text.name), { ...base, size: nameSize, weight: "bold", colour: theme.fg, width: nameWidth }),
    textImage(escapeMarkup(text.host), { ...base, size: hostSize, weight: "normal", colour: theme.accentText, width: cardWidth - 2 * margin }),
  ]);
  // Where a box of this width starts on the card's starting side.
  const startX = (offset: number, width: number) => Math.max(0, rtl ? cardWidth - offset - width : offset);
  // Centred in the band between the name and the host.
  const titleTop = Math.round(165 + Math.max(0, 340 - title.height) / 2);
  return sharp(Buffer.from(backgroundSvg(theme, rtl, !logo)))
    .composite([
      ...(logo ? [{ input: logo.data, left: startX(margin, logo.info.width), top: 56 + Math.round((markSize - logo.info.height) / 2) }] : []),
      {
        input: name.data,
        left: startX(margin + markWidth + 28, Math.min(name.width, nameWidth)),
        top: Math.max(0, Math.round(56 + (markSize - name.height) / 2)),
      },
      { input: title.data, left: startX(margin, title.width), top: titleTop },
      { input: host.data, left: startX(margin, host.width), top: cardHeight - 60 - host.height },
    ])
    .png({ compressionLevel: 6 })
    .toBuffer();
}
