/** The campaign fields, in the order the form shows them and the link carries them. */
export const utmFields = ["source", "medium", "campaign", "term", "content", "id"] as const;
export type UtmField = (typeof utmFields)[number];
export const requiredUtmFields = ["source", "medium", "campaign"] as const satisfies readonly UtmField[];

export const utmParam: Record<UtmField, string> = {
  source: "utm_source",
  medium: "utm_medium",
  campaign: "utm_campaign",
  term: "utm_term",
  content: "utm_content",
  id: "utm_id",
};

export type UtmInput = { url: string } & Partial<Record<UtmField, string>>;

export type UrlErrorCode = "url-empty" | "url-invalid" | "url-scheme";

export type UtmNote =
  /** No scheme was typed: https:// was put in front. */
  | { code: "scheme-added" }
  /** The link already carried these utm_ parameters; the new values replace them. */
  | { code: "replaced"; params: string[] }
  /** Old utm_ parameters with no new value: left out so they cannot mislabel this campaign. */
  | { code: "removed"; params: string[] }
  /** Some platforms cut links longer than this. */
  | { code: "long"; length: number };

export type UtmResult =
  { ok: true; url: string; notes: UtmNote[] } | { ok: false; error: UrlErrorCode } | { ok: false; error: "missing"; missing: UtmField[] };

export type WebsiteUrl = { ok: true; url: URL; schemeAdded: boolean } | { ok: false; error: UrlErrorCode };

/** Longer links are cut by some SMS gateways, older browsers and ad platforms. */
export const longUrlLength = 2000;

const withScheme = /^([a-z][a-z0-9+.-]*):\/\//i;
/** A scheme without "//" that is never a web page (javascript:, mailto:, data:...). */
const otherScheme = /^(javascript|vbscript|data|mailto|tel|sms|file|ftp|blob|about|chrome|intent|market):/i;
const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Reads what the visitor typed or pasted as a web page address. */
export function parseWebsiteUrl(raw: string): WebsiteUrl {
  const text = raw.trim();
  if (text === "") return { ok: false, error: "url-empty" };
  let candidate = text;
  let schemeAdded = false;
  const scheme = withScheme.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme !== "http" && scheme !== "https") return { ok: false, error: "url-scheme" };
  } else if (otherScheme.test(text)) {
    return { ok: false, error: "url-scheme" };
  } else {
    candidate = text.startsWith("//") ? `https:${text}` : `https://${text}`;
    schemeAdded = true;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, error: "url-invalid" };
  }
  if (!plausibleHost(url.hostname)) return { ok: false, error: "url-invalid" };
  return { ok: true, url, schemeAdded };
}

/** A host a campaign can point at: a dotted domain with a real-looking top level, localhost or an IP. */
function plausibleHost(host: string): boolean {
  if (host === "localhost" || host.startsWith("[")) return true;
  if (ipv4.test(host)) return host.split(".").every((part) => Number(part) <= 255);
  const labels = host.split(".");
  if (labels.length < 2 || labels.some((label) => label === "")) return false;
  const top = labels[labels.length - 1]!;
  return /^(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/.test(top);
}

/** Keys are compared decoded and case-insensitively: UTM_Source is the same parameter as utm_source. */
function decodedKey(segment: string): string {
  const key = segment.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(key.replace(/\+/g, " "));
  } catch {
    return key;
  }
}

const isUtmKey = (key: string) => key.toLowerCase().startsWith("utm_");

/** Trims a value; everything else (case, inner spaces, any script) is the visitor's choice. */
const clean = (value: string | undefined) => (value ?? "").trim();

/**
 * Builds the tracked link. The page's own query stays as it was written
 * (nothing re-encoded), old utm_ parameters go (whatever their case), the
 * new ones follow in the usual order, and the fragment stays at the end.
 */
export function buildUtmUrl(input: UtmInput): UtmResult {
  const site = parseWebsiteUrl(input.url);
  if (!site.ok) return site;
  const values = Object.fromEntries(utmFields.map((field) => [field, clean(input[field])])) as Record<UtmField, string>;
  const missing = requiredUtmFields.filter((field) => values[field] === "");
  if (missing.length > 0) return { ok: false, error: "missing", missing };

  const { url } = site;
  const kept: string[] = [];
  const oldUtm: string[] = [];
  for (const segment of url.search.slice(1).split("&")) {
    if (segment === "") continue;
    const key = decodedKey(segment);
    if (isUtmKey(key)) oldUtm.push(key);
    else kept.push(segment);
  }

  const params = new URLSearchParams();
  for (const field of utmFields) if (values[field] !== "") params.append(utmParam[field], values[field]);
  // URLSearchParams writes a space as "+", which only form decoders read as a space; %20 is read as a space everywhere.
  // A literal "+" in a value is already %2B, so every "+" here is a space.
  const added = params.toString().replace(/\+/g, "%20");
  url.search = [...kept, added].join("&");

  const notes: UtmNote[] = [];
  if (site.schemeAdded) notes.push({ code: "scheme-added" });
  const setNow = new Set(params.keys());
  const replaced = unique(oldUtm.filter((key) => setNow.has(key.toLowerCase())));
  const removed = unique(oldUtm.filter((key) => !setNow.has(key.toLowerCase())));
  if (replaced.length > 0) notes.push({ code: "replaced", params: replaced });
  if (removed.length > 0) notes.push({ code: "removed", params: removed });
  const href = url.href;
  if (href.length > longUrlLength) notes.push({ code: "long", length: href.length });
  return { ok: true, url: href, notes };
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/** Analytics tools count "Facebook", "facebook" and "face book" as different sources. */
export function namingSuggestion(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const suggested = trimmed.toLowerCase().replace(/\s+/g, "_");
  return suggested === trimmed ? null : suggested;
}

/** The parameters of a built link, decoded, for showing what it carries. */
export function linkParameters(href: string): [string, string][] {
  try {
    return [...new URL(href).searchParams.entries()].filter(([key]) => isUtmKey(key));
  } catch {
    return [];
  }
}
