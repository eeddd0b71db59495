import { parseDocument, DomUtils, Parser } from "htmlparser2";
import { OutboundError, type OutboundResponse } from "../../security/outbound-fetch";
import type { OutboundFetcher } from "../tool-http";
import type { SiteFacts } from "./analyze";
import { extractPage } from "./extract";
import { parseRobotsTxt, type RobotsTxt } from "./robots-txt";

/** Limits for what the analyzer fetches (docs/decisions/014-seo-analyzer.md). */
export const fetchLimits = {
  page: { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 },
  robots: { timeoutMs: 5_000, maxBytes: 512 * 1024, maxRedirects: 5 },
  sitemap: { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 },
  probe: { timeoutMs: 5_000, maxBytes: 512 * 1024, maxRedirects: 5 },
} as const;

/** The page answered, but not with a web page (an image, JSON, a PDF …). */
export class NotHtmlError extends Error {
  constructor(
    readonly contentType: string,
    readonly status: number,
  ) {
    super(`not HTML: ${contentType}`);
    this.name = "NotHtmlError";
  }
}

function supported(label: string): string | null {
  try {
    return new TextDecoder(label.trim().replace(/^["']|["']$/g, "")).encoding;
  } catch {
    return null;
  }
}

/** The charset a <meta> declares in the first 1024 bytes (the HTML prescan), read with the parser. */
function metaCharset(head: Buffer): string | null {
  let found: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (found || name !== "meta") return;
        if (attribs.charset) found = attribs.charset;
        else if ((attribs["http-equiv"] ?? "").toLowerCase() === "content-type") found = contentTypeCharset(attribs.content ?? "");
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(head.subarray(0, 1024).toString("latin1"));
  parser.end();
  return found;
}

function contentTypeCharset(contentType: string): string | null {
  for (const part of contentType.split(";").slice(1)) {
    const [key, value] = part.split("=");
    if (key?.trim().toLowerCase() === "charset" && value) return value.trim();
  }
  return null;
}

/** Byte order mark, then the HTTP header, then <meta>, then UTF-8 (what browsers do, minus guessing). */
export function decodeHtml(body: Buffer, contentType: string | null): { text: string; charset: string } {
  let encoding: string | null = null;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) encoding = "utf-8";
  else if (body[0] === 0xfe && body[1] === 0xff) encoding = "utf-16be";
  else if (body[0] === 0xff && body[1] === 0xfe) encoding = "utf-16le";
  encoding ??= supported(contentTypeCharset(contentType ?? "") ?? "") ?? supported(metaCharset(body) ?? "") ?? "utf-8";
  // A page cannot declare UTF-16 from inside itself; browsers read that as UTF-8.
  if (encoding.startsWith("utf-16") && !(body[0] === 0xfe || body[0] === 0xff)) encoding = "utf-8";
  return { text: new TextDecoder(encoding).decode(body), charset: encoding };
}

export function isHtml(contentType: string | null, body: Buffer): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "text/html" || type === "application/xhtml+xml") return true;
  if (type && type !== "text/plain" && type !== "application/octet-stream") return false;
  // No type, or a vague one: look at the start like a browser would.
  const start = body.subarray(0, 512).toString("latin1").trimStart().toLowerCase();
  return start.startsWith("<!doctype html") || start.startsWith("<html") || start.startsWith("<head");
}

async function attempt(
  fetcher: OutboundFetcher,
  url: string,
  limits: (typeof fetchLimits)[keyof typeof fetchLimits],
): Promise<OutboundResponse | OutboundError> {
  try {
    return await fetcher(url, limits);
  } catch (error) {
    if (error instanceof OutboundError) return error;
    throw error;
  }
}

/** Entries in a sitemap or sitemap index; null when it cannot be read as XML (gzip, plain text). */
function sitemapEntries(xml: string): number | null {
  const document = parseDocument(xml, { xmlMode: true });
  const root = DomUtils.findOne((element) => /^(\w+:)?(urlset|sitemapindex)$/.test(element.name), document.children);
  if (!root) return null;
  return DomUtils.findAll((element) => /^(\w+:)?(url|sitemap)$/.test(element.name), root.children).length;
}

type RobotsResult = { robotsTxt: SiteFacts["robotsTxt"]; sitemap: SiteFacts["sitemap"] };

/** robots.txt at an origin, then the first sitemap it lists, else /sitemap.xml. */
async function robotsAndSitemap(fetcher: OutboundFetcher, origin: string): Promise<RobotsResult> {
  const robotsUrl = `${origin}/robots.txt`;
  const answer = await attempt(fetcher, robotsUrl, fetchLimits.robots);
  let robots: RobotsTxt | null = null;
  // Many sites answer every path with their home page: HTML is not a robots.txt.
  if (!(answer instanceof OutboundError) && answer.status === 200 && !isHtml(answer.headers.get("content-type"), answer.body)) {
    robots = parseRobotsTxt(answer.body.toString("utf8"));
  }
  const listed = robots?.sitemaps.find((url) => /^https?:\/\//i.test(url));
  const sitemapUrl = listed ?? `${origin}/sitemap.xml`;
  const map = await attempt(fetcher, sitemapUrl, fetchLimits.sitemap);
  let sitemap: SiteFacts["sitemap"] = { found: false, url: sitemapUrl };
  if (map instanceof OutboundError) {
    // Bigger than we read is still there.
    if (map.code === "too_large") sitemap = { found: true, url: sitemapUrl, entries: null };
  } else if (map.status === 200 && !isHtml(map.headers.get("content-type"), map.body)) {
    sitemap = { found: true, url: sitemapUrl, entries: sitemapEntries(map.body.toString("utf8")) };
  }
  return { robotsTxt: robots ? { found: true, url: robotsUrl, robots } : { found: false, url: robotsUrl }, sitemap };
}

/** Does http://host/ end on https? Only asked when the page itself gave no answer. */
async function probeHttp(fetcher: OutboundFetcher, final: URL): Promise<SiteFacts["httpToHttps"]> {
  const answer = await attempt(fetcher, `http://${final.host}/`, fetchLimits.probe);
  if (answer instanceof OutboundError) return "unknown";
  return answer.url.startsWith("https:") ? "redirects" : "stays-http";
}

/**
 * Fetches the page through the guard and, meanwhile, robots.txt and the
 * sitemap at its origin (again at the final origin when a redirect moved it).
 * Throws OutboundError for the page itself, NotHtmlError for a non-page.
 */
export async function fetchSite(fetcher: OutboundFetcher, requestedUrl: string): Promise<SiteFacts> {
  const requested = new URL(requestedUrl);
  const early = robotsAndSitemap(fetcher, requested.origin);
  // The early lookups must not surface as unhandled rejections if the page fails first.
  early.catch(() => undefined);
  const response = await fetcher(requestedUrl, fetchLimits.page);
  const contentType = response.headers.get("content-type");
  if (!isHtml(contentType, response.body)) throw new NotHtmlError((contentType ?? "").split(";")[0]!.trim() || "unknown", response.status);

  const final = new URL(response.url);
  const cameFromHttp = response.redirects.some((url) => url.startsWith("http:"));
  const [site, httpToHttps] = await Promise.all([
    final.origin === requested.origin ? early : robotsAndSitemap(fetcher, final.origin),
    final.protocol === "https:" && !cameFromHttp ? probeHttp(fetcher, final) : Promise.resolve("unknown" as const),
  ]);
  const { text } = decodeHtml(response.body, contentType);
  return {
    requestedUrl,
    finalUrl: response.url,
    status: response.status,
    redirects: response.redirects,
    elapsedMs: response.elapsedMs,
    bytes: response.body.byteLength,
    xRobotsTag: response.headers.get("x-robots-tag"),
    page: extractPage(text),
    ...site,
    httpToHttps,
  };
}
