/** Admin pages use their own dark layout, in English, without language handling. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/wp-admin/1986" || pathname.startsWith("/wp-admin/1986/") || pathname === "/admin" || pathname.startsWith("/admin/");
}
