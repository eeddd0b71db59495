import type { FieldErrors } from "./contact-schema";

/** What the contact endpoint answers (JSON for the script, loader data for the no-script page). */
export type ContactAnswer =
  /** `token`: a fresh form token (script path), since each one is accepted once. */
  | { status: "sent"; name: string; token?: string }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "blocked" }
  /** The form arrived without a token: shown again to be sent once more, with `token`. */
  | { status: "confirm"; token: string }
  | { status: "rate_limited"; retryAfterMinutes: number }
  | { status: "error" };
