import { BriefcaseBusiness, GraduationCap, Languages, Sparkles, Wrench } from "lucide-react";
import { defineList, lines, text } from "../list-kit";

/**
 * The CV page's lists, one studio screen each under the "CV" group. The CV
 * prints on one page: the page sets its print density from how much there is
 * (app/features/pages/cv-print.ts).
 */
export const cvJobs = defineList({
  name: "cv-jobs",
  group: "cv",
  fields: {
    role: text(120),
    org: text(120),
    period: text(60),
    points: lines(1500),
  },
  maxItems: 8,
  nameField: "role",
  leadField: "role",
  bylineField: "org",
  seedIdPrefix: "job",
  previewPath: "/ar/cv",
  icon: BriefcaseBusiness,
  legacyTexts: [{ key: "pages:cv.experience", fields: { role: "role", org: "org", period: "period", points: "points" } }],
});

export const cvSkills = defineList({
  name: "cv-skills",
  group: "cv",
  fields: { name: text(80) },
  maxItems: 24,
  nameField: "name",
  leadField: "name",
  seedIdPrefix: "skill",
  previewPath: "/ar/cv",
  icon: Sparkles,
  legacyTexts: [{ key: "pages:cv.skills", fields: { "": "name" } }],
});

export const cvTools = defineList({
  name: "cv-tools",
  group: "cv",
  fields: { name: text(80) },
  maxItems: 24,
  nameField: "name",
  leadField: "name",
  seedIdPrefix: "tool",
  previewPath: "/ar/cv",
  icon: Wrench,
  legacyTexts: [{ key: "pages:cv.tools", fields: { "": "name" } }],
});

export const cvLanguages = defineList({
  name: "cv-languages",
  group: "cv",
  fields: { name: text(40), level: text(60) },
  maxItems: 8,
  nameField: "name",
  leadField: "name",
  bylineField: "level",
  seedIdPrefix: "lang",
  previewPath: "/ar/cv",
  icon: Languages,
  legacyTexts: [{ key: "pages:cv.languages", fields: { name: "name", level: "level" } }],
});

export const cvEducation = defineList({
  name: "cv-education",
  group: "cv",
  fields: { title: text(120), org: text(120), period: text(60) },
  maxItems: 8,
  nameField: "title",
  leadField: "title",
  bylineField: "org",
  seedIdPrefix: "edu",
  previewPath: "/ar/cv",
  icon: GraduationCap,
  legacyTexts: [{ key: "pages:cv.education", fields: { title: "title", org: "org", period: "period" } }],
});
