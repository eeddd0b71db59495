import { randomBytes } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { AuthHttpError, errors } from "./errors";

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 30-60 ms here).
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Longer inputs only cost hashing time; nobody types a password this long. */
export const PASSWORD_MAX_LENGTH = 1024;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(encoded: string | null | undefined, password: string): Promise<boolean> {
  if (!encoded) {
    await burnTime(password);
    return false;
  }
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification, so an unknown address answers as slowly as a known one. */
export async function burnTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verify(await dummyHash, password).catch(() => false);
}

/** Supabase Auth's rules for a new password: weak_password (422, reasons ["length"]) when too short. */
export function checkNewPassword(password: unknown, minLength: number): AuthHttpError | null {
  if (typeof password !== "string") return errors.validation("Password is required");
  if ([...password].length < minLength) return errors.weakPassword(minLength);
  if (password.length > PASSWORD_MAX_LENGTH)
    return new AuthHttpError(422, "validation_failed", `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  return null;
}
