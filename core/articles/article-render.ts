import type { Lang } from "../i18n/languages";
import {
  articleBodyMaxDepth,
  hrefKind,
  imageIdPattern,
  inlineText,
  isTextDir,
  videoIdPatterns,
  type BodyBlock,
  type BodyDoc,
  type BodyInline,
  type BodyListItem,
  type BodyMark,
  type BodyNode,
  type CtaKind,
} from "./article-body";

/**
 * A stored body as HTML. Every text and attribute is escaped and only the elements below are written, so whatever a
 * body holds it cannot add markup, styles, scripts or frames; the caller gives the pieces that depend on the site.
 */
export type RenderContext = {
  lang: Lang;
  /** The picture's HTML (trusted: the caller builds it from the upload); null when the upload is gone, and the figure is left out. */
  image: (id: string, alt: string) => { html: string } | null;
  /** Where a call-to-action button goes, and whether that is another site. */
  cta: (kind: CtaKind, label: string) => { href: string; external: boolean };
  /** The words on a video's link, from its title ("Watch … on YouTube"). */
  videoLabel: (title: string) => string;
  /** This site's origin (https://example.com): links elsewhere get rel="noopener". */
  siteOrigin: string;
};

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

const arabicLetter = /\p{Script=Arabic}/u;
const latinLetter = /\p{Script=Latin}/u;
/** Text in both scripts: the browser picks its direction from the first strong letter rather than the page's. */
const mixesScripts = (text: string) => arabicLetter.test(text) && latinLetter.test(text);

/** ` dir="…"` from the node's own direction, else "auto" when `text` (if given) mixes Arabic and Latin. */
function dirAttr(node: { attrs?: { dir?: unknown } }, text?: string): string {
  const dir = node.attrs?.dir;
  if (isTextDir(dir)) return ` dir="${dir}"`;
  return text !== undefined && mixesScripts(text) ? ` dir="auto"` : "";
}

const strongLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Latin}]/u;

/**
 * A box of blocks (a list, an item, a quote): its own rtl or ltr as set, none when it has none (the
 * page's, each paragraph inside keeping its own); "auto" resolved here from its first strong letter. The browser would not: "auto" skips every
 * descendant that has a dir of its own, and each paragraph inside has one, so an Arabic list would
 * resolve left to right and put its bullets on the wrong side.
 */
function boxDirAttr(node: { attrs?: { dir?: unknown } }, text: string): string {
  const dir = node.attrs?.dir;
  if (dir === "rtl" || dir === "ltr") return ` dir="${dir}"`;
  if (dir !== "auto") return "";
  const first = strongLetter.exec(text)?.[0];
  if (first === undefined) return "";
  return latinLetter.test(first) ? ` dir="ltr"` : ` dir="rtl"`;
}

/** The words of a box's paragraphs and headings, nested ones too, in order. */
function boxText(node: BodyNode | BodyListItem): string {
  const block = node as { type: string; content?: unknown[] };
  if (block.type === "paragraph" || block.type === "heading") return inlineText(block as { content?: BodyInline[] });
  return ((block.content ?? []) as (BodyNode | BodyListItem)[]).map(boxText).join(" ");
}

type Renderer = { ctx: RenderContext; origin: string | null };

function originOf(href: string): string | null {
  try {
    return new URL(href).origin;
  } catch {
    return null;
  }
}

/** The link's opening tag, or null when its href is not allowed (the text stays, unlinked). */
function linkOpen(href: string, renderer: Renderer): string | null {
  const kind = hrefKind(href);
  if (kind === null) return null;
  const external = kind === "mailto" || kind === "tel" || (kind === "https" && originOf(href) !== renderer.origin);
  return `<a href="${escapeHtml(href)}"${external ? ` rel="noopener"` : ""}>`;
}

function wrapMark(html: string, mark: BodyMark, renderer: Renderer): string {
  switch (mark.type) {
    case "bold":
      return `<strong>${html}</strong>`;
    case "italic":
      return `<em>${html}</em>`;
    case "code":
      return `<code>${html}</code>`;
    case "link": {
      const open = linkOpen(mark.attrs.href, renderer);
      return open === null ? html : `${open}${html}</a>`;
    }
    default:
      return html;
  }
}

function renderInline(content: readonly BodyInline[] | undefined, renderer: Renderer): string {
  let html = "";
  for (const item of content ?? []) {
    if (item.type === "hardBreak") {
      html += "<br>";
    } else if (item.type === "text") {
      // The first mark is the outermost element.
      html += (item.marks ?? []).reduceRight((inner, mark) => wrapMark(inner, mark, renderer), escapeHtml(item.text));
    }
  }
  return html;
}

const headingTag = (level: unknown) => (level === 3 ? "h3" : level === 4 ? "h4" : "h2");

/** The text of a list item's own paragraphs (not its nested lists), to decide its direction. */
const itemText = (item: BodyListItem) =>
  item.content
    .map((block) => (block.type === "paragraph" ? inlineText(block) : ""))
    .join(" ")
    .trim();

function renderBlocks(nodes: readonly BodyNode[], renderer: Renderer, depth: number): string {
  // A validated body is never this deep; a hand-made one stops here rather than recursing on.
  if (depth > articleBodyMaxDepth) return "";
  return nodes.map((node) => renderBlock(node, renderer, depth)).join("");
}

function renderBlock(node: BodyNode, renderer: Renderer, depth: number): string {
  const { ctx } = renderer;
  const block = node as BodyBlock | BodyListItem;
  switch (block.type) {
    case "paragraph":
      return `<p${dirAttr(block, inlineText(block))}>${renderInline(block.content, renderer)}</p>`;
    case "heading": {
      const tag = headingTag(block.attrs.level);
      return `<${tag}${dirAttr(block, inlineText(block))}>${renderInline(block.content, renderer)}</${tag}>`;
    }
    case "bulletList":
      return `<ul${boxDirAttr(block, boxText(block))}>${renderBlocks(block.content, renderer, depth + 1)}</ul>`;
    case "orderedList": {
      const start = block.attrs.start;
      const startAttr = Number.isInteger(start) && start !== 1 ? ` start="${start}"` : "";
      return `<ol${startAttr}${boxDirAttr(block, boxText(block))}>${renderBlocks(block.content, renderer, depth + 1)}</ol>`;
    }
    case "listItem":
      return `<li${boxDirAttr(block, itemText(block))}>${renderBlocks(block.content, renderer, depth + 1)}</li>`;
    case "blockquote":
      return `<blockquote${boxDirAttr(block, boxText(block))}>${renderBlocks(block.content, renderer, depth + 1)}</blockquote>`;
    case "articleImage": {
      const { id, alt, caption } = block.attrs;
      const image = imageIdPattern.test(id) ? ctx.image(id, alt) : null;
      if (image === null) return "";
      const figcaption = caption.trim() === "" ? "" : `<figcaption>${escapeHtml(caption)}</figcaption>`;
      return `<figure class="article-figure"${dirAttr(block)}>${image.html}${figcaption}</figure>`;
    }
    case "videoEmbed": {
      // A link to the video, not the provider's player: nothing loads from the provider until the visitor asks.
      const { provider, videoId, title } = block.attrs;
      if ((provider !== "youtube" && provider !== "vimeo") || !videoIdPatterns[provider].test(videoId)) return "";
      const watch = provider === "youtube" ? `https://www.youtube.com/watch?v=${videoId}` : `https://vimeo.com/${videoId}`;
      return (
        `<div class="video-facade" data-provider="${provider}" data-video-id="${escapeHtml(videoId)}"${dirAttr(block)}>` +
        `<a class="video-facade-link" href="${escapeHtml(watch)}" rel="noopener">${escapeHtml(ctx.videoLabel(title))}</a></div>`
      );
    }
    case "callToAction": {
      const { kind, label } = block.attrs;
      const { href, external } = ctx.cta(kind, label);
      const text = escapeHtml(label);
      const link =
        hrefKind(href) === null ? text : `<a class="article-cta-link" href="${escapeHtml(href)}"${external ? ` rel="noopener"` : ""}>${text}</a>`;
      return `<p class="article-cta"${dirAttr(block)}>${link}</p>`;
    }
    default:
      return "";
  }
}

/** The body's HTML. */
export function renderArticleBody(body: BodyDoc, ctx: RenderContext): string {
  return renderBlocks(body.content, { ctx, origin: originOf(ctx.siteOrigin) }, 2);
}
