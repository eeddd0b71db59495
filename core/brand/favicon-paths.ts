/**
 * The favicon set's files (ADR 041) at the conventional addresses browsers ask for by themselves
 * (/favicon.ico, /apple-touch-icon.png), and the type each is sent as.
 */
export const faviconFiles = {
  "/favicon.ico": "image/x-icon",
  "/icon-32.png": "image/png",
  "/apple-touch-icon.png": "image/png",
  "/icon-192.png": "image/png",
  "/icon-512.png": "image/png",
  "/site.webmanifest": "application/manifest+json",
} as const;
export type FaviconPath = keyof typeof faviconFiles;
export const isFaviconPath = (path: string): path is FaviconPath => Object.hasOwn(faviconFiles, path);

/** A set's version: the hash of what it is drawn from (16 hex digits). */
export const isFaviconVersion = (value: string) => /^[0-9a-f]{16}$/.test(value);

/**
 * A file of the set at its versioned address, which the pages and the manifest name: its content never
 * changes, so it is kept for good; a new logo, name or colours give a new version and new addresses.
 */
export const faviconAddress = (version: string, path: FaviconPath) => `/icons/${version}${path}`;
