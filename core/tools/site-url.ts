/**
 * Reads a web address the way people type it: surrounding spaces trimmed,
 * `https://` added when no scheme is given ("example.com/page"). Shared by
 * the form (instant feedback) and the server (the truth).
 */

export const maxUrlLength = 2048;

export type SiteUrl = { ok: true; url: string; schemeAdded: boolean } | { ok: false };

const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i;
/** "mailto:", "javascript:" … but not "example.com:8080". */
const otherScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

export function parseSiteUrl(input: string): SiteUrl {
  const typed = input.trim();
  if (typed === "" || typed.length > maxUrlLength || /\s/.test(typed)) return { ok: false };
  let text = typed;
  let schemeAdded = false;
  if (text.startsWith("//")) {
    text = `https:${text}`;
    schemeAdded = true;
  } else if (!withScheme.test(text)) {
    if (otherScheme.test(text)) return { ok: false };
    text = `https://${text}`;
    schemeAdded = true;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false };
  if (url.username || url.password) return { ok: false };
  const host = url.hostname;
  const ipLiteral = host.startsWith("[") || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
  // A bare word ("hello") is a typo, not a website; "localhost" goes on to the guard, which refuses it clearly.
  if (
    !ipLiteral &&
    host !== "localhost" &&
    (!host.includes(".") ||
      host
        .replace(/\.$/, "")
        .split(".")
        .some((label) => label === ""))
  )
    return { ok: false };
  url.hash = "";
  return { ok: true, url: url.toString(), schemeAdded };
}
