import { z } from "zod";
import { idGuard } from "../catalogue/catalogue";
import { socialNetworks, socialNetworkIds, type SocialNetwork, type SocialProfile } from "../catalogue/social-networks";
import {
  checkOpeningDay,
  isCountryCode,
  maxPeriodsPerDay,
  normalizeGeo,
  normalizeMapLink,
  pastedWebUrl,
  weekDays,
  type OpeningHours,
} from "./business-place";

/**
 * The kinds of setting (ADR 028): each one's schema (the form's instant
 * feedback and the server's truth, normalising on the way in: international
 * phone numbers, https links on the right host) and the control the studio's
 * settings screen shows for it. `settings-fields.ts` describes the settings
 * with them; the schema, the screen, the shipped values, the sample tracking
 * and the upgrade of older stored settings all read that description.
 */

/** How long enquiries are kept (ADR 036): the privacy policy states it, the retention job applies it. */
export const enquiryRetention = { min: 1, max: 120, default: 24 } as const;

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
export const isSettingsError = idGuard(settingsErrors);

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
  const url = pastedWebUrl(input);
  if (!url) return { ok: false, error: "link" };
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

type Read = (value: string) => string | { error: SettingsError };

/** A text field: `whenEmpty` answers an empty one (after trimming), `read` any other: the stored value or why it is refused. */
const checkedText = (whenEmpty: ReturnType<Read>, read: Read) =>
  z.string().transform((value, ctx) => {
    const result = value.trim() === "" ? whenEmpty : read(value);
    if (typeof result === "string") return result;
    ctx.issues.push({ code: "custom", message: result.error, input: value });
    return z.NEVER;
  });

/** A required text field: empty is `required`. */
const field = (read: Read) => checkedText({ error: "required" }, read);

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
const optional = (read: Read) => checkedText("", read);

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

/**
 * A kind of setting: its schema, and the control the settings screen shows
 * (`input` for the one-line kinds; the others have their own editor in the
 * screen's registry, which the type checker holds complete).
 */
export type SettingKind<Name extends string = string, Value = unknown> = {
  kind: Name;
  schema: z.ZodType<Value, unknown>;
  /** The input's type, for the one-line kinds. */
  input?: "text" | "tel" | "email" | "url";
};

export const settingKinds = {
  /** A required one-line text. */
  text: (max: number) => ({ kind: "text", schema: text(max), input: "text" }) as const satisfies SettingKind<"text", string>,
  /** A one-line text that may stay empty: the page leaves it out. */
  optionalText: (max: number) =>
    ({ kind: "optionalText", schema: optionalText(max), input: "text" }) as const satisfies SettingKind<"optionalText", string>,
  phone: () => ({ kind: "phone", schema: phone, input: "tel" }) as const satisfies SettingKind<"phone", string>,
  email: () => ({ kind: "email", schema: email, input: "email" }) as const satisfies SettingKind<"email", string>,
  /** An ISO 3166-1 alpha-2 code. */
  country: () => ({ kind: "country", schema: country, input: "text" }) as const satisfies SettingKind<"country", string>,
  /** A link to a place on a map service, or empty. */
  mapLink: () => ({ kind: "mapLink", schema: mapLink, input: "url" }) as const satisfies SettingKind<"mapLink", string>,
  /** "latitude,longitude", or empty. */
  geo: () => ({ kind: "geo", schema: geo, input: "text" }) as const satisfies SettingKind<"geo", string>,
  /** The owner's profile links in his order; the sample notice tracks each link by its network. */
  profiles: () => ({ kind: "profiles", schema: profiles }) as const satisfies SettingKind<"profiles", SocialProfile[]>,
  /** No days, or the seven days of the week each closed or open in up to two periods. */
  hours: () => ({ kind: "hours", schema: hours }) as const satisfies SettingKind<"hours", OpeningHours>,
  /** A whole number of months in `enquiryRetention`'s range. */
  months: () => ({ kind: "months", schema: retentionMonths }) as const satisfies SettingKind<"months", number>,
};
export type SettingKindName = ReturnType<(typeof settingKinds)[keyof typeof settingKinds]>["kind"];
/** The kinds the screen shows as one input (`input`). */
export type LineKindName = Exclude<SettingKindName, "profiles" | "hours" | "months">;

/** The boxes of the settings screen, in its order (studio.settings.groups.<group>). */
export const settingsGroups = ["name", "contact", "profiles", "address", "hours", "privacy"] as const;
export type SettingsGroup = (typeof settingsGroups)[number];

/**
 * One setting: its kind, its box on the screen and what a fresh install
 * ships. `shipped` is also what settings stored before the field existed
 * get for it (a row, a revision, an export: ADR 053).
 */
export type SettingSpec<Name extends SettingKindName = SettingKindName, Value = unknown> = SettingKind<Name, Value> & {
  group: SettingsGroup;
  shipped: Value;
  /** The shipped value is a sample visitors should not see: the studio lists it until he replaces it. */
  sample: boolean;
  /** Seen by him alone and saved at once (where enquiry notifications go): never in the content document. */
  private?: true | undefined;
  /** The input's autocomplete token. */
  autoComplete?: string;
};

/** Describes one setting; `shipped` must be a value of its kind. */
export const setting = <const Name extends SettingKindName, Value, const Private extends true | undefined = undefined>(
  kind: SettingKind<Name, Value>,
  options: { group: SettingsGroup; shipped: NoInfer<Value>; sample: boolean; private?: Private; autoComplete?: string },
): SettingSpec<Name, Value> & { private: Private } => ({ ...kind, ...options, private: options.private as Private });

export type SettingsDescription = Record<string, SettingSpec>;
export const defineSettings = <const D extends SettingsDescription>(description: D): D => description;
