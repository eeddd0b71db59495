import { utmKeys } from "#core/contact/utm";
import type { Logger } from "pino";
import type { ContactAnswer } from "#core/contact/contact-answer";
import type { FormLike, LeadService, SubmissionMeta, SubmitResult } from "./lead-service";

/** What the request says of the visit besides the form: its language and the headers the enquiry keeps. */
export type RequestInfo = {
  lang: "ar" | "en";
  referer?: string | undefined;
  userAgent?: string | undefined;
  ip?: string | undefined;
  dnt?: string | undefined;
  gpc?: string | undefined;
};

export type ContactRequest = RequestInfo & {
  /** The decoded form (an urlencoded body's fields, or the page's FormData). */
  form: FormLike;
};

export type ContactReply = {
  code: number;
  /** The answer (JSON for the form's script; the page shows it without JavaScript). */
  body: ContactAnswer;
  /**
   * The token the form's next send must carry: a fresh one when the one sent is spent, missing
   * or unusable; the same one otherwise (so a message whose answer was lost can be sent again as
   * it was, and gets the first answer). The script path's body carries it when it changed.
   */
  token: string;
  headers: Record<string, string>;
};

/**
 * One contact submission, for both paths (`POST /api/contact` and the `/{lang}/contact` page's
 * action, ADR 007): where the visit came from, the lead service, the answer and the next token.
 */
export async function submitContact(
  services: { leads: LeadService; formToken: () => string; logger: Logger },
  request: ContactRequest,
): Promise<ContactReply> {
  const field = (name: string) => (request.form instanceof FormData ? request.form.get(name) : request.form[name]);
  const sent = field("started");
  const submitted = typeof sent === "string" && sent.length > 0 ? sent : undefined;
  let result: SubmitResult;
  try {
    result = await services.leads.submit(request.form, submissionMeta(field, request));
  } catch (error) {
    services.logger.error({ err: error }, "contact submission failed");
    // Not known to be spent: sent again as it is, a message stored before the failure gets its first answer.
    return { code: 503, body: { status: "error" }, token: submitted ?? services.formToken(), headers: {} };
  }
  const { code, body } = contactResponse(result, services.formToken);
  // Each token is spent once: the next message needs a new one.
  if (body.status === "sent") body.token = services.formToken();
  const unusable = result.kind === "blocked" && result.reason !== "too_fast";
  const token = body.status === "sent" || body.status === "confirm" ? body.token! : unusable || !submitted ? services.formToken() : submitted;
  const headers: Record<string, string> = body.status === "rate_limited" ? { "Retry-After": String(body.retryAfterMinutes * 60) } : {};
  return { code, body, token, headers };
}

function contactResponse(result: SubmitResult, freshToken: () => string): { code: number; body: ContactAnswer } {
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
export function submissionMeta(form: (name: string) => unknown, info: RequestInfo): SubmissionMeta {
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
