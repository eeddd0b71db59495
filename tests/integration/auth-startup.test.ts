import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestPostgresDatabase } from "../support/test-databases";
import { rootDir, startServer } from "../setup/server";
import { authClient, call, startAuthServer, type AuthServer } from "./auth-helpers";

// Secrets, the production guard and `npm run admin:create`, on the embedded database.

const dirs: string[] = [];
const servers: AuthServer[] = [];
const drops: (() => Promise<void>)[] = [];

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "auth-start-"));
  dirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>) {
  const server = await startAuthServer(env);
  servers.push(server);
  return server;
}

async function stop(server: AuthServer) {
  expect(await server.stop()).toBe(0);
  servers.splice(servers.indexOf(server), 1);
}

function adminCreate(dir: string, args: string[], input?: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["scripts/admin-create.ts", ...args], {
      cwd: rootDir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", DATA_DIR: dir },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(input ?? "");
    child.once("exit", (code) => resolve({ code, output }));
  });
}

afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

describe("secrets", () => {
  it("in production, a missing JWT_SECRET stops the start with a message naming it", async () => {
    const failed = await startServer({ NODE_ENV: "production", APP_SECRET: "a".repeat(40), DATA_DIR: dataDir() }).catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toContain("JWT_SECRET: required in production");
  });

  it("in development, JWT_SECRET is generated once into DATA_DIR, next to the older secrets, and the anon key survives a restart", async () => {
    const dir = dataDir();
    const appSecret = "an-app-secret-from-an-older-version-000000";
    writeFileSync(path.join(dir, "secrets.json"), JSON.stringify({ appSecret }));
    // PostgreSQL only to start quickly: the secrets live in DATA_DIR either way.
    const adminUrl = inject("postgresUrl");
    if (!adminUrl) throw new Error(inject("postgresError"));
    const database = await createTestPostgresDatabase(adminUrl);
    drops.push(database.drop);
    const first = await start({ DATA_DIR: dir, DATABASE_URL: database.url });
    const secrets = JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")) as Record<string, string>;
    expect(secrets.appSecret).toBe(appSecret);
    expect(secrets.jwtSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const anonKey = first.anonKey;
    await stop(first);
    const second = await start({ DATA_DIR: dir, DATABASE_URL: database.url, PORT: String(first.port), SITE_URL: first.siteUrl });
    expect(second.anonKey).toBe(anonKey);
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8"))).toEqual(secrets);
    await stop(second);
  });
});

describe("npm run admin:create", () => {
  it("creates the owner, refuses to touch a database the server has open, and resets the password", async () => {
    const dir = dataDir();
    const created = await adminCreate(dir, ["--email", "Owner@Studio.example", "--password", "from the command line"]);
    expect(created.output).toContain("Created the admin account owner@studio.example");
    expect(created.code).toBe(0);
    expect((await adminCreate(dir, ["--email", "owner@studio.example", "--password", "short"])).output).toContain(
      "Password should be at least 8 characters.",
    );

    const server = await start({ DATA_DIR: dir });
    expect((await call(server, "GET", "/settings")).json).toMatchObject({ needs_owner: false, disable_signup: true });
    const client = authClient(server);
    const signedIn = await client.signInWithPassword({ email: "owner@studio.example", password: "from the command line" });
    expect(signedIn.error).toBeNull();
    expect((await authClient(server).signUp({ email: "second@studio.example", password: "a fine password" })).error).toMatchObject({
      code: "signup_disabled",
    });

    // Two tabs refreshing at once, on the embedded database too.
    const token = signedIn.data.session!.refresh_token;
    const [a, b] = await Promise.all([
      authClient(server).refreshSession({ refresh_token: token }),
      authClient(server).refreshSession({ refresh_token: token }),
    ]);
    expect(a.error).toBeNull();
    expect(a.data.session!.refresh_token).toBe(b.data.session!.refresh_token);

    const locked = await adminCreate(dir, ["--email", "owner@studio.example", "--password", "a newer password"]);
    expect(locked.code).toBe(1);
    expect(locked.output).toContain("is in use: PGlite can be opened by one process only");
    expect(locked.output).toContain("Stop the server");
    await stop(server);

    const reset = await adminCreate(dir, ["--email", "owner@studio.example"], "a newer password\n");
    expect(reset.output).toContain("Reset the password of owner@studio.example");
    expect(reset.code).toBe(0);

    const again = await start({ DATA_DIR: dir });
    expect((await authClient(again).signInWithPassword({ email: "owner@studio.example", password: "from the command line" })).error).toMatchObject({
      code: "invalid_credentials",
    });
    expect((await authClient(again).signInWithPassword({ email: "owner@studio.example", password: "a newer password" })).error).toBeNull();
    // The reset signed out every session from before.
    expect(
      (await call(again, "POST", "/token?grant_type=refresh_token", { body: { refresh_token: a.data.session!.refresh_token } })).json.error_code,
    ).toBe("refresh_token_not_found");
    await stop(again);
  });
});
