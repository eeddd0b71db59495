import { eq } from "drizzle-orm";
import type { SiteSettings } from "#core/settings/site-settings";
import {
  isSampleField,
  missingSampleFields,
  parseSettings,
  siteSettingsOf,
  profileSampleField,
  publicPart,
  publicSettingsSchema,
  settingsFields,
  shippedSampleFields,
  shippedSettings,
  withEveryField,
  type SampleField,
  type PublicSettingsValues,
  type SettingsValues,
  type StudioSettings,
} from "#core/settings/settings-schema";
import { socialNetworkIds, type SocialNetwork } from "#core/catalogue/social-networks";
import type { Database, DbOrTx } from "../db/database";
import { siteSettings, type SiteSettingsRow } from "../db/schema";

/**
 * The row a fresh install starts with: every field's shipped value
 * (settings-fields.ts), each sample one listed in sample_fields until the
 * owner replaces it in the studio.
 */
export const sampleSettings = {
  id: 1,
  values: publicPart(shippedSettings()),
  notifyEmail: null,
  sampleFields: shippedSampleFields(),
} satisfies typeof siteSettings.$inferInsert;

/** The public settings a fresh install ships: the value a document stored before a setting existed gets for it (ADR 053). */
export function shippedPublicSettings(): PublicSettingsValues {
  return publicPart(shippedSettings());
}

/** A row's public values, a field stored before it existed read as its shipped value. */
const publicValues = (row: SiteSettingsRow): PublicSettingsValues => publicPart(withEveryField(row.values) as PublicSettingsValues);

export function toSiteSettings(row: SiteSettingsRow): SiteSettings {
  return siteSettingsOf(publicValues(row), sampleFieldsOf(row).length > 0);
}

/** The row's sample marks, and those of the sample fields added since it was saved (they hold the shipped value). */
const sampleFieldsOf = (row: SiteSettingsRow): SampleField[] => [
  ...new Set([...row.sampleFields.filter(isSampleField), ...missingSampleFields(row.values)]),
];

function toStudio(row: SiteSettingsRow): StudioSettings {
  const values = publicValues(row);
  return { values: { ...values, notifyEmail: row.notifyEmail ?? values.email }, sampleFields: sampleFieldsOf(row) };
}

/**
 * What a save changes, as the sample notice counts it: each field whose value
 * differs (the list of profiles as a whole when anything in it differs, its
 * order included), and each network whose link differs or is gone.
 */
export function changedSettings(before: SettingsValues, after: SettingsValues): SampleField[] {
  const changed: SampleField[] = settingsFields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  const linkOf = (values: SettingsValues, network: SocialNetwork) => values.profiles.find((profile) => profile.network === network)?.url;
  for (const network of socialNetworkIds) if (linkOf(before, network) !== linkOf(after, network)) changed.push(profileSampleField(network));
  return changed;
}

export type SettingsService = {
  /** The public details, read on every page (cached until they change). */
  get: () => Promise<SiteSettings>;
  /**
   * When the settings last changed (ms): part of the page cache's version.
   * Asks the database at most once per `recheckMs`, so a change saved by
   * another instance shows here within that time.
   */
  version: () => Promise<number>;
  /** Where enquiry notifications go. */
  notifyAddress: () => Promise<string>;
  /** The current and every earlier owner name (old about-page addresses are built from each). */
  names: () => Promise<{ ar: string; en: string }[]>;
  /** The published settings, the notification address and the fields visitors still see as sample. */
  studio: () => Promise<StudioSettings>;
  /** A draft's settings as the owner's preview shows them (ADR 040). */
  preview: (values: PublicSettingsValues) => Promise<SiteSettings>;
  /** The details a content view shows: his draft's in his preview, the published ones otherwise (ADR 040). */
  shownWith: (view: { preview: boolean; document: { settings?: PublicSettingsValues | undefined } }) => Promise<SiteSettings>;
  /**
   * Writes validated values straight to the published settings; a changed field
   * is no longer sample, a changed name is remembered. The studio saves only the
   * notification address this way: the rest are published with the content.
   */
  save: (values: SettingsValues) => Promise<{ settings: StudioSettings; changed: SampleField[] }>;
  /** Sets where enquiry notifications go, at once (mail depends on it). */
  saveNotifyEmail: (address: string) => Promise<boolean>;
  /** Drops this process's copy (after a publish wrote the settings). */
  invalidate: () => void;
};

/**
 * The published settings visitors see, normalised as the schema stores them
 * (a document from before ADR 040 has none: these stand in for them).
 */
export async function readPublicSettings(tx: DbOrTx): Promise<PublicSettingsValues> {
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error("site_settings has no row; the seed did not run");
  const values = publicPart(toStudio(row).values);
  const parsed = publicSettingsSchema.safeParse(values);
  return parsed.success ? parsed.data : values;
}

/**
 * Writes settings to the row visitors' pages read, in the caller's
 * transaction: a changed field stops being sample, a changed name joins the
 * earlier ones. Returns the fields that changed.
 */
export async function writeSettings(
  tx: DbOrTx,
  values: PublicSettingsValues & { notifyEmail?: string },
): Promise<{ row: SiteSettingsRow; changed: SampleField[] }> {
  const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
  if (!current) throw new Error("site_settings has no row; the seed did not run");
  // Compared as the form saves them (normalised): the shipped "+964 770 000 0000" saved back unchanged is no change.
  const stored = toStudio(current).values;
  const parsed = parseSettings(stored);
  const before = parsed.ok ? parsed.values : stored;
  const full = { ...values, notifyEmail: values.notifyEmail ?? stored.notifyEmail };
  const incoming = parseSettings(full);
  const after = incoming.ok ? incoming.values : full;
  const changedFields = changedSettings(before, after);
  // Nothing changed: nothing is written, no field stops being sample, visitors' pages stay as they are.
  if (changedFields.length === 0) return { row: current, changed: changedFields };
  const renamed = changedFields.includes("ownerNameAr") || changedFields.includes("ownerNameEn");
  const previousNames = renamed
    ? [{ ar: stored.ownerNameAr, en: stored.ownerNameEn }, ...current.previousNames].filter(
        (name, index, all) =>
          !(name.ar === values.ownerNameAr && name.en === values.ownerNameEn) &&
          all.findIndex((other) => other.ar === name.ar && other.en === name.en) === index,
      )
    : current.previousNames;
  // The notification address is stored as given only when it differs from the public email (null follows the email).
  const notifyEmail = values.notifyEmail === undefined ? current.notifyEmail : values.notifyEmail;
  const [updated] = await tx
    .update(siteSettings)
    .set({
      values: publicPart(values),
      notifyEmail,
      sampleFields: sampleFieldsOf(current).filter((field) => !changedFields.includes(field)),
      previousNames,
      updatedAt: new Date(),
    })
    .where(eq(siteSettings.id, 1))
    .returning();
  return { row: updated!, changed: changedFields };
}

/** Inserts the sample row once; an existing row is never touched. */
export async function seedSettings(db: Database): Promise<void> {
  await db.insert(siteSettings).values(sampleSettings).onConflictDoNothing();
}

export type SettingsServiceOptions = {
  /** How often `version` asks the database whether another instance saved. */
  recheckMs?: number;
  /** Awaited after a save that changed what visitors see, before it returns (the page cache re-renders there). */
  onVisibleChange?: () => Promise<void>;
};

export function createSettingsService(db: Database, options: SettingsServiceOptions = {}): SettingsService {
  const recheckMs = options.recheckMs ?? 1000;
  const announce = options.onVisibleChange ?? (async () => undefined);
  let checkedAt = Date.now();
  let cached: Promise<SiteSettingsRow> | undefined;
  const load = async () => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    if (!row) throw new Error("site_settings has no row; the seed did not run");
    return row;
  };
  const row = () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
  const service: SettingsService = {
    get: async () => toSiteSettings(await row()),
    async version() {
      if (cached && Date.now() - checkedAt >= recheckMs) {
        checkedAt = Date.now();
        const [latest] = await db.select({ updatedAt: siteSettings.updatedAt }).from(siteSettings).where(eq(siteSettings.id, 1));
        const shown = await cached.catch(() => undefined);
        if (latest && shown && latest.updatedAt.getTime() !== shown.updatedAt.getTime()) cached = undefined;
      }
      return (await row()).updatedAt.getTime();
    },
    notifyAddress: async () => {
      const current = await row();
      return current.notifyEmail ?? publicValues(current).email;
    },
    names: async () => {
      const current = await row();
      const { ownerNameAr: ar, ownerNameEn: en } = publicValues(current);
      return [{ ar, en }, ...current.previousNames];
    },
    studio: async () => toStudio(await row()),
    async preview(values) {
      return siteSettingsOf(withEveryField(values), sampleFieldsOf(await row()).length > 0);
    },
    shownWith: (view) => (view.preview && view.document.settings ? service.preview(view.document.settings) : service.get()),
    async save(values) {
      const { row: saved, changed } = await db.transaction((tx) => writeSettings(tx, values));
      // The row just written is the new cache: the next page render shows it without reading it back.
      cached = Promise.resolve(saved);
      if (changed.length > 0) await announce();
      return { settings: toStudio(saved), changed };
    },
    async saveNotifyEmail(address) {
      const current = await row();
      if ((current.notifyEmail ?? publicValues(current).email) === address) return false;
      // Immediate, so no longer sample at once: the mail goes there now.
      const [saved] = await db
        .update(siteSettings)
        .set({ notifyEmail: address, sampleFields: sampleFieldsOf(current).filter((field) => field !== "notifyEmail"), updatedAt: new Date() })
        .where(eq(siteSettings.id, 1))
        .returning();
      cached = Promise.resolve(saved!);
      // The page cache's version follows updated_at: its re-render is done here, not left running into a publish that follows.
      await announce();
      return true;
    },
    invalidate() {
      cached = undefined;
    },
  };
  return service;
}
