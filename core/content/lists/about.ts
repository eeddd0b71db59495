import { Gem, Handshake } from "lucide-react";
import { defineList, text } from "../list-kit";

/**
 * The About page's "What I bring" chips and "How I work" cards (issue 44, item 3): lists he adds to,
 * reorders and removes from, at least one of each. They were page texts; an older document's edits of
 * those texts are carried onto the items (`legacyTexts`), and the page reads them where it read the
 * texts (`projection`).
 */
export const aboutSkills = defineList({
  name: "about-skills",
  group: "about",
  fields: { name: text(60) },
  maxItems: 16,
  minPublished: 1,
  nameField: "name",
  leadField: "name",
  seedIdPrefix: "bring",
  previewPath: "/ar/about",
  icon: Gem,
  legacyTexts: [{ key: "pages:about.skills.items", fields: { "": "name" } }],
  projection: { namespace: "pages", into: { "": "about.skills.items" } },
});

export const aboutValues = defineList({
  name: "about-values",
  group: "about",
  fields: { title: text(60), text: text(300, { multiline: true }) },
  maxItems: 8,
  minPublished: 1,
  nameField: "title",
  leadField: "title",
  seedIdPrefix: "way",
  previewPath: "/ar/about",
  icon: Handshake,
  legacyTexts: [{ key: "pages:about.values.items", fields: { title: "title", text: "text" } }],
  projection: { namespace: "pages", into: { "": "about.values.items" } },
});
