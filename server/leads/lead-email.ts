import type { InterestId, TopicNames } from "#core/contact/contact-schema";
import type { Lang } from "#core/i18n/languages";
import { getResource } from "#core/i18n/resources";
import { fillText } from "#core/i18n/fill";

/** The specification's subject and labels (English): what an owner whose studio is in English receives. */
export const leadEmailSubject = "New Project Inquiry";

export const interestLabels: Record<InterestId, string> = {
  interest_tv: "TV Production",
  interest_video: "Ad or Video",
  interest_campaign: "Digital Campaign",
  interest_other: "Other",
};

type LeadForEmail = {
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  /** The topics he ticked, by id, and their names as the form offered them (an older enquiry has none: the specification's names). */
  interests: string[];
  interestNames?: TopicNames | null;
  message: string;
  lang: "ar" | "en";
  pagePath?: string | null;
};

type LeadMailTexts = {
  subject: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  interests: string;
  message: string;
  sentFrom: string;
  site: string;
  languages: Record<Lang, string>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The owner's notification: the labelled fields as plain text, in his studio language (issue 45, item 6).
 * In English exactly the specification's subject and labels; in Arabic the same fields with Arabic labels,
 * and an HTML part beside the text that reads right to left (addresses and numbers kept left to right).
 */
export function buildLeadEmail(lead: LeadForEmail, ownerLang: Lang = "en"): { subject: string; text: string; html?: string } {
  const dash = "-";
  const texts = (getResource(ownerLang, "admin") as unknown as { mail: { lead: LeadMailTexts } }).mail.lead;
  const interestNames = (getResource(ownerLang, "admin") as unknown as { interests: Record<InterestId, string> }).interests;
  const shipped = (id: string) =>
    Object.hasOwn(interestLabels, id) ? (ownerLang === "en" ? interestLabels[id as InterestId] : interestNames[id as InterestId]) : undefined;
  const interests = lead.interests.length
    ? lead.interests.map((id) => lead.interestNames?.[id]?.[ownerLang] || shipped(id) || id).join(ownerLang === "ar" ? "، " : ", ")
    : dash;
  const footer = fillText(texts.sentFrom, { page: lead.pagePath || texts.site, language: texts.languages[lead.lang], name: lead.name });
  const fields: [label: string, value: string, ltr: boolean][] = [
    [texts.name, lead.name, false],
    [texts.email, lead.email, true],
    [texts.phone, lead.phone || dash, true],
    [texts.company, lead.company || dash, false],
    [texts.interests, interests, false],
  ];
  const text = [...fields.map(([label, value]) => `${label}: ${value}`), `${texts.message}:`, lead.message, "", `(${footer})`].join("\n");
  const subject = ownerLang === "en" ? leadEmailSubject : texts.subject;
  if (ownerLang === "en") return { subject, text };
  const html = [
    `<div dir="rtl" lang="ar" style="font-family:Tahoma,Arial,sans-serif;text-align:right;line-height:1.7">`,
    ...fields.map(
      ([label, value, ltr]) =>
        `<p style="margin:0 0 6px"><strong>${escapeHtml(label)}:</strong> <bdi${ltr ? ' dir="ltr"' : ""}>${escapeHtml(value)}</bdi></p>`,
    ),
    `<p style="margin:12px 0 4px"><strong>${escapeHtml(texts.message)}:</strong></p>`,
    `<p dir="auto" style="margin:0;white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p style="margin:16px 0 0;color:#666">(${escapeHtml(footer)})</p>`,
    `</div>`,
  ].join("\n");
  return { subject, text, html };
}
