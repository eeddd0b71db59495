import { Extension, Node, mergeAttributes } from "@tiptap/core";
import { mediaPath, variantWidths } from "#core/content/image-variants";

/**
 * The article body's own blocks in the editor (core/articles/article-body.ts
 * names them and checks them on the server): a picture from his uploads, a
 * video link and a call to action. Each is one block he moves or deletes
 * whole; none is ever read from pasted HTML, so a paste cannot bring one in.
 */

export const ArticleImage = Node.create({
  name: "articleImage",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({
    id: { default: "" },
    alt: { default: "" },
    caption: { default: "" },
    width: { default: null },
    height: { default: null },
  }),
  parseHTML: () => [],
  renderHTML: ({ node }) => {
    const { id, alt, caption, width, height } = node.attrs as {
      id: string;
      alt: string;
      caption: string;
      width: number | null;
      height: number | null;
    };
    const shown = width ? variantWidths(width)[0]! : 480;
    return [
      "figure",
      { class: "article-figure", "data-article-image": id },
      ["img", mergeAttributes({ src: mediaPath(id, shown, "webp"), alt }, width && height ? { width: String(width), height: String(height) } : {})],
      ["figcaption", {}, caption],
    ];
  },
});

export const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({
    provider: { default: "youtube" },
    videoId: { default: "" },
    title: { default: "" },
  }),
  parseHTML: () => [],
  renderHTML: ({ node }) => {
    const { provider, videoId, title } = node.attrs as { provider: string; videoId: string; title: string };
    return [
      "div",
      { class: "video-facade", "data-provider": provider, "data-video-id": videoId },
      ["span", { class: "video-facade-link" }, `▶ ${title || videoId}`],
    ];
  },
});

export const CallToAction = Node.create({
  name: "callToAction",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({
    kind: { default: "contact" },
    label: { default: "" },
  }),
  parseHTML: () => [],
  renderHTML: ({ node }) => [
    "p",
    { class: "article-cta", "data-cta": node.attrs.kind as string },
    ["span", { class: "article-cta-link" }, node.attrs.label as string],
  ],
});

/** A YouTube or Vimeo link as the body stores it, or null for anything else. */
export function videoFromLink(link: string): { provider: "youtube" | "vimeo"; videoId: string } | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, "");
  if (host === "youtu.be") {
    const id = url.pathname.slice(1);
    return /^[A-Za-z0-9_-]{11}$/.test(id) ? { provider: "youtube", videoId: id } : null;
  }
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const id = url.searchParams.get("v") ?? /^\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{11})/.exec(url.pathname)?.[1] ?? "";
    return /^[A-Za-z0-9_-]{11}$/.test(id) ? { provider: "youtube", videoId: id } : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = /\/(\d{1,12})(?:$|[/?#])/.exec(url.pathname)?.[1];
    return id ? { provider: "vimeo", videoId: id } : null;
  }
  return null;
}

/**
 * What a paste keeps: structure (paragraphs, headings, lists, quotes, bold, italic, links), never the
 * source's styles, classes, scripts or frames, and no picture from elsewhere (its address would load
 * another site's file): those are dropped and counted, so the studio can say so.
 */
export function cleanPastedHtml(html: string): { html: string; droppedImages: number } {
  // Event handler attributes go before the HTML is parsed at all: the browser checks them against the CSP
  // while it parses, even in a document that never runs (it blocks them, and says so in the console).
  const withoutHandlers = html.replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "");
  const doc = new DOMParser().parseFromString(withoutHandlers, "text/html");
  let droppedImages = 0;
  for (const element of [
    ...doc.body.querySelectorAll("script, style, iframe, object, embed, svg, math, form, input, button, link, meta, noscript, template"),
  ])
    element.remove();
  for (const image of [...doc.body.querySelectorAll("img, picture, video, audio")]) {
    droppedImages += image.tagName === "IMG" ? 1 : 0;
    image.remove();
  }
  for (const element of [...doc.body.querySelectorAll("*")]) {
    for (const attribute of [...element.attributes]) {
      if (element.tagName === "A" && attribute.name === "href") continue;
      if (attribute.name === "dir" && /^(rtl|ltr|auto)$/.test(attribute.value)) continue;
      element.removeAttribute(attribute.name);
    }
  }
  return { html: doc.body.innerHTML, droppedImages };
}

/**
 * Lists, their items and quotes hold paragraphs that each carry their own direction. The editor marks
 * every block `dir="auto"`, and the browser resolves "auto" on a box by skipping every descendant with a
 * dir of its own: an Arabic list would lay out left to right, its bullets on the wrong side. So a box's
 * "auto" is left out of the editor's markup (it takes the tab's direction); a direction he set stays, and
 * the stored document keeps "auto" for the server to resolve (core/articles/article-render.ts).
 * Runs after the core's text-direction attribute, whose rendering it overrides.
 */
export const BoxDirection = Extension.create({
  name: "boxDirection",
  addGlobalAttributes: () => [
    {
      types: ["bulletList", "orderedList", "listItem", "blockquote"],
      attributes: {
        dir: {
          default: "auto",
          parseHTML: (element) => (/^(rtl|ltr|auto)$/.test(element.getAttribute("dir") ?? "") ? element.getAttribute("dir") : "auto"),
          renderHTML: (attributes) => ({ dir: attributes.dir === "auto" ? null : attributes.dir }),
        },
      },
    },
  ],
});
