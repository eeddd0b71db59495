import type { InterestId } from "../contact/contact-schema";
import type { Lang } from "../i18n/languages";

/** What the admin leads API sends (`/api/admin/leads`), read by the inbox. */
export const leadStatuses = ["new", "read", "archived"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export type LeadSummary = {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  company: string | null;
  status: LeadStatus;
  interests: InterestId[];
  preview: string;
};

export type LeadDetail = Omit<LeadSummary, "preview"> & {
  phone: string | null;
  message: string;
  lang: Lang;
  pagePath: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  userAgent: string | null;
  readAt: string | null;
};
