import { BadgeCheck } from "lucide-react";
import { choice, defineList, link, text } from "../list-kit";

export const credibilityGroups = ["ads", "tech"] as const;

/**
 * The credibility page's cards (also shown by the footer badge's dialog), in
 * two groups: where his clients' ads run, and what their websites run on.
 */
export const credibility = defineList({
  name: "credibility",
  fields: {
    group: choice(credibilityGroups, "credibilityGroups"),
    name: text(60),
    description: text(300, { multiline: true }),
    link: link(),
  },
  maxItems: 24,
  nameField: "name",
  leadField: "name",
  tagField: "group",
  seedIdPrefix: "card",
  previewPath: "/ar/credibility",
  icon: BadgeCheck,
  legacyTexts: [
    { key: "credibility:adsOn.platforms", fields: { name: "name", description: "description" }, tag: "ads" },
    { key: "credibility:poweredBy.tech", fields: { name: "name", description: "description" }, tag: "tech" },
  ],
  projection: { namespace: "credibility", into: { ads: "adsOn.platforms", tech: "poweredBy.tech" } },
});
