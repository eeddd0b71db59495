import { MessageSquareQuote } from "lucide-react";
import { sectorIds } from "../../catalogue/sectors";
import { choice, defineList, text } from "../list-kit";

/** What clients say, on the home page. */
export const testimonials = defineList({
  name: "testimonials",
  fields: {
    quote: text(600, { multiline: true }),
    author: text(120),
    sector: choice(sectorIds, "sectors"),
  },
  maxItems: 100,
  nameField: "author",
  leadField: "quote",
  bylineField: "author",
  tagField: "sector",
  seedIdPrefix: "t",
  previewPath: "/",
  icon: MessageSquareQuote,
});
