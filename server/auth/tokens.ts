import { createHmac } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { errors } from "./errors";

/** How a session began, as Supabase Auth names it in the amr claim. */
export type AuthMethod = "password" | "magiclink" | "recovery" | "email/signup";

export type AccessTokenClaims = JWTPayload & {
  aud: "authenticated";
  exp: number;
  iat: number;
  iss: string;
  sub: string;
  email: string;
  phone: "";
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: "authenticated";
  aal: "aal1";
  amr: { method: AuthMethod; timestamp: number }[];
  session_id: string;
  is_anonymous: false;
};

export type ClaimsInput = {
  issuer: string;
  user: { id: string; email: string; appMetadata: Record<string, unknown>; userMetadata: Record<string, unknown> };
  session: { id: string; method: AuthMethod; createdAt: Date };
  expirySeconds: number;
  now: Date;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The claims of a Supabase Auth access token (what PostgREST policies and the auth client read). */
export function accessTokenClaims(input: ClaimsInput): AccessTokenClaims {
  const iat = seconds(input.now);
  return {
    aud: "authenticated",
    exp: iat + input.expirySeconds,
    iat,
    iss: input.issuer,
    sub: input.user.id,
    email: input.user.email,
    phone: "",
    app_metadata: input.user.appMetadata,
    user_metadata: input.user.userMetadata,
    role: "authenticated",
    aal: "aal1",
    amr: [{ method: input.session.method, timestamp: seconds(input.session.createdAt) }],
    session_id: input.session.id,
    is_anonymous: false,
  };
}

export type SigningKey = Uint8Array;

/** The HMAC key for HS256, from JWT_SECRET as Supabase uses it (the secret's bytes). */
export const signingKey = (secret: string): SigningKey => new TextEncoder().encode(secret);

export function signClaims(key: SigningKey, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(key);
}

// The API keys never change for a given secret and issuer, so a page that
// fetched the anon key before a restart keeps working.
const API_KEYS_ISSUED_AT = Date.UTC(2025, 0, 1) / 1000;
const API_KEYS_LIFETIME = 50 * 365 * 86_400;

/** The public anon key and the server-only service-role key: JWTs signed with the same secret, like Supabase's. */
export async function deriveApiKeys(key: SigningKey, issuer: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const base = { iss: issuer, iat: API_KEYS_ISSUED_AT, exp: API_KEYS_ISSUED_AT + API_KEYS_LIFETIME };
  const [anonKey, serviceRoleKey] = await Promise.all([
    signClaims(key, { ...base, role: "anon" }),
    signClaims(key, { ...base, role: "service_role" }),
  ]);
  return { anonKey, serviceRoleKey };
}

function describe(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return "token has invalid claims: token is expired";
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `token has invalid claims: ${error.message}`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return "signature is invalid";
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return "signing method is not HS256";
  return "token is malformed";
}

/** Verifies signature, algorithm and expiry; throws bad_jwt (403) like Supabase Auth. */
export async function verifyJwt(key: SigningKey, token: string, audience?: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], ...(audience ? { audience } : {}) });
    return payload;
  } catch (error) {
    throw errors.badJwt(describe(error));
  }
}

/** A user's access token: signed by us, unexpired, for "authenticated", with a subject and a session. */
export async function verifyAccessToken(key: SigningKey, token: string): Promise<{ sub: string; sessionId: string; claims: JWTPayload }> {
  const claims = await verifyJwt(key, token, "authenticated");
  if (claims.role !== "authenticated") throw errors.badJwt("token has invalid claims: role is not authenticated");
  if (typeof claims.sub !== "string" || !claims.sub) throw errors.badJwt("token has invalid claims: missing sub claim");
  const sessionId = (claims as { session_id?: unknown }).session_id;
  if (typeof sessionId !== "string" || !sessionId) throw errors.badJwt("token has invalid claims: missing session_id claim");
  return { sub: claims.sub, sessionId, claims };
}

/** A sub-key for one purpose, so the JWT secret itself signs only JWTs. */
export function subKey(secret: string, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`auth:${purpose}`).digest();
}
