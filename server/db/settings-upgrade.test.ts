import path from "node:path";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseOptions } from "./database";
import { createSettingsService } from "../settings/site-settings";
import { migratingDatabase, createTestPostgresDatabase } from "../../tests/support/test-databases";

const migrationsDir = path.resolve(import.meta.dirname, "../../drizzle");

/** The migrations as they stood before the profile links became a list (up to 0012). */
function migrationsBeforeLists(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-0012-"));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 12);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Place = { name: string; options: () => Promise<Omit<DatabaseOptions, "migrationsDir">> };
const places: Place[] = [
  {
    name: "PGlite",
    async options() {
      const dir = mkdtempSync(path.join(tmpdir(), "pglite-upgrade-"));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return { pgliteDir: dir };
    },
  },
  {
    name: "PostgreSQL",
    async options() {
      const adminUrl = inject("postgresUrl");
      if (!adminUrl) throw new Error(inject("postgresError"));
      const database = await createTestPostgresDatabase(adminUrl);
      cleanups.push(database.drop);
      return { databaseUrl: database.url };
    },
  },
];

describe.each(places)("settings stored before the profile links were a list ($name)", migratingDatabase, (place) => {
  it("load with the owner's five links in the order the site showed them, his sample marks kept per link, and no address or hours shown", async () => {
    const options = await place.options();
    const old = migrationsBeforeLists();
    cleanups.push(() => rmSync(old, { recursive: true, force: true }));
    const before = await openDatabase({ ...options, migrationsDir: old });
    await before.db.execute(sql`
      insert into site_settings (id, owner_name_ar, owner_name_en, short_name_ar, short_name_en, phone, whatsapp, email, telegram, facebook, instagram, linkedin, youtube, sample_fields)
      values (1, 'سارة كريم', 'Sara Kareem', 'سارة', 'Sara', '+9647812345678', '+9647812345679', 'hello@sara.example',
              'https://t.me/sara', 'https://www.facebook.com/sara', '', 'https://www.linkedin.com/in/sara', 'https://www.youtube.com/@example',
              '["email", "youtube"]'::jsonb)`);
    await before.close();

    const after = await openDatabase({ ...options, migrationsDir });
    cleanups.push(after.close);
    const settings = createSettingsService(after.db);
    const shown = await settings.get();
    expect(shown.profiles).toEqual([
      { network: "telegram", url: "https://t.me/sara" },
      { network: "facebook", url: "https://www.facebook.com/sara" },
      { network: "linkedin", url: "https://www.linkedin.com/in/sara" },
      { network: "youtube", url: "https://www.youtube.com/@example" },
    ]);
    expect(shown.address).toEqual({ street: { ar: "", en: "" }, city: { ar: "بغداد", en: "Baghdad" }, postalCode: "", country: "IQ" });
    expect(shown.hours).toEqual([]);
    expect(shown.mapLink).toBe("");
    expect(shown.geo).toBeNull();
    const studio = await settings.studio();
    expect(studio.sampleFields).toEqual(["email", "profile-youtube"]);
    expect(studio.values.ownerNameEn).toBe("Sara Kareem");

    // The upgraded values are valid as they stand: saving them back changes nothing.
    expect((await settings.save(studio.values)).changed).toEqual([]);
  });
});
