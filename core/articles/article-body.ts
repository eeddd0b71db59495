/**
 * A blog article's body: the JSON the TipTap 3 editor gives (`editor.getJSON()`), checked and rebuilt from known
 * keys only, so what is stored is exactly what the renderer understands and nothing else survives a save.
 */

/** Characters of text (text nodes only) in one body. */
export const articleBodyLimit = 100_000;
/** Bytes of the body's JSON (UTF-8). */
export const articleBodyMaxBytes = 400_000;
/** Nodes inside nodes, the doc counted as 1: four nested lists in a blockquote, down to their text, reach 12. */
export const articleBodyMaxDepth = 12;
/** Lists inside list items, the outer list counted as 1. */
export const articleBodyMaxListDepth = 4;
/**
 * Objects and arrays inside each other in the raw JSON, checked with an explicit stack before anything recurses: a
 * node sits two below its parent (its content array, itself) and a link's href four below its text node (marks, mark,
 * attrs), so 12 nodes need 26; the slack lets the node check name the node that is too deep.
 */
const maxJsonDepth = articleBodyMaxDepth * 2 + 4;
const hrefMax = 2048;

export type TextDir = "rtl" | "ltr" | "auto";
const textDirs: ReadonlySet<string> = new Set<TextDir>(["rtl", "ltr", "auto"]);
export const isTextDir = (value: unknown): value is TextDir => typeof value === "string" && textDirs.has(value);

export type BodyMark = { type: "bold" } | { type: "italic" } | { type: "code" } | { type: "link"; attrs: { href: string } };
export type BodyText = { type: "text"; text: string; marks?: BodyMark[] };
export type BodyHardBreak = { type: "hardBreak" };
export type BodyInline = BodyText | BodyHardBreak;

type DirAttrs = { dir?: TextDir };
export type BodyParagraph = { type: "paragraph"; attrs?: DirAttrs; content?: BodyInline[] };
export type HeadingLevel = 2 | 3 | 4;
export type BodyHeading = { type: "heading"; attrs: { level: HeadingLevel } & DirAttrs; content?: BodyInline[] };
export type BodyBulletList = { type: "bulletList"; attrs?: DirAttrs; content: BodyListItem[] };
export type BodyOrderedList = { type: "orderedList"; attrs: { start: number } & DirAttrs; content: BodyListItem[] };
export type BodyList = BodyBulletList | BodyOrderedList;
export type BodyListItem = { type: "listItem"; attrs?: DirAttrs; content: [BodyParagraph, ...(BodyParagraph | BodyList)[]] };
export type BodyBlockquote = { type: "blockquote"; attrs?: DirAttrs; content: (BodyParagraph | BodyHeading | BodyList)[] };
/** An uploaded picture; its stored size travels with it so the editor can show it (the site reads the size from the upload). */
export type BodyImage = { type: "articleImage"; attrs: { id: string; alt: string; caption: string; width?: number; height?: number } & DirAttrs };
export type VideoProvider = "youtube" | "vimeo";
export type BodyVideo = { type: "videoEmbed"; attrs: { provider: VideoProvider; videoId: string; title: string } & DirAttrs };
export type CtaKind = "whatsapp" | "contact";
export type BodyCta = { type: "callToAction"; attrs: { kind: CtaKind; label: string } & DirAttrs };
export type BodyBlock = BodyParagraph | BodyHeading | BodyList | BodyBlockquote | BodyImage | BodyVideo | BodyCta;
export type BodyDoc = { type: "doc"; content: BodyBlock[] };
export type BodyNode = BodyDoc | BodyBlock | BodyListItem | BodyInline;

export type BodyProblemCode =
  | "invalid"
  | "empty"
  | "unknown_node"
  | "misplaced"
  | "unknown_mark"
  | "duplicate_mark"
  | "link"
  | "level"
  | "list_depth"
  | "image"
  | "video"
  | "cta"
  | "control"
  | "too_long"
  | "too_deep"
  | "too_large";
export type BodyProblem = { path: string; code: BodyProblemCode };
export type BodyParse = { ok: true; body: BodyDoc } | { ok: false; problem: BodyProblem };

export const imageIdPattern = /^[a-f0-9]{16,64}$/;
export const videoIdPatterns: Record<VideoProvider, RegExp> = { youtube: /^[A-Za-z0-9_-]{11}$/, vimeo: /^[0-9]{1,12}$/ };
const imageTextMax = 300;
const videoTitleMax = 200;
const ctaLabelMax = 80;
const orderedStartMax = 9999;

/** C0, DEL, C1 and the Unicode line and paragraph separators: a line break in the editor is a hardBreak node. */
const controlChars = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export type HrefKind = "path" | "https" | "mailto" | "tel";

/**
 * What a link may point to: a page of this site (`/…`), another site over https, an email address or a phone number.
 * Everything else (javascript:, data:, http:, `//host`, relative paths) is refused; the renderer asks again.
 */
export function hrefKind(href: string): HrefKind | null {
  if (href.length === 0 || href.length > hrefMax || controlChars.test(href) || href.trim() !== href) return null;
  if (href.startsWith("/")) {
    // `//host` and `/\host` are other sites to a browser.
    return href.startsWith("//") || href.includes("\\") ? null : "path";
  }
  if (/^https:\/\//i.test(href)) {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return null;
    }
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "" ? "https" : null;
  }
  if (/^mailto:[^\s@/\\?]+@[^\s@/\\?]+(\?\S*)?$/i.test(href)) return "mailto";
  if (/^tel:[+0-9 -]*[0-9][+0-9 -]*$/i.test(href)) return "tel";
  return null;
}

export const isAllowedHref = (href: unknown): href is string => typeof href === "string" && hrefKind(href) !== null;

/** Thrown inside the reader to stop at the first problem; parseArticleBody turns it into its answer. */
class BodyRefusal extends Error {
  problem: BodyProblem;
  constructor(problem: BodyProblem) {
    super(`${problem.code} at ${problem.path || "(root)"}`);
    this.problem = problem;
  }
}

const refuse = (path: string, code: BodyProblemCode): never => {
  throw new BodyRefusal({ path, code });
};
const at = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The first object or array nested deeper than maxJsonDepth (its path), walked with an explicit stack; null if none. */
function tooDeepAt(root: unknown): string | null {
  const stack: { value: object; depth: number; path: string }[] = [];
  if (typeof root === "object" && root !== null) stack.push({ value: root, depth: 1, path: "" });
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    // Reported before its children are pushed, so a path never grows past maxJsonDepth segments (and a cycle ends here).
    if (depth > maxJsonDepth) return path;
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === "object" && child !== null) stack.push({ value: child, depth: depth + 1, path: at(path, key) });
    }
  }
  return null;
}

const knownNodes: ReadonlySet<string> = new Set([
  "doc",
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "listItem",
  "blockquote",
  "hardBreak",
  "text",
  "articleImage",
  "videoEmbed",
  "callToAction",
]);
const docChildren: ReadonlySet<string> = new Set([
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "blockquote",
  "articleImage",
  "videoEmbed",
  "callToAction",
]);
const quoteChildren: ReadonlySet<string> = new Set(["paragraph", "heading", "bulletList", "orderedList"]);
const itemChildren: ReadonlySet<string> = new Set(["paragraph", "bulletList", "orderedList"]);
const itemFirstChild: ReadonlySet<string> = new Set(["paragraph"]);
const listChildren: ReadonlySet<string> = new Set(["listItem"]);
const inlineChildren: ReadonlySet<string> = new Set(["text", "hardBreak"]);

/** Where the reader is: the node's path, its depth (doc = 1), the lists around it and the text read so far. */
type Place = { path: string; depth: number; lists: number };
type Tally = { chars: number };

/** A node's type after checking it is a known node allowed here. */
function nodeType(raw: unknown, place: Place, allowed: ReadonlySet<string>): string {
  if (!isRecord(raw)) return refuse(place.path, "invalid");
  const type = raw.type;
  if (typeof type !== "string") return refuse(at(place.path, "type"), "invalid");
  if (!knownNodes.has(type)) return refuse(at(place.path, "type"), "unknown_node");
  if (!allowed.has(type)) return refuse(place.path, "misplaced");
  if (place.depth > articleBodyMaxDepth) return refuse(place.path, "too_deep");
  return type;
}

/** A node's attrs: absent or null is none; TipTap sends attributes it has no value for as null. */
function attrsOf(node: Record<string, unknown>, path: string, code: BodyProblemCode = "invalid"): Record<string, unknown> {
  const attrs = node.attrs;
  if (attrs === undefined || attrs === null) return {};
  return isRecord(attrs) ? attrs : refuse(at(path, "attrs"), code);
}

function dirOf(attrs: Record<string, unknown>, path: string): TextDir | undefined {
  const dir = attrs.dir;
  if (dir === undefined || dir === null) return undefined;
  return isTextDir(dir) ? dir : refuse(at(at(path, "attrs"), "dir"), "invalid");
}

/** The node's content array; absent or null is empty. */
function contentOf(node: Record<string, unknown>, path: string): unknown[] {
  const content = node.content;
  if (content === undefined || content === null) return [];
  return Array.isArray(content) ? content : refuse(at(path, "content"), "invalid");
}

function nonEmptyContentOf(node: Record<string, unknown>, path: string): unknown[] {
  const content = contentOf(node, path);
  return content.length > 0 ? content : refuse(at(path, "content"), "empty");
}

/** A plain text attribute: absent or null is "", at most `max` characters, no control characters. */
function attrText(attrs: Record<string, unknown>, key: string, path: string, max: number, code: BodyProblemCode): string {
  const value = attrs[key];
  const where = at(at(path, "attrs"), key);
  if (value === undefined || value === null) return "";
  if (typeof value !== "string" || value.length > max || !value.isWellFormed()) return refuse(where, code);
  return controlChars.test(value) ? refuse(where, "control") : value;
}

const child = (place: Place, index: number, lists = place.lists): Place => ({
  path: at(at(place.path, "content"), index),
  depth: place.depth + 1,
  lists,
});

function readMarks(raw: unknown, path: string): BodyMark[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return refuse(path, "invalid");
  const marks: BodyMark[] = [];
  const seen = new Set<string>();
  raw.forEach((mark: unknown, index) => {
    const markPath = at(path, index);
    if (!isRecord(mark)) return refuse(markPath, "invalid");
    const type = mark.type;
    if (typeof type !== "string") return refuse(at(markPath, "type"), "invalid");
    if (seen.has(type)) return refuse(markPath, "duplicate_mark");
    seen.add(type);
    if (type === "bold" || type === "italic" || type === "code") {
      marks.push({ type });
    } else if (type === "link") {
      // TipTap also sends target, rel and class: the renderer decides those.
      const attrs = attrsOf(mark, markPath, "link");
      if (!isAllowedHref(attrs.href)) return refuse(at(at(markPath, "attrs"), "href"), "link");
      marks.push({ type: "link", attrs: { href: attrs.href } });
    } else {
      return refuse(at(markPath, "type"), "unknown_mark");
    }
  });
  return marks;
}

const markKey = (mark: BodyMark) => (mark.type === "link" ? `link:${mark.attrs.href}` : mark.type);
function sameMarks(a: BodyMark[] | undefined, b: BodyMark[] | undefined): boolean {
  const left = (a ?? []).map(markKey).sort();
  const right = (b ?? []).map(markKey).sort();
  return left.length === right.length && left.every((key, index) => key === right[index]);
}

function readInline(node: Record<string, unknown>, place: Place, tally: Tally): BodyInline[] {
  const inline: BodyInline[] = [];
  contentOf(node, place.path).forEach((raw, index) => {
    const here = child(place, index);
    const type = nodeType(raw, here, inlineChildren);
    const item = raw as Record<string, unknown>;
    if (type === "hardBreak") {
      // Marks on a break draw nothing: dropped.
      inline.push({ type: "hardBreak" });
      return;
    }
    const text = item.text;
    const textPath = at(here.path, "text");
    if (typeof text !== "string") return refuse(textPath, "invalid");
    if (text.length === 0) return refuse(textPath, "empty");
    if (controlChars.test(text)) return refuse(textPath, "control");
    if (!text.isWellFormed()) return refuse(textPath, "invalid");
    tally.chars += text.length;
    if (tally.chars > articleBodyLimit) return refuse(textPath, "too_long");
    const marks = readMarks(item.marks, at(here.path, "marks"));
    const last = inline.at(-1);
    // Two neighbours that look the same are one text: what the editor itself would store.
    if (last?.type === "text" && sameMarks(last.marks, marks)) {
      last.text += text;
      return;
    }
    inline.push(marks.length > 0 ? { type: "text", text, marks } : { type: "text", text });
  });
  return inline;
}

function withDir<T extends object>(attrs: T, dir: TextDir | undefined): T & DirAttrs {
  return dir === undefined ? attrs : { ...attrs, dir };
}

function readParagraph(node: Record<string, unknown>, place: Place, tally: Tally): BodyParagraph {
  const dir = dirOf(attrsOf(node, place.path), place.path);
  const content = readInline(node, place, tally);
  const paragraph: BodyParagraph = { type: "paragraph" };
  if (dir !== undefined) paragraph.attrs = { dir };
  if (content.length > 0) paragraph.content = content;
  return paragraph;
}

function readHeading(node: Record<string, unknown>, place: Place, tally: Tally): BodyHeading {
  const attrs = attrsOf(node, place.path);
  const level = attrs.level;
  if (level !== 2 && level !== 3 && level !== 4) return refuse(at(at(place.path, "attrs"), "level"), "level");
  const heading: BodyHeading = { type: "heading", attrs: withDir({ level }, dirOf(attrs, place.path)) };
  const content = readInline(node, place, tally);
  if (content.length > 0) heading.content = content;
  return heading;
}

function readList(node: Record<string, unknown>, type: "bulletList" | "orderedList", place: Place, tally: Tally): BodyList {
  const lists = place.lists + 1;
  if (lists > articleBodyMaxListDepth) return refuse(place.path, "list_depth");
  const attrs = attrsOf(node, place.path);
  const dir = dirOf(attrs, place.path);
  const items = nonEmptyContentOf(node, place.path).map((raw, index) => {
    const here = child(place, index, lists);
    nodeType(raw, here, listChildren);
    return readListItem(raw as Record<string, unknown>, here, tally);
  });
  if (type === "bulletList") {
    const list: BodyBulletList = { type, content: items };
    if (dir !== undefined) list.attrs = { dir };
    return list;
  }
  const start = attrs.start ?? 1;
  if (typeof start !== "number" || !Number.isInteger(start) || start < 1 || start > orderedStartMax) {
    return refuse(at(at(place.path, "attrs"), "start"), "invalid");
  }
  return { type, attrs: withDir({ start }, dir), content: items };
}

function readListItem(node: Record<string, unknown>, place: Place, tally: Tally): BodyListItem {
  const dir = dirOf(attrsOf(node, place.path), place.path);
  const blocks = nonEmptyContentOf(node, place.path).map((raw, index) => {
    const here = child(place, index);
    const type = nodeType(raw, here, index === 0 ? itemFirstChild : itemChildren);
    const item = raw as Record<string, unknown>;
    return type === "paragraph" ? readParagraph(item, here, tally) : readList(item, type as BodyList["type"], here, tally);
  });
  const listItem: BodyListItem = { type: "listItem", content: blocks as BodyListItem["content"] };
  if (dir !== undefined) listItem.attrs = { dir };
  return listItem;
}

function readBlockquote(node: Record<string, unknown>, place: Place, tally: Tally): BodyBlockquote {
  const dir = dirOf(attrsOf(node, place.path), place.path);
  const content = nonEmptyContentOf(node, place.path).map((raw, index) => {
    const here = child(place, index);
    const type = nodeType(raw, here, quoteChildren);
    const item = raw as Record<string, unknown>;
    if (type === "paragraph") return readParagraph(item, here, tally);
    if (type === "heading") return readHeading(item, here, tally);
    return readList(item, type as BodyList["type"], here, tally);
  });
  const quote: BodyBlockquote = { type: "blockquote", content };
  if (dir !== undefined) quote.attrs = { dir };
  return quote;
}

function readImage(node: Record<string, unknown>, path: string): BodyImage {
  const attrs = attrsOf(node, path, "image");
  if (typeof attrs.id !== "string" || !imageIdPattern.test(attrs.id)) return refuse(at(at(path, "attrs"), "id"), "image");
  const alt = attrText(attrs, "alt", path, imageTextMax, "image");
  const caption = attrText(attrs, "caption", path, imageTextMax, "image");
  const size = (value: unknown) =>
    Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= 20_000 ? (value as number) : undefined;
  const width = size(attrs.width);
  const height = size(attrs.height);
  return {
    type: "articleImage",
    attrs: withDir({ id: attrs.id, alt, caption, ...(width && height && { width, height }) }, dirOf(attrs, path)),
  };
}

function readVideo(node: Record<string, unknown>, path: string): BodyVideo {
  const attrs = attrsOf(node, path, "video");
  const provider = attrs.provider;
  if (provider !== "youtube" && provider !== "vimeo") return refuse(at(at(path, "attrs"), "provider"), "video");
  const videoId = attrs.videoId;
  if (typeof videoId !== "string" || !videoIdPatterns[provider].test(videoId)) return refuse(at(at(path, "attrs"), "videoId"), "video");
  const title = attrText(attrs, "title", path, videoTitleMax, "video");
  return { type: "videoEmbed", attrs: withDir({ provider, videoId, title }, dirOf(attrs, path)) };
}

function readCta(node: Record<string, unknown>, path: string): BodyCta {
  const attrs = attrsOf(node, path, "cta");
  const kind = attrs.kind;
  if (kind !== "whatsapp" && kind !== "contact") return refuse(at(at(path, "attrs"), "kind"), "cta");
  const label = attrText(attrs, "label", path, ctaLabelMax, "cta");
  // A button needs words on it.
  if (label.trim() === "") return refuse(at(at(path, "attrs"), "label"), "cta");
  return { type: "callToAction", attrs: withDir({ kind, label }, dirOf(attrs, path)) };
}

function readBlock(raw: unknown, place: Place, tally: Tally): BodyBlock {
  const type = nodeType(raw, place, docChildren);
  const node = raw as Record<string, unknown>;
  switch (type) {
    case "paragraph":
      return readParagraph(node, place, tally);
    case "heading":
      return readHeading(node, place, tally);
    case "bulletList":
    case "orderedList":
      return readList(node, type, place, tally);
    case "blockquote":
      return readBlockquote(node, place, tally);
    case "articleImage":
      return readImage(node, place.path);
    case "videoEmbed":
      return readVideo(node, place.path);
    default:
      return readCta(node, place.path);
  }
}

function readDoc(raw: unknown): BodyDoc {
  if (!isRecord(raw)) return refuse("", "invalid");
  if (raw.type !== "doc") return refuse("type", "invalid");
  const root: Place = { path: "", depth: 1, lists: 0 };
  const tally: Tally = { chars: 0 };
  const content = nonEmptyContentOf(raw, "").map((block, index) => readBlock(block, child(root, index), tally));
  return { type: "doc", content };
}

/**
 * Checks a body (TipTap's JSON, as a value or as its JSON text) and rebuilds it from known keys: null and absent
 * attributes dropped, TipTap's link target/rel/class dropped, neighbouring texts with the same marks joined. The
 * depth is checked with an explicit stack first, so the reader's recursion is bounded and a document nested a
 * million deep is refused, not a stack overflow.
 */
export function parseArticleBody(raw: unknown): BodyParse {
  try {
    let value = raw;
    if (typeof raw === "string") {
      if (raw.length > articleBodyMaxBytes || utf8Length(raw) > articleBodyMaxBytes) return refuse("", "too_large");
      try {
        value = JSON.parse(raw);
      } catch {
        return refuse("", "invalid");
      }
    }
    const deepAt = tooDeepAt(value);
    if (deepAt !== null) return refuse(deepAt, "too_deep");
    if (typeof raw !== "string") {
      let json: string | undefined;
      try {
        json = JSON.stringify(value);
      } catch {
        return refuse("", "invalid");
      }
      if (json === undefined) return refuse("", "invalid");
      if (utf8Length(json) > articleBodyMaxBytes) return refuse("", "too_large");
    }
    return { ok: true, body: readDoc(value) };
  } catch (error) {
    if (error instanceof BodyRefusal) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** Every node of a body in document order, walked with an explicit stack. */
export function* bodyNodes(body: BodyDoc): Generator<BodyNode> {
  const stack: BodyNode[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    const content: readonly BodyNode[] | undefined = "content" in node ? node.content : undefined;
    if (content) for (let index = content.length - 1; index >= 0; index -= 1) stack.push(content[index]!);
  }
}

/** The uploaded images a body shows, each once, in order: what a save must keep from being deleted. */
export function imagesOfBody(body: BodyDoc): string[] {
  const ids = new Set<string>();
  for (const node of bodyNodes(body)) if (node.type === "articleImage") ids.add(node.attrs.id);
  return [...ids];
}

/** The links' hrefs, each once, in order. */
export function linksOfBody(body: BodyDoc): string[] {
  const hrefs = new Set<string>();
  for (const node of bodyNodes(body)) {
    if (node.type !== "text") continue;
    for (const mark of node.marks ?? []) if (mark.type === "link") hrefs.add(mark.attrs.href);
  }
  return [...hrefs];
}

/** The links to this site's own pages (to check they exist). */
export function internalLinksOfBody(body: BodyDoc): string[] {
  return linksOfBody(body).filter((href) => hrefKind(href) === "path");
}

/** The text of a paragraph or heading, a hard break as a line break. */
export function inlineText(node: { content?: BodyInline[] }): string {
  return (node.content ?? []).map((item) => (item.type === "text" ? item.text : "\n")).join("");
}

/** The text of every paragraph and heading (in lists and quotes too), in order, blank ones left out. */
function blockTexts(body: BodyDoc): string[] {
  const texts: string[] = [];
  for (const node of bodyNodes(body)) {
    if (node.type !== "paragraph" && node.type !== "heading") continue;
    const text = inlineText(node);
    if (text.trim() !== "") texts.push(text);
  }
  return texts;
}

/** The body as plain text: blocks separated by a blank line, a hard break as a line break; images, videos and buttons add nothing. */
export function bodyText(body: BodyDoc): string {
  return blockTexts(body).join("\n\n");
}

/** The first top-level paragraph that has text, on one line (hard breaks as spaces): a description when the author gave none. */
export function firstParagraphText(body: BodyDoc): string {
  for (const block of body.content) {
    if (block.type !== "paragraph") continue;
    const text = inlineText(block).replace(/\s+/g, " ").trim();
    if (text !== "") return text;
  }
  return "";
}

/** Every heading's text, in order, blank ones left out: the article's outline. */
export function headingsText(body: BodyDoc): string[] {
  const texts: string[] = [];
  for (const node of bodyNodes(body)) {
    if (node.type !== "heading") continue;
    const text = inlineText(node);
    if (text.trim() !== "") texts.push(text);
  }
  return texts;
}
