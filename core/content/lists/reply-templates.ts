import { MessageSquareReply } from "lucide-react";
import { defineList, text } from "../list-kit";

/**
 * His replies to an enquiry (issue 45, item 4): a template per situation, in both languages, with
 * {{name}}, {{service}} and {{owner}} filled in from the enquiry (core/leads/reply-template.ts). The inbox
 * opens WhatsApp or his mail with it. Seen by him alone: never on a page, so a shipped one is no sample
 * the checklist asks him to replace (`private`).
 */
export const replyTemplates = defineList({
  name: "reply-templates",
  fields: { title: text(60), body: text(1000, { multiline: true }) },
  maxItems: 12,
  nameField: "title",
  leadField: "title",
  seedIdPrefix: "reply",
  previewPath: "/admin/dashboard",
  icon: MessageSquareReply,
  private: true,
});
