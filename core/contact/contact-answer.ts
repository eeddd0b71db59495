import type { FieldErrors } from "./contact-schema";

/** What the contact endpoint answers (JSON for the script, loader data for the no-script page). */
export type ContactAnswer =
  | { status: "sent"; name: string }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "blocked" }
  | { status: "rate_limited"; retryAfterMinutes: number }
  | { status: "error" };
