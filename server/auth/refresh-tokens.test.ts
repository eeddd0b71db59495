import { describe, expect, it } from "vitest";
import { childToken, decideRefresh, descendant, generationsBetween, hashToken, newRootToken, type StoredRefreshToken } from "./refresh-tokens";

const now = new Date("2026-03-01T10:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

/** A session whose tokens 1 -> 2 -> 3 were rotated in turn; 3 is active. */
function chain(revokedSecondsAgo: [number, number]) {
  const tokens: StoredRefreshToken[] = [
    { id: 1, parent: null, revoked: true, updatedAt: ago(revokedSecondsAgo[0]) },
    { id: 2, parent: 1, revoked: true, updatedAt: ago(revokedSecondsAgo[1]) },
    { id: 3, parent: 2, revoked: false, updatedAt: ago(revokedSecondsAgo[1]) },
  ];
  return { tokens, parents: new Map(tokens.map((t) => [t.id, t.parent])), active: tokens[2]! };
}

describe("refresh reuse decision", () => {
  it("rotates the active token", () => {
    const { tokens, parents, active } = chain([60, 30]);
    expect(decideRefresh({ presented: tokens[2]!, active, parents, now, reuseIntervalSeconds: 10 })).toEqual({ kind: "rotate" });
  });

  it("gives the parent of the active token the active one again, however late (a client that lost the answer)", () => {
    const { tokens, parents, active } = chain([3600, 3600]);
    expect(decideRefresh({ presented: tokens[1]!, active, parents, now, reuseIntervalSeconds: 10 })).toEqual({ kind: "reuse", steps: 1 });
  });

  it("gives an older ancestor the active token within the reuse interval (two tabs at once)", () => {
    const { tokens, parents, active } = chain([5, 4]);
    expect(decideRefresh({ presented: tokens[0]!, active, parents, now, reuseIntervalSeconds: 10 })).toEqual({ kind: "reuse", steps: 2 });
  });

  it("revokes the session when an older ancestor comes back after the interval", () => {
    const { tokens, parents, active } = chain([11, 5]);
    expect(decideRefresh({ presented: tokens[0]!, active, parents, now, reuseIntervalSeconds: 10 })).toEqual({ kind: "revoke_session" });
  });

  it("revokes the session when nothing in it is active any more", () => {
    const { tokens, parents } = chain([1, 1]);
    expect(decideRefresh({ presented: tokens[1]!, active: undefined, parents, now, reuseIntervalSeconds: 10 })).toEqual({ kind: "revoke_session" });
  });

  it("counts generations along parent links only", () => {
    const { tokens, parents, active } = chain([1, 1]);
    expect(generationsBetween(active, 1, parents)).toBe(2);
    expect(generationsBetween(active, 3, parents)).toBe(0);
    expect(generationsBetween(tokens[0]!, 3, parents)).toBeUndefined();
    const loop = new Map<number, number | null>([
      [1, 2],
      [2, 1],
    ]);
    expect(generationsBetween({ id: 1, parent: 2, revoked: false, updatedAt: now }, 9, loop)).toBeUndefined();
  });
});

describe("refresh token values", () => {
  const key = Buffer.alloc(32, 7);

  it("are random at the root and derived with a secret key after that", () => {
    const root = newRootToken();
    expect(root).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newRootToken()).not.toBe(root);
    const child = childToken(key, root);
    expect(child).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(child).not.toBe(root);
    expect(childToken(Buffer.alloc(32, 8), root)).not.toBe(child);
    expect(descendant(key, root, 2)).toBe(childToken(key, child));
    expect(descendant(key, root, 0)).toBe(root);
  });

  it("are stored as SHA-256 hex", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
