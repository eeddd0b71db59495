import { parseDocument, DomUtils, ElementType } from "htmlparser2";
import type { AnyNode, Element, Text } from "domhandler";

/**
 * What the analyzer needs from a page, read from the parsed DOM
 * (htmlparser2), never from regular expressions over the markup.
 */
export type PageFacts = {
  title: string | null;
  titleCount: number;
  description: string | null;
  headings: { level: number; text: string }[];
  images: { src: string; alt: string | null }[];
  canonicals: string[];
  lang: string | null;
  hreflang: { lang: string; href: string }[];
  viewport: string | null;
  robotsMeta: string[];
  openGraph: Record<string, string>;
  jsonLdBlocks: ({ ok: true; types: string[] } | { ok: false })[];
  microdataTypes: string[];
  microdataItems: number;
  links: { href: string; name: string }[];
  words: number;
};

const isText = (node: AnyNode): node is Text => node.type === ElementType.Text;
const isTag = (node: AnyNode): node is Element => ElementType.isTag(node);

const hidden = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "canvas"]);

const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const attr = (element: Element, name: string) => element.attribs[name];

function elements(root: AnyNode[] | AnyNode, tag: string | ((element: Element) => boolean)): Element[] {
  const test = typeof tag === "string" ? (element: Element) => element.name === tag : tag;
  return DomUtils.findAll(test, Array.isArray(root) ? root : [root]);
}

/** Text a reader sees: scripts, styles and other non-text parts are skipped. */
export function visibleText(nodes: AnyNode[]): string {
  let text = "";
  const walk = (list: AnyNode[]) => {
    for (const node of list) {
      if (isText(node)) text += node.data;
      else if (isTag(node)) {
        if (hidden.has(node.name)) continue;
        walk(node.children);
        // Block boundaries separate words even without spaces in the markup.
        text += " ";
      }
    }
  };
  walk(nodes);
  return text;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "word" });

/** Words in any script (Arabic, Latin, …): Unicode word segmentation, numbers included. */
export function countWords(text: string): number {
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1;
  return count;
}

function jsonLdTypes(value: unknown, into: Set<string>, depth = 0) {
  if (depth > 4 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) jsonLdTypes(item, into, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const type = record["@type"];
  if (typeof type === "string") into.add(type);
  else if (Array.isArray(type)) for (const t of type) if (typeof t === "string") into.add(t);
  if (record["@graph"]) jsonLdTypes(record["@graph"], into, depth + 1);
}

/** The name a link is announced with: aria-label, else its text, else an image's alt, else its title. */
function linkName(link: Element): string {
  const label = clean(attr(link, "aria-label") ?? "");
  if (label) return label;
  const text = clean(visibleText(link.children));
  if (text) return text;
  const alts = elements(link, "img")
    .map((img) => clean(attr(img, "alt") ?? ""))
    .filter(Boolean);
  if (alts.length) return alts.join(" ");
  return clean(attr(link, "title") ?? "");
}

export function extractPage(html: string): PageFacts {
  const document = parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
  const all = document.children;
  const head = DomUtils.findOne((element) => element.name === "head", all);
  const body = DomUtils.findOne((element) => element.name === "body", all);
  const htmlElement = DomUtils.findOne((element) => element.name === "html", all);

  // <title> belongs in <head>; an <svg><title> in the body is not the page's title.
  const inSvg = (element: Element) => {
    for (let parent = element.parent; parent; parent = parent.parent) if (isTag(parent) && parent.name === "svg") return true;
    return false;
  };
  const titles = elements(head ? [head] : all, (element) => element.name === "title" && !inSvg(element));
  const metas = elements(all, "meta");
  const metaNamed = (name: string) => metas.filter((meta) => (attr(meta, "name") ?? "").toLowerCase() === name);
  const linkRel = (rel: string) =>
    elements(all, (element) => element.name === "link" && (attr(element, "rel") ?? "").toLowerCase().split(/\s+/).includes(rel));

  const openGraph: Record<string, string> = {};
  for (const meta of metas) {
    const property = (attr(meta, "property") ?? attr(meta, "name") ?? "").toLowerCase();
    if (property.startsWith("og:") && !(property in openGraph)) openGraph[property] = clean(attr(meta, "content") ?? "");
  }

  const jsonLdBlocks = elements(
    all,
    (element) => element.name === "script" && (attr(element, "type") ?? "").toLowerCase().trim() === "application/ld+json",
  ).map((script) => {
    try {
      const types = new Set<string>();
      jsonLdTypes(JSON.parse(DomUtils.textContent(script)), types);
      return { ok: true as const, types: [...types] };
    } catch {
      return { ok: false as const };
    }
  });

  const microdata = elements(all, (element) => "itemscope" in element.attribs);
  const microdataTypes = new Set<string>();
  for (const item of microdata) {
    for (const type of (attr(item, "itemtype") ?? "").split(/\s+/).filter(Boolean)) microdataTypes.add(type.replace(/^https?:\/\/schema\.org\//, ""));
  }

  const content = body ? [body] : all;
  return {
    title: titles[0] ? clean(DomUtils.textContent(titles[0])) : null,
    titleCount: titles.length,
    description: metaNamed("description")[0] ? clean(attr(metaNamed("description")[0]!, "content") ?? "") : null,
    headings: elements(content, (element) => /^h[1-6]$/.test(element.name)).map((heading) => ({
      level: Number(heading.name[1]),
      text: clean(visibleText(heading.children)),
    })),
    images: elements(content, "img").map((img) => ({ src: attr(img, "src") ?? attr(img, "data-src") ?? "", alt: attr(img, "alt") ?? null })),
    canonicals: linkRel("canonical").map((link) => (attr(link, "href") ?? "").trim()),
    lang: htmlElement ? (attr(htmlElement, "lang") ?? attr(htmlElement, "xml:lang") ?? null) : null,
    hreflang: linkRel("alternate")
      .filter((link) => attr(link, "hreflang") !== undefined)
      .map((link) => ({ lang: (attr(link, "hreflang") ?? "").trim(), href: (attr(link, "href") ?? "").trim() })),
    viewport: metaNamed("viewport")[0] ? (attr(metaNamed("viewport")[0]!, "content") ?? "") : null,
    robotsMeta: [...metaNamed("robots"), ...metaNamed("googlebot")].map((meta) => attr(meta, "content") ?? ""),
    openGraph,
    jsonLdBlocks,
    microdataTypes: [...microdataTypes],
    microdataItems: microdata.length,
    links: elements(content, (element) => element.name === "a" && attr(element, "href") !== undefined).map((link) => ({
      href: (attr(link, "href") ?? "").trim(),
      name: linkName(link),
    })),
    words: countWords(visibleText(content)),
  };
}
