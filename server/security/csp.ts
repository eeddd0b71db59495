import { createHash } from "node:crypto";

/**
 * The Content Security Policy (ADR 021). Pages are rendered once and served
 * to everyone from the page cache, so nothing in them may be per-request:
 * instead of a nonce, each HTML document allows exactly its own inline
 * scripts by their SHA-256 hashes (as Astro does for static pages), and
 * script files only from this origin. Every other response gets the same
 * policy without any inline script allowed.
 */

/**
 * `httpsOnly`: the site is served over https (production with an https
 * SITE_URL): browsers are told to use nothing else (HSTS, and
 * upgrade-insecure-requests). Before TLS (a phone on the LAN opening
 * http://192.168.1.5) neither is sent, or the page would load unstyled.
 */
export type CspOptions = { httpsOnly: boolean; dev: boolean };

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The SHA-256 sources of every inline script in the document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    // A script with a src runs the file, not its text; JSON-LD and other data blocks never run.
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Speculation rules are allowed as scripts are (by hash), though they run nothing.
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript" && type !== "speculationrules") continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/** The CSP source that allows an inline script with this exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The policy, allowing the given inline script hashes (none for anything but a page). */
export function contentSecurityPolicy(options: CspOptions, hashes: readonly string[] = []): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // Vite's development server injects scripts of its own.
    ["script-src", ["'self'", ...(options.dev ? ["'unsafe-inline'"] : hashes)]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(options.dev ? ["ws:"] : [])]],
    ["media-src", ["'self'"]],
    ["frame-src", ["'self'", "https://www.youtube-nocookie.com"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    // The contact form's WhatsApp button posts to /go/whatsapp, which answers with his chat (issue 45, ADR 058):
    // browsers hold a form's redirect to this list too.
    ["form-action", ["'self'", "https://wa.me"]],
    ["frame-ancestors", ["'none'"]],
    ["script-src-attr", ["'none'"]],
  ];
  if (options.httpsOnly) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}
