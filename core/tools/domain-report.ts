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

export type DomainReport = DomainStatus & {
  notes: DomainNote[];
  typedHost?: string;
  alternatives: DomainStatus[];
};
