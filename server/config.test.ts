import { describe, expect, it } from "vitest";
import { ConfigError, leanByDefault, parseConfig } from "./config";

describe("configuration", () => {
  it("has working defaults for a fresh clone", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: "development",
      isProduction: false,
      port: 3000,
      host: "127.0.0.1",
      dataDir: "./data",
      databaseUrl: undefined,
      siteUrl: "http://localhost:3000",
    });
  });

  it("listens on all interfaces in production and trims the site URL", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      PORT: "8080",
      SITE_URL: "https://example.com/",
      APP_SECRET: "x".repeat(32),
      JWT_SECRET: "y".repeat(32),
    });
    expect(config.host).toBe("0.0.0.0");
    expect(config.port).toBe(8080);
    expect(config.siteUrl).toBe("https://example.com");
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ SITE_URL: "ftp://example.com" }, "SITE_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ NODE_ENV: "production" }, "APP_SECRET"],
    [{ NODE_ENV: "production", APP_SECRET: "x".repeat(32), JWT_SECRET: "y".repeat(32), OUTBOUND_ALLOW_LOOPBACK: "true" }, "OUTBOUND_ALLOW_LOOPBACK"],
    [{ NODE_ENV: "production", APP_SECRET: "x".repeat(32) }, "JWT_SECRET"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ JWT_EXPIRY: "5" }, "JWT_EXPIRY"],
    [{ ADMIN_EMAILS: "owner@example.com, not-an-address" }, "ADMIN_EMAILS"],
    [{ AUTH_REDIRECT_ALLOW_LIST: "javascript:alert(1)" }, "AUTH_REDIRECT_ALLOW_LIST"],
    [{ AUTH_RATE_LIMIT_MULTIPLIER: "-1" }, "AUTH_RATE_LIMIT_MULTIPLIER"],
    [{ APP_SECRET: "short" }, "APP_SECRET"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ CONTACT_RATE_LIMIT: "-1" }, "CONTACT_RATE_LIMIT"],
  ])("refuses %j with a message naming %s", (env, name) => {
    let error: unknown;
    try {
      parseConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });

  it("reads the sign-in settings", () => {
    expect(parseConfig({}).auth).toEqual({
      jwtSecret: undefined,
      jwtExpirySeconds: 3600,
      refreshReuseIntervalSeconds: 10,
      otpExpirySeconds: 3600,
      passwordMinLength: 8,
      adminEmails: [],
      redirectAllowList: [],
      rateLimitMultiplier: 1,
      requireSetupCode: false,
    });
    const config = parseConfig({
      ADMIN_EMAILS: " Owner@Example.com,,assistant@example.com ",
      AUTH_REDIRECT_ALLOW_LIST: "https://preview.example.com/admin, http://localhost:5173",
      AUTH_RATE_LIMIT_MULTIPLIER: "0",
    });
    expect(config.auth.adminEmails).toEqual(["owner@example.com", "assistant@example.com"]);
    expect(config.auth.redirectAllowList).toEqual(["https://preview.example.com", "http://localhost:5173"]);
    expect(config.auth.rateLimitMultiplier).toBe(0);
  });

  it("saves the embedded database's memory on a server under 2 GB, or as PGLITE_LEAN says", () => {
    expect(leanByDefault(1024 ** 3)).toBe(true);
    expect(leanByDefault(1.9 * 1024 ** 3)).toBe(true);
    expect(leanByDefault(2 * 1024 ** 3)).toBe(false);
    expect(parseConfig({ PGLITE_LEAN: "true" }).pgliteLean).toBe(true);
    expect(parseConfig({ PGLITE_LEAN: "0" }).pgliteLean).toBe(false);
    expect(() => parseConfig({ PGLITE_LEAN: "maybe" })).toThrow(ConfigError);
  });

  it("accepts a PostgreSQL URL", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/site" }).databaseUrl).toBe("postgres://u:p@127.0.0.1:5432/site");
  });
});
