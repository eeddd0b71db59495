/** The campaign parameters a lead keeps: read from the first page of a visit, sent with the form. */
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof utmKeys)[number];
