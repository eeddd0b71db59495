import { z } from "zod";
import { idGuard } from "../catalogue/catalogue";
import { isSocialNetwork, type SocialNetwork } from "../catalogue/social-networks";
import { settingsDescription } from "./settings-fields";
import { isSettingsError, type SettingsError } from "./settings-kit";
import { geoPoint, type GeoPoint } from "./business-place";

export { enquiryRetention, normalizePhone, normalizeProfileLink, type SettingsError } from "./settings-kit";

/**
 * The owner's settings as the studio edits them, all derived from their
 * description (`settings-fields.ts`, ADR 028): one schema for the form's
 * instant feedback and the server's truth.
 */
type Description = typeof settingsDescription;
export type SettingsField = keyof Description & string;
export type SettingsValues = { -readonly [K in SettingsField]: Description[K]["shipped"] };
/** Every setting, in the screen's order. */
export const settingsFields = Object.keys(settingsDescription) as SettingsField[];

export const isSettingsField = idGuard(settingsFields);

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
 * Settings as an older version wrote them (an export), in today's shape: the
 * five profile fields become the ordered list (empty ones left out), and a
 * field that did not exist then takes `current`'s value (what the site holds
 * now), so an older export changes nothing it did not know about.
 */
export function upgradeSettingsInput(input: unknown, current: SettingsValues): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const raw = { ...(input as Record<string, unknown>) };
  const legacy = legacyProfileFields.filter((network) => network in raw);
  if (legacy.length > 0 && !("profiles" in raw))
    raw.profiles = legacy.flatMap((network) => {
      const url = raw[network];
      delete raw[network];
      return typeof url === "string" && url.trim() !== "" ? [{ network, url }] : [];
    });
  return withEveryField(raw, current);
}

/** Every field's schema, from its kind. */
export const settingsSchema = z.strictObject(
  Object.fromEntries(settingsFields.map((field) => [field, settingsDescription[field].schema])) as {
    [K in SettingsField]: Description[K]["schema"];
  },
);

/** The settings only he sees (where enquiry notifications go): never in the content document. */
const privateFields = settingsFields.filter((field) => settingsDescription[field].private);
type PrivateField = { [K in SettingsField]: Description[K]["private"] extends true ? K : never }[SettingsField];
/** The settings visitors see, in the screen's order. */
const publicSettingsFields = settingsFields.filter((field): field is Exclude<SettingsField, PrivateField> => !privateFields.includes(field));

/**
 * The values a fresh install ships, and what settings stored before a field
 * existed get for it (ADR 053): each field's `shipped`.
 */
export const shippedSettings = (): SettingsValues =>
  structuredClone(Object.fromEntries(settingsFields.map((field) => [field, settingsDescription[field].shipped]))) as SettingsValues;

/** The fields a fresh install marks as sample: each `sample` field, and each shipped profile link by its network. */
export const shippedSampleFields = (): SampleField[] => [
  ...settingsFields.filter((field) => settingsDescription[field].sample),
  ...settingsDescription.profiles.shipped.map((profile) => profileSampleField(profile.network)),
];

/**
 * Stored settings (the database's row, a revision's or an export's) in
 * today's shape: a field stored before it existed takes `fill`'s value (the
 * shipped public one, or for an import the site's current one, so an older file
 * changes nothing it did not know about). The one place every new field
 * passes through; anything that is not an object is returned as it is.
 */
export function withEveryField<T>(stored: T, fill?: Partial<SettingsValues>): T {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return stored;
  const fields: readonly SettingsField[] = fill ? settingsFields.filter((field) => field in fill) : publicSettingsFields;
  const missing = fields.filter((field) => !Object.hasOwn(stored, field));
  // Read on every page (the settings row): nothing is copied unless a field is missing.
  if (missing.length === 0) return stored;
  const from = fill ?? shippedSettings();
  return { ...Object.fromEntries(missing.map((field) => [field, structuredClone(from[field])])), ...stored };
}

/**
 * The sample fields stored public values lack (added since they were saved): a missing field holds the
 * shipped value. The private ones are stored apart.
 */
export const missingSampleFields = (stored: object): SampleField[] =>
  publicSettingsFields.filter((field) => settingsDescription[field].sample && !Object.hasOwn(stored, field));

/**
 * The settings visitors see: everything but the enquiry notification address.
 * They travel in the content document (draft, revisions, export), so they are
 * previewed, published and restored with the pages (ADR 040).
 */
export const publicSettingsSchema = settingsSchema.omit(
  Object.fromEntries(privateFields.map((field) => [field, true])) as Record<PrivateField, true>,
);
export type PublicSettingsValues = Omit<SettingsValues, PrivateField>;
/** The public part of a whole set of settings. */
export function publicPart(values: PublicSettingsValues): PublicSettingsValues {
  return Object.fromEntries(publicSettingsFields.map((field) => [field, values[field]])) as PublicSettingsValues;
}

/** The settings a page reads differently from how they are stored: the paired texts as pairs, the place as a point. */
type Shaped =
  | "ownerNameAr"
  | "ownerNameEn"
  | "shortNameAr"
  | "shortNameEn"
  | "addressStreetAr"
  | "addressStreetEn"
  | "addressCityAr"
  | "addressCityEn"
  | "addressPostalCode"
  | "addressCountry"
  | "geo";

/**
 * The owner's public details, as the header, footer, contact section,
 * assistant and structured data read them: every public setting
 * (settings-fields.ts) as stored (the profiles in his order, the hours in
 * Baghdad time, how long enquiries are kept), but these.
 */
export type SiteSettings = Omit<PublicSettingsValues, Shaped> & {
  ownerName: { ar: string; en: string };
  shortName: { ar: string; en: string };
  /** An empty street or postal code is not shown; the country is an ISO code. */
  address: { street: { ar: string; en: string }; city: { ar: string; en: string }; postalCode: string; country: string };
  geo: GeoPoint | null;
  isSample: boolean;
};

/**
 * The public details from the settings' values (a row, or a draft's settings in the owner's preview):
 * the paired texts as pairs, the place as a point, every other field (one added later too) as it is.
 */
export function siteSettingsOf(values: PublicSettingsValues, isSample: boolean): SiteSettings {
  // Only the public fields: a draft's settings or a row could carry another, which no page may show.
  const {
    ownerNameAr,
    ownerNameEn,
    shortNameAr,
    shortNameEn,
    addressStreetAr,
    addressStreetEn,
    addressCityAr,
    addressCityEn,
    addressPostalCode: postalCode,
    addressCountry: country,
    geo,
    profiles,
    ...rest
  } = publicPart(values);
  return {
    ...rest,
    ownerName: { ar: ownerNameAr, en: ownerNameEn },
    shortName: { ar: shortNameAr, en: shortNameEn },
    profiles: profiles.filter((profile) => isSocialNetwork(profile.network) && profile.url),
    address: {
      street: { ar: addressStreetAr, en: addressStreetEn },
      city: { ar: addressCityAr, en: addressCityEn },
      postalCode,
      country,
    },
    geo: geoPoint(geo),
    isSample,
  };
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
