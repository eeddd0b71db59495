import { z } from "zod";
import { idGuard } from "../catalogue/catalogue";
import { isSocialNetwork, socialNetworks, socialNetworkIds, type SocialNetwork, type SocialProfile } from "../catalogue/social-networks";
import { checkOpeningDay, isCountryCode, maxPeriodsPerDay, normalizeGeo, normalizeMapLink, weekDays, type OpeningHours } from "./business-place";

/**
 * The owner's settings as the studio edits them: one schema for the form's
 * instant feedback and the server's truth. Values are normalised on the way
 * in (international phone numbers, https links on the right host).
 */
/** The settings that are one text each (an empty optional one shows nothing). */
export const settingsTextFields = [
  "ownerNameAr",
  "ownerNameEn",
  "shortNameAr",
  "shortNameEn",
  "phone",
  "whatsapp",
  "email",
  "notifyEmail",
  "addressStreetAr",
  "addressStreetEn",
  "addressCityAr",
  "addressCityEn",
  "addressPostalCode",
  "addressCountry",
  "mapLink",
  "geo",
] as const;
export type SettingsTextField = (typeof settingsTextFields)[number];
/** Every setting: the texts, the ordered profile links, the opening hours and how long enquiries are kept. */
export const settingsFields = [...settingsTextFields, "profiles", "hours", "enquiryRetentionMonths"] as const;
export type SettingsField = (typeof settingsFields)[number];
export type SettingsValues = Record<SettingsTextField, string> & { profiles: SocialProfile[]; hours: OpeningHours; enquiryRetentionMonths: number };

/** How long enquiries are kept (ADR 036): the privacy policy states it, the retention job applies it. */
export const enquiryRetention = { min: 1, max: 120, default: 24 } as const;

export const isSettingsField = idGuard(settingsFields);
export const isSettingsTextField = idGuard(settingsTextFields);

/**
 * What the sample notice can list: a field, or one profile link by its
 * network (the owner replaces them one at a time, and an unchanged one is
 * still the sample a visitor sees).
 */
export type SampleField = SettingsField | `profile-${SocialNetwork}`;
export const profileSampleField = (network: SocialNetwork): SampleField => `profile-${network}`;
export function isSampleField(value: string): value is SampleField {
  return isSettingsField(value) || (value.startsWith("profile-") && isSocialNetwork(value.slice("profile-".length)));
}

/**
 * The profile links of settings saved before the networks were a list (an
 * export file, a client of that time): one field per network, in the order the
 * site showed them then.
 */
export const legacyProfileFields = ["telegram", "facebook", "instagram", "linkedin", "youtube"] as const satisfies readonly SocialNetwork[];

/**
 * Settings as an older version wrote them, in today's shape: the five profile
 * fields become the ordered list (empty ones left out), and a field that did
 * not exist then takes `current`'s value (what the site holds now), so an
 * older export changes nothing it did not know about.
 */
export function upgradeSettingsInput(input: unknown, current: SettingsValues): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const raw = { ...(input as Record<string, unknown>) };
  // Added after the first exports: an older file keeps the period the site has now.
  if (!("enquiryRetentionMonths" in raw)) raw.enquiryRetentionMonths = current.enquiryRetentionMonths;
  const legacy = legacyProfileFields.filter((network) => network in raw);
  if (legacy.length === 0 || "profiles" in raw) return raw;
  const profiles = legacy.flatMap((network) => {
    const url = raw[network];
    delete raw[network];
    return typeof url === "string" && url.trim() !== "" ? [{ network, url }] : [];
  });
  const added = settingsFields.filter((field) => !(field in raw) && !["profiles", ...legacyProfileFields].includes(field));
  return { ...Object.fromEntries(added.map((field) => [field, current[field]])), ...raw, profiles };
}

/** What a refused field says; the studio shows the matching text beside it. */
const settingsErrors = [
  "required",
  "tooLong",
  "phone",
  "email",
  "link",
  "host",
  "controlChars",
  "duplicate",
  "mapHost",
  "geo",
  "country",
  "time",
  "timeOrder",
  "months",
] as const;
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

/**
 * A profile link: https only, on one of the network's hosts, with a path. A
 * bare "facebook.com/me" gains https://; "@handle" is refused (the owner
 * pastes the link his profile shows). A network whose host also serves other
 * things (WhatsApp) takes only its profile path there.
 */
const redirectorPath = /^\/(l\.php|lm\.php|redirect|redir|linkshim|away|out|url|i\/redirect)(\/|$)/i;

export function normalizeProfileLink(network: SocialNetwork, input: string): { ok: true; url: string } | { ok: false; error: "link" | "host" } {
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
  const rule: { hosts: readonly string[]; path?: string } = socialNetworks[network];
  if (!rule.hosts.includes(url.hostname.toLowerCase())) return { ok: false, error: "host" };
  if (url.pathname === "/" || url.pathname === "") return { ok: false, error: "link" };
  if (rule.path && !url.pathname.startsWith(rule.path)) return { ok: false, error: "host" };
  // A network's own link redirector (facebook.com/l.php?u=…, youtube.com/redirect?q=…) leads elsewhere (issue 47).
  if (redirectorPath.test(url.pathname) || [...url.searchParams.values()].some((value) => /^https?:\/\//i.test(value)))
    return { ok: false, error: "link" };
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

/** An optional text field: empty stays empty (the page leaves it out); otherwise as `field`. */
const optional = (read: (value: string) => string | { error: SettingsError }) =>
  z.string().transform((value, ctx) => {
    if (value.trim() === "") return "";
    const result = read(value);
    if (typeof result === "string") return result;
    ctx.issues.push({ code: "custom", message: result.error, input: value });
    return z.NEVER;
  });

const optionalText = (max: number) =>
  optional((value) => {
    const trimmed = value.trim();
    if (trimmed.length > max) return { error: "tooLong" };
    return controlChars.test(trimmed) || /[\r\n]/.test(trimmed) ? { error: "controlChars" } : trimmed;
  });

const country = field((value) => {
  const code = value.trim().toUpperCase();
  return isCountryCode(code) ? code : { error: "country" };
});

const mapLink = optional((value) => {
  if (value.length > 1000) return { error: "tooLong" };
  const result = normalizeMapLink(value);
  return result.ok ? result.url : { error: result.error };
});

const geo = optional((value) => normalizeGeo(value) ?? { error: "geo" });

const issue = (ctx: z.RefinementCtx, message: SettingsError, path: (string | number)[]) => ctx.addIssue({ code: "custom", message, path });

/** The owner's profiles in his order: each network at most once, each link on its network's hosts. */
const profiles = z
  .array(z.strictObject({ network: z.enum(socialNetworkIds as [SocialNetwork, ...SocialNetwork[]]), url: z.string() }))
  .max(socialNetworkIds.length)
  .transform((items, ctx): SocialProfile[] => {
    const seen = new Set<SocialNetwork>();
    return items.map(({ network, url }, index) => {
      if (seen.has(network)) issue(ctx, "duplicate", [index, "network"]);
      seen.add(network);
      if (url.trim() === "") issue(ctx, "required", [index, "url"]);
      else if (url.length > 300) issue(ctx, "tooLong", [index, "url"]);
      else {
        const result = normalizeProfileLink(network, url);
        if (result.ok) return { network, url: result.url };
        issue(ctx, result.error, [index, "url"]);
      }
      return { network, url };
    });
  });

/** No days (no hours shown), or the seven days in the week's order, each closed or open in up to two periods. */
const hours = z
  .array(
    z.strictObject({
      day: z.enum(weekDays),
      periods: z.array(z.strictObject({ opens: z.string().max(5), closes: z.string().max(5) })).max(maxPeriodsPerDay),
    }),
  )
  .refine((days) => days.length === 0 || (days.length === weekDays.length && days.every((entry, index) => entry.day === weekDays[index])))
  .transform((days, ctx): OpeningHours =>
    days.map(({ day, periods }, index) => {
      const checked = checkOpeningDay(periods);
      if (checked.ok) return { day, periods: checked.periods };
      issue(ctx, checked.error, [index]);
      return { day, periods };
    }),
  );

/** A whole number of months in the allowed range; the form sends it as typed, so a numeric text is read too. */
const retentionMonths = z.unknown().transform((value, ctx) => {
  const months = typeof value === "string" && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value;
  if (typeof months === "number" && Number.isInteger(months) && months >= enquiryRetention.min && months <= enquiryRetention.max) return months;
  ctx.issues.push({ code: "custom", message: "months", input: value });
  return z.NEVER;
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
  addressStreetAr: optionalText(160),
  addressStreetEn: optionalText(160),
  addressCityAr: text(80),
  addressCityEn: text(80),
  addressPostalCode: optionalText(16),
  addressCountry: country,
  mapLink,
  geo,
  profiles,
  hours,
  enquiryRetentionMonths: retentionMonths,
});

/**
 * The settings visitors see: everything but the enquiry notification address.
 * They travel in the content document (draft, revisions, export), so they are
 * previewed, published and restored with the pages (ADR 040).
 */
export const publicSettingsSchema = settingsSchema.omit({ notifyEmail: true });
export type PublicSettingsValues = Omit<SettingsValues, "notifyEmail">;
/** The public part of a whole set of settings. */
export function publicPart(values: SettingsValues): PublicSettingsValues {
  const { notifyEmail: _immediate, ...rest } = values;
  return rest;
}

export type SettingsErrors = Partial<Record<SettingsField, SettingsError>>;

/** What `/api/admin/settings` answers: every field, and those still holding the shipped sample values. */
export type StudioSettings = { values: SettingsValues; sampleFields: SampleField[] };
/**
 * What the studio's settings screen loads: the draft's values (the published
 * ones when nothing is drafted), the sample fields visitors still see, the
 * draft version a save must name, and the fields the draft changes.
 */
export type StudioSettingsDraft = StudioSettings & {
  version: number | null;
  unpublished: SettingsField[];
  /** The sample fields his draft still holds (the checklist's "done in your draft"). */
  draftSampleFields: SampleField[];
};

/**
 * Validates and normalises; on failure, the first error of each field (a
 * profile's or a day's error is the list's: the studio finds the row itself
 * with `normalizeProfileLink` and `checkOpeningDay`).
 */
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
