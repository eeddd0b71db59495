import { HelpCircle } from "lucide-react";
import { defineList, text } from "../list-kit";

/** The questions the FAQ page and the home page answer. */
export const faq = defineList({
  name: "faq",
  fields: {
    q: text(200),
    a: text(1200, { multiline: true }),
  },
  maxItems: 100,
  nameField: "q",
  leadField: "q",
  seedIdPrefix: "q",
  previewPath: "/ar/faq",
  icon: HelpCircle,
});
