import type { Route } from "./+types/robots";
import { servicesContext } from "#server/context";

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(servicesContext).config.siteUrl;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /wp-admin/",
    // A rule is a path prefix (RFC 9309): "/admin" keeps out /admin itself as well as everything under /admin/.
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /auth/",
    // The contact buttons' links: a robot following them would only be turned away from a chat.
    "Disallow: /go/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
