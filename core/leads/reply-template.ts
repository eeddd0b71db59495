import { fillText } from "../i18n/fill";
import type { Lang } from "../i18n/languages";

/** What a reply template is filled with: the enquiry's name and topics, his name, in the enquiry's language. */
export type ReplyValues = { name: string; service: string; owner: string };

/**
 * A template's text for one enquiry ({{name}}, {{service}}, {{owner}} filled in one pass: a name that itself
 * reads "{{…}}" is written as it is), and the address that opens it: WhatsApp with the text typed in, or a
 * mail to him with it as the body. Spaces and line breaks survive the address (percent-encoded).
 */
export function fillReply(body: string, values: ReplyValues): string {
  return fillText(body, values).trim();
}

export function whatsAppReply(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function mailReply(address: string, subject: string, text: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}

/** {{service}} for an enquiry that ticked no topic (a chat, or a form sent without one), in the client's language. */
export const unnamedService: Record<Lang, string> = { ar: "مشروعك", en: "your project" };

/** The enquiry's topics as one phrase in its language ("web design and ads"), or the fallback when it named none. */
export function serviceOf(topics: readonly string[], lang: Lang, fallback: string): string {
  if (topics.length === 0) return fallback;
  return new Intl.ListFormat(lang === "ar" ? "ar" : "en", { type: "conjunction" }).format(topics);
}
