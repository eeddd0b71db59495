import type { Lang } from "../i18n/languages";

/** A page's published share card as a chat app shows its link: what the studio previews (ADR 035). */
export type ShareCardPreview = {
  /** The page's name in card addresses (pageCardKey). */
  key: string;
  lang: Lang;
  /** The card image's path on this site. */
  image: string;
  /** The title a chat app shows (og:title: the page's title, with the owner's name when it fits). */
  title: string;
  description: string;
  /** The site's host name, as chat apps print it under the text. */
  host: string;
};
