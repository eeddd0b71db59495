/**
 * Mail classes, in the order the outbox sends them (ADR 007). A sign-in or
 * recovery link expires within the hour and the owner is waiting for it, so
 * it goes before any backlog of lead notifications, which are also stored in
 * `leads` and shown in the admin whatever happens to their mail.
 */
export const mailClasses = {
  /** Magic links, recovery links, sign-up confirmations. */
  auth: { priority: 0 },
  /** Notifications of new enquiries to the owner. */
  lead: { priority: 10 },
} as const;

export type MailClass = keyof typeof mailClasses;

/** The class of an outbox `kind`: auth_* kinds are sign-in mail, everything else is a notification. */
export function mailClassOf(kind: string): MailClass {
  return kind.startsWith("auth_") ? "auth" : "lead";
}

export const priorityOf = (kind: string): number => mailClasses[mailClassOf(kind)].priority;
