import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { count, sql } from "drizzle-orm";
import { siteSettings } from "./schema";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./database";
import { createSettingsService, sampleSettings, seedSettings } from "../settings/site-settings";
import { shippedSettings } from "#core/settings/settings-schema";
import { migratingDatabase, createTestPostgresDatabase } from "../../tests/support/test-databases";

const migrationsDir = path.resolve(import.meta.dirname, "../../drizzle");

type Backend = { name: string; open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> };

const backends: Backend[] = [
  {
    name: "PGlite (in memory)",
    async open() {
      const handle = await openDatabase({ migrationsDir });
      return { handle, cleanup: async () => {} };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const adminUrl = inject("postgresUrl");
      if (!adminUrl) throw new Error(inject("postgresError"));
      const database = await createTestPostgresDatabase(adminUrl);
      const handle = await openDatabase({ databaseUrl: database.url, migrationsDir });
      return { handle, cleanup: database.drop };
    },
  },
];

describe.each(backends)("database on $name", migratingDatabase, (backend) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  async function open() {
    const opened = await backend.open();
    cleanup = async () => {
      await opened.handle.close();
      await opened.cleanup();
    };
    return opened.handle;
  }

  it("reads a setting added after the row was saved as its shipped value, still sample, until he saves his own", async () => {
    const { db } = await open();
    await seedSettings(db);
    // His row as an older version saved it: every sample replaced, and no opening hours yet.
    await db.execute(sql`update site_settings set values = values - 'hours', sample_fields = '[]'::jsonb where id = 1`);
    const settings = createSettingsService(db);
    expect((await settings.get()).hours).toEqual(shippedSettings().hours);
    const studio = await settings.studio();
    expect(studio.sampleFields).toEqual(["hours"]);
    expect((await settings.get()).isSample).toBe(true);

    const closedFriday = shippedSettings().hours.map((day) =>
      day.day === "friday" ? day : { ...day, periods: [{ opens: "10:00", closes: "18:00" }] },
    );
    const saved = await settings.save({ ...studio.values, hours: closedFriday });
    expect(saved.changed).toEqual(["hours"]);
    expect(saved.settings.sampleFields).toEqual([]);
    const [row] = await db.select({ values: siteSettings.values }).from(siteSettings);
    expect(row!.values.hours).toEqual(closedFriday);
  });

  it("applies the committed migrations and seeds the sample settings once", async () => {
    const { db } = await open();
    await seedSettings(db);
    const settings = createSettingsService(db);
    const first = await settings.get();
    expect(first.ownerName.en).toBe(sampleSettings.values.ownerNameEn);
    expect(first.ownerName.ar).toBe(sampleSettings.values.ownerNameAr);
    expect(first.isSample).toBe(true);

    // Every field the fresh install ships as a sample is tracked as one (the count follows the catalogue of settings).
    expect(new Set((await settings.studio()).sampleFields)).toEqual(new Set(sampleSettings.sampleFields));

    // An owner's edit survives the seed that runs on every start; only the changed fields stop being sample.
    const current = (await settings.studio()).values;
    const saved = await settings.save({ ...current, ownerNameEn: "Owner Name", phone: "+9647801234567" });
    expect(saved.changed).toEqual(["ownerNameEn", "phone"]);
    expect(saved.settings.sampleFields).not.toContain("phone");
    expect(saved.settings.sampleFields).toContain("email");
    expect((await settings.get()).isSample).toBe(true);
    expect(await settings.names()).toEqual([
      { ar: sampleSettings.values.ownerNameAr, en: "Owner Name" },
      { ar: sampleSettings.values.ownerNameAr, en: sampleSettings.values.ownerNameEn },
    ]);
    await seedSettings(db);
    const again = await createSettingsService(db).get();
    expect(again.ownerName.en).toBe("Owner Name");
    expect(again.phone).toBe("+9647801234567");
  });

  it("keeps a single settings row", async () => {
    const { db } = await open();
    await seedSettings(db);
    await expect(
      db.execute(
        sql`insert into site_settings (id, owner_name_ar, owner_name_en, short_name_ar, short_name_en, phone, whatsapp, email) values (2, 'a', 'b', 'c', 'd', 'e', 'f', 'g')`,
      ),
    ).rejects.toThrow();
  });
});

describe("PostgreSQL reopened", migratingDatabase, () => {
  it("re-running the migrations on start changes nothing", async () => {
    const adminUrl = inject("postgresUrl");
    if (!adminUrl) throw new Error(inject("postgresError"));
    const database = await createTestPostgresDatabase(adminUrl);
    try {
      const first = await openDatabase({ databaseUrl: database.url, migrationsDir });
      await seedSettings(first.db);
      await first.close();
      const second = await openDatabase({ databaseUrl: database.url, migrationsDir });
      await seedSettings(second.db);
      const [row] = await second.db.select({ n: count() }).from(siteSettings);
      expect(row?.n).toBe(1);
      await second.close();
    } finally {
      await database.drop();
    }
  });
});

describe("PostgreSQL opened by several instances at once", migratingDatabase, () => {
  it("applies the migrations once: the others wait for it instead of failing on half-made tables", async () => {
    const adminUrl = inject("postgresUrl");
    if (!adminUrl) throw new Error(inject("postgresError"));
    const database = await createTestPostgresDatabase(adminUrl);
    try {
      // What `systemctl enable --now site@3001 site@3002` does to a fresh database.
      const opened = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url, migrationsDir })));
      const [row] = await opened[0]!.db.select({ n: count() }).from(siteSettings);
      expect(row?.n).toBe(0);
      await Promise.all(opened.map((handle) => handle.close()));
    } finally {
      await database.drop();
    }
  });
});

describe("PGlite on disk", migratingDatabase, () => {
  it("creates missing directories and keeps data across restarts", async () => {
    const base = mkdtempSync(path.join(tmpdir(), "pglite-test-"));
    const dir = path.join(base, "nested", "pglite");
    try {
      const first = await openDatabase({ pgliteDir: dir, migrationsDir });
      await seedSettings(first.db);
      const service = createSettingsService(first.db);
      await service.save({ ...(await service.studio()).values, shortNameEn: "Kept" });
      await first.close();
      const second = await openDatabase({ pgliteDir: dir, migrationsDir });
      expect((await createSettingsService(second.db).get()).shortName.en).toBe("Kept");
      await second.close();
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
