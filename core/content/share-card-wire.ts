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
  /**
   * The card after the next publish, where the draft changes its picture, title or description. Its image is the
   * studio's own address, read with his session (a draft card has no public address).
   */
  draft?: { image: string; title: string; description: string };
  /** A page only the draft has: no card is live yet (`image` is empty). */
  newPage?: boolean;
};
