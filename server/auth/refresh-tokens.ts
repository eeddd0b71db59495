import { createHash, createHmac, randomBytes } from "node:crypto";

/*
 * Refresh tokens are opaque and stored only as SHA-256 hashes. A session's
 * first token is random; each child is HMAC(key, parent). The server can
 * therefore hand the CURRENT token again to a client that presents one of its
 * ancestors (two tabs refreshing at once) without ever storing a token.
 */

export const newRootToken = () => randomBytes(32).toString("base64url");

export const childToken = (key: Buffer, parent: string) => createHmac("sha256", key).update(`refresh:${parent}`).digest("base64url");

/** The token `steps` generations after `token`. */
export function descendant(key: Buffer, token: string, steps: number): string {
  let current = token;
  for (let i = 0; i < steps; i++) current = childToken(key, current);
  return current;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type StoredRefreshToken = { id: number; parent: number | null; revoked: boolean; updatedAt: Date };

export type RefreshDecision =
  | { kind: "rotate" }
  /** Answer with the session's active token, `steps` generations after the presented one. */
  | { kind: "reuse"; steps: number }
  | { kind: "revoke_session" };

/** Generations from `ancestorId` down to `token` following parent links, or undefined if it is not an ancestor. */
export function generationsBetween(token: StoredRefreshToken, ancestorId: number, parents: ReadonlyMap<number, number | null>): number | undefined {
  let steps = 0;
  let current: number | null | undefined = token.id;
  const limit = parents.size + 1;
  while (current !== null && current !== undefined && steps <= limit) {
    if (current === ancestorId) return steps;
    current = current === token.id ? token.parent : parents.get(current);
    steps++;
  }
  return undefined;
}

/**
 * What a refresh with `presented` does, following Supabase Auth:
 * an active token is rotated; the parent of the active token, or any revoked
 * ancestor revoked within the reuse interval, gets the active token again;
 * any other reuse means the token leaked, and the whole session is revoked.
 */
export function decideRefresh(input: {
  presented: StoredRefreshToken;
  active: StoredRefreshToken | undefined;
  /** Every token of the session: id -> parent. */
  parents: ReadonlyMap<number, number | null>;
  now: Date;
  reuseIntervalSeconds: number;
}): RefreshDecision {
  const { presented, active } = input;
  if (!presented.revoked) return { kind: "rotate" };
  if (!active) return { kind: "revoke_session" };
  const steps = generationsBetween(active, presented.id, input.parents);
  if (steps === undefined || steps === 0) return { kind: "revoke_session" };
  if (steps === 1) return { kind: "reuse", steps };
  const revokedForMs = input.now.getTime() - presented.updatedAt.getTime();
  if (revokedForMs <= input.reuseIntervalSeconds * 1000) return { kind: "reuse", steps };
  return { kind: "revoke_session" };
}
