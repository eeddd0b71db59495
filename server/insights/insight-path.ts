/**
 * A page address as Insights keeps it: the path only (no query, no
 * fragment), from a path or a full URL; undefined for anything else.
 */
export function insightPath(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  let path: string;
  try {
    path = new URL(value, "http://site.invalid").pathname;
  } catch {
    return undefined;
  }
  if (path.length > 300 || !/^\/[\w\-.~%/]*$/.test(path)) return undefined;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
