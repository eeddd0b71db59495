import { TrendingUp } from "lucide-react";
import { defineList, pick, text, whole } from "../list-kit";

/** The figures the home page shows; the number comes first, as visitors read it, and may count a fact (ADR 047);
 * its label's forms follow the figure. */
export const stats = defineList({
  name: "stats",
  fields: {
    number: whole(1_000_000_000),
    label: text(200),
    fact: pick("facts", { optional: true }),
  },
  maxItems: 8,
  nameField: "label",
  leadField: "label",
  numberField: "number",
  factField: "fact",
  formsField: "label",
  seedIdPrefix: "s",
  previewPath: "/",
  icon: TrendingUp,
});
