/**
 * Where mail links may send a browser back to: SITE_URL's origin and the
 * configured allow-list. Anything else (another host, another scheme, a
 * protocol-relative or backslash trick) falls back to SITE_URL, so a link can
 * never become an open redirect that carries a session to someone else.
 */
export type RedirectPolicy = { siteUrl: string; allowList: readonly string[] };

export function allowedOrigins(policy: RedirectPolicy): Set<string> {
  return new Set([new URL(policy.siteUrl).origin, ...policy.allowList.map((entry) => new URL(entry).origin)]);
}

/** The URL to send the browser to: `requested` when it is allowed, else SITE_URL. Relative paths resolve against SITE_URL. */
export function safeRedirect(requested: string | null | undefined, policy: RedirectPolicy): string {
  if (typeof requested !== "string" || requested.length === 0 || requested.length > 2048) return policy.siteUrl;
  // Control characters are silently dropped by the URL parser; refuse them instead of guessing.
  if (/[\u0000-\u001f\u007f]/.test(requested)) return policy.siteUrl;
  let url: URL;
  try {
    url = new URL(requested, `${policy.siteUrl}/`);
  } catch {
    return policy.siteUrl;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return policy.siteUrl;
  if (url.username || url.password) return policy.siteUrl;
  if (!allowedOrigins(policy).has(url.origin)) return policy.siteUrl;
  url.hash = "";
  return url.href;
}

/** `url` with `params` as its fragment (the implicit flow: tokens never reach a server log or a Referer). */
export function withFragment(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(params).toString();
  return target.href;
}
