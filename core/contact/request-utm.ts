const keys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** UTM parameters of the requested URL, for the form's no-script path. */
export function utmFromUrl(url: string): Record<string, string> {
  const params = new URL(url).searchParams;
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) out[key] = value.slice(0, 200);
  }
  return out;
}
