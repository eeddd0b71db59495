import type { RequestHandler } from "express";

/**
 * Escapes the "%" of every path segment that is not valid percent-encoding,
 * so a malformed address becomes an ordinary unknown path (404) instead of
 * a decoding error deeper down.
 */
export function repairPercentEncoding(url: string): string {
  const queryStart = url.search(/[?#]/);
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const rest = queryStart === -1 ? "" : url.slice(queryStart);
  const repaired = path
    .split("/")
    .map((segment) => (decodesCleanly(segment) ? segment : segment.replace(/%/g, "%25")))
    .join("/");
  return repaired + rest;
}

// The decoded value is used on purpose: a bare call would be removed by the
// bundler as free of side effects, and the check with it.
function decodesCleanly(segment: string): boolean {
  try {
    return typeof decodeURIComponent(segment) === "string";
  } catch {
    return false;
  }
}

export const repairMalformedUrls: RequestHandler = (req, _res, next) => {
  const repaired = repairPercentEncoding(req.url);
  if (repaired !== req.url) req.url = repaired;
  next();
};
