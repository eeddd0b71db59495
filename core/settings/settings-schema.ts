import { z } from "zod";
import { idGuard } from "../catalogue/catalogue";
import { socialNetworks, type SocialNetwork } from "../catalogue/social-networks";

/**
 * The owner's settings as the studio edits them: one schema for the form's
 * instant feedback and the server's truth. Values are normalised on the way
 * in (international phone numbers, https links on the right host).
 */
export const settingsFields = [
  "ownerNameAr",
  "ownerNameEn",
  "shortNameAr",
  "shortNameEn",
  "phone",
  "whatsapp",
  "email",
  "notifyEmail",
  "telegram",
  "facebook",
  "instagram",
  "linkedin",
  "youtube",
] as const;
export type SettingsField = (typeof settingsFields)[number];
export type SettingsValues = Record<SettingsField, string>;

export const isSettingsField = idGuard(settingsFields);

/** What a refused field says; the studio shows the matching text beside it. */
const settingsErrors = ["required", "tooLong", "phone", "email", "link", "host", "controlChars"] as const;
export type SettingsError = (typeof settingsErrors)[number];
const isSettingsError = idGuard(settingsErrors);

const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * "+964 770 123 4567", "07701234567", "00964 770…" -> "+9647701234567".
 * A local Iraqi number (0 then 10 digits) gains the country code; any other
 * number must carry its own. Returns undefined for anything else.
 */
export function normalizePhone(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^[+\d][\d ().\u00A0-]*$/.test(trimmed)) return undefined;
  let digits = trimmed.replace(/[^\d]/g, "");
  if (trimmed.startsWith("+")) {
    // already international
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (/^0\d{10}$/.test(digits)) {
    digits = `964${digits.slice(1)}`;
  } else {
    return undefined;
  }
  if (digits.startsWith("0") || digits.length < 8 || digits.length > 15) return undefined;
  return `+${digits}`;
}

const linkHosts: Record<"telegram" | SocialNetwork, readonly string[]> = {
  telegram: ["t.me", "telegram.me"],
  facebook: socialNetworks.facebook.hosts,
  instagram: socialNetworks.instagram.hosts,
  linkedin: socialNetworks.linkedin.hosts,
  youtube: socialNetworks.youtube.hosts,
};

/**
 * A profile link: https only, on one of the network's hosts, with a path. A
 * bare "facebook.com/me" gains https://; "@handle" is refused (the owner
 * pastes the link his profile shows).
 */
export function normalizeProfileLink(
  network: keyof typeof linkHosts,
  input: string,
): { ok: true; url: string } | { ok: false; error: "link" | "host" } {
  let text = input.trim();
  if (!/^[a-z][a-z\d+.-]*:/i.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: "link" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, error: "link" };
  if (url.username || url.password || url.port) return { ok: false, error: "link" };
  if (!linkHosts[network].includes(url.hostname.toLowerCase())) return { ok: false, error: "host" };
  if (url.pathname === "/" || url.pathname === "") return { ok: false, error: "link" };
  url.protocol = "https:";
  url.hash = "";
  return { ok: true, url: url.toString() };
}

/**
 * A required text field: empty (after trimming) is `required`; otherwise `read`
 * answers the stored value or why the input is refused.
 */
const field = (read: (value: string) => string | { error: SettingsError }) =>
  z.string().transform((value, ctx) => {
    const result = value.trim() === "" ? { error: "required" as const } : read(value);
    if (typeof result === "string") return result;
    ctx.issues.push({ code: "custom", message: result.error, input: value });
    return z.NEVER;
  });

const text = (max: number) =>
  field((value) => {
    const trimmed = value.trim();
    if (trimmed.length > max) return { error: "tooLong" };
    return controlChars.test(trimmed) ? { error: "controlChars" } : trimmed;
  });

const phone = field((value) => normalizePhone(value) ?? { error: "phone" });

const email = field((value) => {
  const trimmed = value.trim().toLowerCase();
  return trimmed.length <= 254 && z.email().safeParse(trimmed).success ? trimmed : { error: "email" };
});

const link = (network: keyof typeof linkHosts) =>
  field((value) => {
    if (value.length > 300) return { error: "tooLong" };
    const result = normalizeProfileLink(network, value);
    return result.ok ? result.url : { error: result.error };
  });

export const settingsSchema = z.strictObject({
  ownerNameAr: text(80),
  ownerNameEn: text(80),
  shortNameAr: text(40),
  shortNameEn: text(40),
  phone,
  whatsapp: phone,
  email,
  notifyEmail: email,
  telegram: link("telegram"),
  facebook: link("facebook"),
  instagram: link("instagram"),
  linkedin: link("linkedin"),
  youtube: link("youtube"),
});

export type SettingsErrors = Partial<Record<SettingsField, SettingsError>>;

/** What `/api/admin/settings` answers: every field, and those still holding the shipped sample values. */
export type StudioSettings = { values: SettingsValues; sampleFields: SettingsField[] };

/** Validates and normalises; on failure, the first error of each field. */
export function parseSettings(input: unknown): { ok: true; values: SettingsValues } | { ok: false; errors: SettingsErrors } {
  const result = settingsSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: SettingsErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    // A value of the wrong type fails zod's own check, whose message is no code of ours: it reads as missing.
    if (typeof name === "string" && isSettingsField(name) && !errors[name])
      errors[name] = isSettingsError(issue.message) ? issue.message : "required";
  }
  return { ok: false, errors };
}
