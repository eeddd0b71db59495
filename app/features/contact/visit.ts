import { utmKeys, type UtmKey } from "#core/contact/utm";

const key = "visit";

export type Visit = { referrer?: string; utm: Partial<Record<UtmKey, string>> };

/** Remembers where this visit began (first page's UTM parameters and outside referrer), once per tab session. */
export function captureVisit() {
  try {
    if (sessionStorage.getItem(key)) return;
    const params = new URLSearchParams(window.location.search);
    const utm: Visit["utm"] = {};
    for (const name of utmKeys) {
      const value = params.get(name);
      if (value) utm[name] = value.slice(0, 200);
    }
    let referrer: string | undefined;
    if (document.referrer) {
      const from = new URL(document.referrer);
      if (from.origin !== window.location.origin) referrer = document.referrer.slice(0, 500);
    }
    sessionStorage.setItem(key, JSON.stringify({ referrer, utm } satisfies Visit));
  } catch {
    // Storage unavailable: the server falls back to request headers.
  }
}

export function readVisit(): Visit {
  try {
    return (JSON.parse(sessionStorage.getItem(key) ?? "null") as Visit | null) ?? { utm: {} };
  } catch {
    return { utm: {} };
  }
}
