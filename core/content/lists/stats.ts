import { TrendingUp } from "lucide-react";
import { defineList, text, whole } from "../list-kit";

/** The figures the home page shows; the number comes first, as visitors read it. */
export const stats = defineList({
  name: "stats",
  fields: {
    number: whole(1_000_000_000),
    label: text(60),
  },
  maxItems: 8,
  nameField: "label",
  leadField: "label",
  numberField: "number",
  seedIdPrefix: "s",
  previewPath: "/",
  icon: TrendingUp,
});
