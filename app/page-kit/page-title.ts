import { titleLimit } from "#core/content/text-overrides";

/**
 * The title a page sends: its own, then the owner's name when both fit in
 * what search results show (titleLimit), so neither a long title nor a long
 * name the owner sets later gets the title cut off; the studio holds the
 * page's own title to the same limit.
 */
export function pageTitle(title: string, name: string): string {
  const full = `${title} | ${name}`;
  return name && [...full].length <= titleLimit ? full : title;
}
