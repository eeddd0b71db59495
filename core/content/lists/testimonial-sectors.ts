import { Tags } from "lucide-react";
import { defineList, text } from "../list-kit";

/**
 * The sectors a testimonial is labelled with (its client's line of
 * business). They are the owner's words, not the sector pages: removing a
 * sector page never leaves a testimonial unlabelled. Pages read them as the
 * home texts' `sections.testimonials.sectors.<id>`. A sector a testimonial
 * still names cannot be deleted.
 */
export const testimonialSectors = defineList({
  name: "testimonial-sectors",
  fields: {
    name: text(60),
  },
  maxItems: 24,
  nameField: "name",
  leadField: "name",
  seedIdPrefix: "sector",
  previewPath: "/",
  icon: Tags,
  projection: {
    namespace: "home",
    byId: "sections.testimonials.sectors",
    order: "sections.testimonials.sectorOrder",
    shape: (entry) => entry.name,
  },
  legacyTexts: [{ key: "home:sections.testimonials.sectors", byId: true, paths: { "": "name" } }],
});
