/**
 * Errors in Supabase Auth's wire format. Without an API version (or one
 * before 2024-01-01) the body is {code: <status>, error_code, msg}; from
 * 2024-01-01 it is {code: <error code>, message} and the answer carries the
 * X-Supabase-Api-Version header. @supabase/auth-js reads both.
 */

export const API_VERSION_HEADER = "X-Supabase-Api-Version";
/** The only API version Supabase Auth has defined; a later date means this one. */
export const API_VERSION_2024_01_01 = "2024-01-01";

export type ApiVersion = typeof API_VERSION_2024_01_01 | null;

/** Reads the request's version header the way Supabase Auth does: a date, rounded down to a known version. */
export function apiVersionOf(header: string | null | undefined): ApiVersion {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return null;
  const time = Date.parse(`${header}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  return time >= Date.parse(`${API_VERSION_2024_01_01}T00:00:00Z`) ? API_VERSION_2024_01_01 : null;
}

export type AuthErrorCode =
  | "validation_failed"
  | "bad_json"
  | "email_exists"
  | "bad_jwt"
  | "not_admin"
  | "no_authorization"
  | "no_api_key"
  | "invalid_api_key"
  | "user_not_found"
  | "session_not_found"
  | "session_expired"
  | "refresh_token_not_found"
  | "refresh_token_already_used"
  | "signup_disabled"
  | "setup_code_invalid"
  | "user_banned"
  | "email_not_confirmed"
  | "invalid_credentials"
  | "weak_password"
  | "same_password"
  | "otp_expired"
  | "over_request_rate_limit"
  | "request_too_large"
  | "not_found"
  | "unexpected_failure";

export class AuthHttpError extends Error {
  /** Set by `withVersion` so a caller that only reads `body` (an admin guard) answers in the client's format. */
  version: ApiVersion = null;

  readonly status: number;
  readonly errorCode: AuthErrorCode;
  readonly extra: { weakPasswordReasons?: string[]; retryAfterSeconds?: number };

  constructor(status: number, errorCode: AuthErrorCode, message: string, extra: { weakPasswordReasons?: string[]; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "AuthHttpError";
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
  }

  withVersion(version: ApiVersion): this {
    this.version = version;
    return this;
  }

  /** The JSON body for the version the request asked for. */
  bodyFor(version: ApiVersion): Record<string, unknown> {
    const reasons = this.extra.weakPasswordReasons;
    const base: Record<string, unknown> =
      version === API_VERSION_2024_01_01
        ? { code: this.errorCode, message: this.message }
        : { code: this.status, error_code: this.errorCode, msg: this.message };
    if (reasons) base.weak_password = { reasons };
    return base;
  }

  get body(): Record<string, unknown> {
    return this.bodyFor(this.version);
  }

  /** Headers that belong with the body (version echo, Retry-After). */
  get headers(): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.version) headers[API_VERSION_HEADER] = this.version;
    if (this.extra.retryAfterSeconds !== undefined) headers["Retry-After"] = String(this.extra.retryAfterSeconds);
    return headers;
  }

  /** For fetch-style handlers (React Router resource routes). */
  toResponse(): Response {
    return new Response(JSON.stringify(this.body), {
      status: this.status,
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...this.headers },
    });
  }
}

// The texts Supabase Auth answers with, so clients that match on them keep working.
export const errors = {
  invalidCredentials: () => new AuthHttpError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => new AuthHttpError(400, "email_not_confirmed", "Email not confirmed"),
  userBanned: (status = 400) => new AuthHttpError(status, "user_banned", "User is banned"),
  signupDisabled: () => new AuthHttpError(422, "signup_disabled", "Signups not allowed for this instance"),
  // Not in Supabase Auth: the first account needs the setup code from the server log (production).
  setupCodeInvalid: () => new AuthHttpError(403, "setup_code_invalid", "Creating the owner account needs the setup code from the server log"),
  weakPassword: (min: number) =>
    new AuthHttpError(422, "weak_password", `Password should be at least ${min} characters.`, { weakPasswordReasons: ["length"] }),
  samePassword: () => new AuthHttpError(422, "same_password", "New password should be different from the old password."),
  emailExists: () => new AuthHttpError(422, "email_exists", "A user with this email address has already been registered"),
  refreshTokenNotFound: () => new AuthHttpError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () => new AuthHttpError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  sessionExpired: () => new AuthHttpError(400, "session_expired", "Invalid Refresh Token: Session Expired"),
  sessionNotFound: () => new AuthHttpError(403, "session_not_found", "Session from session_id claim in JWT does not exist"),
  userNotFound: () => new AuthHttpError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  badJwt: (detail: string) => new AuthHttpError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`),
  noAuthorization: () => new AuthHttpError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  notAdmin: () => new AuthHttpError(403, "not_admin", "User not allowed"),
  noApiKey: () => new AuthHttpError(401, "no_api_key", "No API key found in request"),
  invalidApiKey: () => new AuthHttpError(401, "invalid_api_key", "Invalid API key"),
  otpExpired: () => new AuthHttpError(403, "otp_expired", "Token has expired or is invalid"),
  rateLimited: (retryAfterMs: number) =>
    new AuthHttpError(429, "over_request_rate_limit", "Request rate limit reached", {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    }),
  validation: (message: string) => new AuthHttpError(400, "validation_failed", message),
  badJson: (detail: string) => new AuthHttpError(400, "bad_json", `Could not parse request body as JSON: ${detail}`),
  tooLarge: () => new AuthHttpError(413, "request_too_large", "Request body too large"),
  notFound: () => new AuthHttpError(404, "not_found", "Not Found"),
  unexpected: () => new AuthHttpError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"),
};
