import { titleLimit } from "./text-overrides";

/**
 * The title a page sends: its own, then the owner's name when both fit in
 * what search results show (titleLimit), so neither a long title nor a long
 * name the owner sets later gets the title cut off; the studio holds the
 * page's own title to the same limit, and shows him the title as sent.
 */
export function pageTitle(title: string, name: string): string {
  // A title that already names him does not name him twice.
  if (!name || title.includes(name)) return title;
  const full = `${title} | ${name}`;
  return [...full].length <= titleLimit ? full : title;
}
