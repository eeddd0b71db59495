/**
 * The page path a request is for. Client-side navigations fetch loader data
 * from `<path>.data` (and `/_.data`, `/_root.data` in older versions, for "/"),
 * so the suffix is removed.
 */
export function requestPathname(request: Request | string): string {
  const pathname = new URL(typeof request === "string" ? request : request.url).pathname;
  if (pathname === "/_.data" || pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}
