import { MessageSquareQuote } from "lucide-react";
import { defineList, pick, text } from "../list-kit";

/** What clients say, on the home page. */
export const testimonials = defineList({
  name: "testimonials",
  fields: {
    quote: text(600, { multiline: true }),
    author: text(120),
    sector: pick("testimonial-sectors"),
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
