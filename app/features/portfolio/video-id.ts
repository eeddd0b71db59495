/** The YouTube video id of a watch, short or share link; undefined for anything else. */
export function youtubeId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^www\.|^m\./, "");
  let id: string | null | undefined;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else id = /^\/(?:shorts|embed|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : undefined;
}

export const playerOrigin = "https://www.youtube-nocookie.com";

/** The privacy-enhanced player, loaded only when the visitor asks for it; its embed API tells the page it is there. */
export function embedUrl(id: string, pageOrigin = typeof location === "undefined" ? undefined : location.origin): string {
  // With `origin`, the embed API addresses its messages to this page.
  const origin = pageOrigin ? `&origin=${encodeURIComponent(pageOrigin)}` : "";
  return `${playerOrigin}/embed/${id}?autoplay=1&rel=0&enablejsapi=1${origin}`;
}
