import { createHash } from "node:crypto";
import type { authUsers } from "../db/schema";

export type UserRow = typeof authUsers.$inferSelect;

export const defaultAppMetadata = () => ({ provider: "email", providers: ["email"] });

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

/** A stable id for the user's single email identity (there is no identities table). */
function identityId(userId: string): string {
  const hex = createHash("sha256").update(`identity:email:${userId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The user as Supabase Auth sends it (absent timestamps are left out, as Go's omitempty does). */
export function userJson(user: UserRow): Record<string, unknown> {
  const confirmed = iso(user.emailConfirmedAt);
  const identityData = { email: user.email, email_verified: Boolean(user.emailConfirmedAt), phone_verified: false, sub: user.id };
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    ...(confirmed ? { email_confirmed_at: confirmed } : {}),
    phone: "",
    ...(confirmed ? { confirmed_at: confirmed } : {}),
    ...(user.lastSignInAt ? { last_sign_in_at: iso(user.lastSignInAt) } : {}),
    app_metadata: { ...defaultAppMetadata(), ...user.rawAppMetaData },
    user_metadata: { ...user.rawUserMetaData, ...identityData },
    identities: [
      {
        identity_id: identityId(user.id),
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: "email",
        ...(user.lastSignInAt ? { last_sign_in_at: iso(user.lastSignInAt) } : {}),
        created_at: iso(user.createdAt),
        updated_at: iso(user.updatedAt),
        email: user.email,
      },
    ],
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    ...(user.bannedUntil ? { banned_until: iso(user.bannedUntil) } : {}),
    is_anonymous: false,
  };
}

/**
 * What sign-up answers for an address that already has a confirmed account:
 * a user-shaped object with no identities and no session, as Supabase Auth
 * does, so the answer does not say whether the account exists or not.
 */
export function obfuscatedUserJson(email: string, id: string, now: Date): Record<string, unknown> {
  return {
    id,
    aud: "authenticated",
    role: "authenticated",
    email,
    phone: "",
    app_metadata: defaultAppMetadata(),
    user_metadata: {},
    identities: [],
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    is_anonymous: false,
  };
}
