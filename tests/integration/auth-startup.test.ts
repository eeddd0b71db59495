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

describe("the first owner in production", () => {
  const production = (dir: string) => ({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    APP_SECRET: "p".repeat(40),
    JWT_SECRET: "q".repeat(40),
    DATA_DIR: dir,
  });

  /** What the sign-in page's loader says about the code. */
  async function setupCodeAsked(server: AuthServer) {
    const html = await (await fetch(`${server.url}/wp-admin/1986`)).text();
    const flag = /needsSetupCode\\?",(true|false)/.exec(html)?.[1];
    if (!flag) throw new Error("no needsSetupCode in the page's loader data");
    return flag === "true";
  }

  /** The setup code from the server's JSON log lines. */
  function setupCodeIn(output: string): string | undefined {
    for (const line of output.split("\n")) {
      if (!line.startsWith("{")) continue;
      const entry = JSON.parse(line) as { setupCode?: string; msg?: string };
      if (entry.setupCode) {
        expect(entry.msg).toContain("owner setup code");
        return entry.setupCode;
      }
    }
    return undefined;
  }

  it("creating the first account needs the one-time code from the server log; it works once", async () => {
    const dir = dataDir();
    const server = await start(production(dir));
    const code = setupCodeIn(server.output());
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect((await call(server, "GET", "/settings")).json).toMatchObject({ needs_owner: true, needs_setup_code: true });
    // The sign-up page is told to ask for it (its loader data; the form itself renders in the browser).
    expect(await setupCodeAsked(server)).toBe(true);

    // Whoever comes first without the code does not become the owner.
    for (const data of [undefined, {}, { setup_code: "" }, { setup_code: "AAAAA-AAAAA-AAAAA" }, { setup_code: 12345 }]) {
      const { data: answer, error } = await authClient(server).signUp({
        email: "stranger@example.org",
        password: "a fine password",
        options: { data },
      });
      expect(error, JSON.stringify(data)).toMatchObject({ status: 403, code: "setup_code_invalid" });
      expect(answer.session).toBeNull();
    }
    expect((await call(server, "GET", "/settings")).json).toMatchObject({ needs_owner: true });

    // The owner types it as it is printed, or in lower case without dashes.
    const owner = await authClient(server).signUp({
      email: "owner@studio.example",
      password: "the owner's password",
      options: { data: { setup_code: code!.toLowerCase().replace(/-/g, " "), full_name: "Owner" } },
    });
    expect(owner.error).toBeNull();
    expect(owner.data.session?.access_token).toBeTruthy();
    // The code is not kept with the account.
    expect(owner.data.user?.user_metadata).toMatchObject({ full_name: "Owner" });
    expect(owner.data.user?.user_metadata).not.toHaveProperty("setup_code");
    expect((await call(server, "GET", "/settings")).json).toMatchObject({ needs_owner: false, needs_setup_code: false });
    expect(await setupCodeAsked(server)).toBe(false);

    // Once: the same code makes no second account.
    const second = await authClient(server).signUp({
      email: "second@example.org",
      password: "a fine password",
      options: { data: { setup_code: code } },
    });
    expect(second.error).toMatchObject({ code: "signup_disabled" });
    await stop(server);

    // Once the owner exists, a restart prints no code.
    const again = await start(production(dir));
    expect(setupCodeIn(again.output())).toBeUndefined();
    expect((await authClient(again).signInWithPassword({ email: "owner@studio.example", password: "the owner's password" })).error).toBeNull();
    await stop(again);
  });

  it("development and test stay as they were: the first sign-up needs no code", async () => {
    const server = await start({ DATA_DIR: dataDir() });
    expect((await call(server, "GET", "/settings")).json).toMatchObject({ needs_owner: true, needs_setup_code: false });
    expect(setupCodeIn(server.output())).toBeUndefined();
    const owner = await authClient(server).signUp({ email: "owner@studio.example", password: "the owner's password" });
    expect(owner.error).toBeNull();
    await stop(server);
  });
});
