/** The campaign parameters a lead keeps: read from the first page of a visit, sent with the form. */
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof utmKeys)[number];

/** UTM parameters of the requested URL, for the form's no-script path. */
export function utmFromUrl(url: string): Record<string, string> {
  const params = new URL(url).searchParams;
  const out: Record<string, string> = {};
  for (const key of utmKeys) {
    const value = params.get(key);
    if (value) out[key] = value.slice(0, 200);
  }
  return out;
}
