import { Tags } from "lucide-react";
import { maxTopics, type TopicNames } from "../../contact/contact-schema";
import { defineList, text } from "../list-kit";

/**
 * The contact form's "What are you interested in?" choices (issue 44, item 3): a list he adds to,
 * reorders and removes from, at least one. The shipped four are the specification's, with its keys as
 * their ids (interest_tv, interest_video, interest_campaign, interest_other): a form sends the ids it
 * offered, the server keeps those still offered, and each enquiry keeps the names the visitor chose from.
 */
export const contactTopics = defineList({
  name: "contact-topics",
  fields: { label: text(40) },
  maxItems: maxTopics,
  minPublished: 1,
  nameField: "label",
  leadField: "label",
  seedIdPrefix: "topic",
  previewPath: "/ar/contact",
  icon: Tags,
  // They were the form's texts "contact:form.interests.<id>": an older document's changes to them are carried over.
  legacyTexts: [{ key: "contact:form.interests", byId: true, paths: { "": "label" } }],
  projection: { namespace: "contact", into: { "": "form.interests.items" } },
});

/** The topics a contact form offers now: the published ones of a document's list, by id with their names. */
export function offeredTopics(lists: {
  "contact-topics": readonly { id: string; published: boolean; label: { ar: string; en: string } }[];
}): TopicNames {
  return Object.fromEntries(lists["contact-topics"].filter((topic) => topic.published).map((topic) => [topic.id, { ...topic.label }]));
}
