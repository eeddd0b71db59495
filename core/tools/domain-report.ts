/** What `POST /api/tools/domain` answers: the name asked for, and a few alternative endings. */
export const domainStates = ["available", "taken", "premium", "unsupported", "unknown", "timeout"] as const;
export type DomainState = (typeof domainStates)[number];

/** Why the checked name differs from what the visitor typed. */
export type DomainNote = "subdomain" | "suffixAdded";

export type DomainStatus = {
  ascii: string;
  unicode: string;
  state: DomainState;
  registered?: string;
  expires?: string;
  registrar?: string;
  price?: number;
  currency?: string;
};

/** The check of a name and its alternatives, as the server makes it. */
export type DomainCheck = DomainStatus & {
  notes: DomainNote[];
  typedHost?: string;
  alternatives: DomainStatus[];
};

/** What the page receives: a name the registry did not answer in time is a 504, never a report. */
export type DomainReport = DomainCheck & { state: Exclude<DomainState, "timeout"> };

export function isAnswered(check: DomainCheck): check is DomainReport {
  return check.state !== "timeout";
}
