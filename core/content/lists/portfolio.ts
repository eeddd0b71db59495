import { GalleryHorizontalEnd } from "lucide-react";
import { art, defineList, image, links, pick, text } from "../list-kit";

/** The work the portfolio page and the home page's Work section show. */
export const portfolio = defineList({
  name: "portfolio",
  fields: {
    title: text(120),
    description: text(600, { multiline: true }),
    category: pick("portfolio-categories"),
    image: image(),
    videos: links(6, 300),
    thumbnail: art("portfolio"),
  },
  maxItems: 200,
  nameField: "title",
  leadField: "title",
  tagField: "category",
  seedIdPrefix: "p",
  previewPath: "/ar/portfolio",
  icon: GalleryHorizontalEnd,
});
