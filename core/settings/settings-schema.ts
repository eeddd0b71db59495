import { z } from "zod";
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

/** What a refused field says; the studio shows the matching text beside it. */
export type SettingsError = "required" | "tooLong" | "phone" | "email" | "link" | "host" | "controlChars";

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

const text = (max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .check((ctx) => {
      if (ctx.value === "") ctx.issues.push({ code: "custom", message: "required", input: ctx.value });
      else if (ctx.value.length > max) ctx.issues.push({ code: "custom", message: "tooLong", input: ctx.value });
      else if (controlChars.test(ctx.value)) ctx.issues.push({ code: "custom", message: "controlChars", input: ctx.value });
    });

const phone = z.string().transform((value, ctx) => {
  if (value.trim() === "") {
    ctx.issues.push({ code: "custom", message: "required", input: value });
    return z.NEVER;
  }
  const normalized = normalizePhone(value);
  if (!normalized) {
    ctx.issues.push({ code: "custom", message: "phone", input: value });
    return z.NEVER;
  }
  return normalized;
});

const email = z.string().transform((value, ctx) => {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === "") {
    ctx.issues.push({ code: "custom", message: "required", input: value });
    return z.NEVER;
  }
  if (trimmed.length > 254 || !z.email().safeParse(trimmed).success) {
    ctx.issues.push({ code: "custom", message: "email", input: value });
    return z.NEVER;
  }
  return trimmed;
});

const link = (network: keyof typeof linkHosts) =>
  z.string().transform((value, ctx) => {
    if (value.trim() === "") {
      ctx.issues.push({ code: "custom", message: "required", input: value });
      return z.NEVER;
    }
    if (value.length > 300) {
      ctx.issues.push({ code: "custom", message: "tooLong", input: value });
      return z.NEVER;
    }
    const result = normalizeProfileLink(network, value);
    if (!result.ok) {
      ctx.issues.push({ code: "custom", message: result.error, input: value });
      return z.NEVER;
    }
    return result.url;
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

/** Validates and normalises; on failure, the first error of each field. */
export function parseSettings(input: unknown): { ok: true; values: SettingsValues } | { ok: false; errors: SettingsErrors } {
  const result = settingsSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: SettingsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (settingsFields as readonly string[]).includes(field) && !errors[field as SettingsField]) {
      const known = ["required", "tooLong", "phone", "email", "link", "host", "controlChars"];
      errors[field as SettingsField] = (known.includes(issue.message) ? issue.message : "required") as SettingsError;
    }
  }
  return { ok: false, errors };
}
