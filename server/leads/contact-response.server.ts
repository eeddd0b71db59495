import { utmKeys } from "#core/contact/utm";
import type { ContactAnswer } from "#core/contact/contact-answer";
import type { SubmissionMeta, SubmitResult } from "./lead-service";

export function contactResponse(result: SubmitResult, freshToken: () => string): { code: number; body: ContactAnswer } {
  switch (result.kind) {
    case "confirm":
      return { code: 200, body: { status: "confirm", token: freshToken() } };
    case "stored":
      return { code: 200, body: { status: "sent", name: result.name } };
    case "invalid":
      return { code: 400, body: { status: "invalid", errors: result.errors } };
    case "blocked":
      return { code: 400, body: { status: "blocked" } };
    case "rate_limited":
      return { code: 429, body: { status: "rate_limited", retryAfterMinutes: Math.max(1, Math.ceil(result.retryAfterMs / 60_000)) } };
  }
}

/** Where the visit came from: hidden fields first (set by the page), request headers as a fallback. */
export function submissionMeta(
  form: (name: string) => unknown,
  info: {
    lang: "ar" | "en";
    referer?: string | undefined;
    userAgent?: string | undefined;
    ip?: string | undefined;
    dnt?: string | undefined;
    gpc?: string | undefined;
  },
): SubmissionMeta {
  const text = (name: string) => {
    const value = form(name);
    return typeof value === "string" && value ? value : undefined;
  };
  let pagePath = text("page");
  if (!pagePath && info.referer) {
    try {
      pagePath = new URL(info.referer).pathname;
    } catch {
      pagePath = undefined;
    }
  }
  // Without JavaScript the page sends no UTM fields: they are in the address the form was on.
  const pageQuery = refererQuery(info.referer);
  const utm: Record<string, unknown> = {};
  for (const key of utmKeys) utm[key] = text(key) ?? pageQuery?.get(key) ?? undefined;
  return {
    lang: info.lang,
    pagePath,
    referrer: text("ref") ?? info.referer,
    utm,
    userAgent: info.userAgent,
    ip: info.ip,
    dnt: info.dnt,
    gpc: info.gpc,
  };
}

/** The query string of the page the form was sent from, when the browser says so. */
function refererQuery(referer: string | undefined): URLSearchParams | null {
  if (!referer) return null;
  try {
    return new URL(referer).searchParams;
  } catch {
    return null;
  }
}
