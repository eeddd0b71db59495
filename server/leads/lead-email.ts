import type { InterestId } from "#core/contact/contact-schema";

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
  interests: InterestId[];
  message: string;
  lang: "ar" | "en";
  pagePath?: string | null;
};

/** The owner's notification: the labelled fields, in English, plain text. */
export function buildLeadEmail(lead: LeadForEmail) {
  const dash = "-";
  const lines = [
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone || dash}`,
    `Company: ${lead.company || dash}`,
    `Interests: ${lead.interests.length ? lead.interests.map((id) => interestLabels[id]).join(", ") : dash}`,
    `Message:`,
    lead.message,
    "",
    `(Sent from ${lead.pagePath || "the website"} in ${lead.lang === "ar" ? "Arabic" : "English"}. Reply to this email to answer ${lead.name}.)`,
  ];
  return { subject: leadEmailSubject, text: lines.join("\n") };
}
