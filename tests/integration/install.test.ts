import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import http from "node:http";
import type { LookupFunction } from "node:net";
import tls from "node:tls";
import { Agent, fetch as undiciFetch } from "undici";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rootDir } from "../setup/server";
import { freePort } from "../support/free-port";
import { standaloneNginxConfig } from "../support/nginx-deploy";
import { createTestPostgresDatabase } from "../support/test-databases";
import { authClient } from "./auth-helpers";

/**
 * The one-command install (issue 46, ADR 061), run for real against a throwaway root on this machine:
 * a release made by `npm run release`, Debian's Caddy getting its certificate from Debian's pebble (an
 * ACME test server on loopback that accepts every challenge), the site started from the unit the
 * installer wrote (systemd does not run here: the way the scale-out test starts services), HTTPS
 * answered with pebble's certificate, the setup code, the nightly backup and its restore, an upgrade,
 * an upgrade that fails its health check and goes back, an older release refused, a rollback, and
 * an uninstall that keeps the data.
 */
const domain = "site.example.iq";
const installer = path.join(rootDir, "deploy/install.sh");
let work: string;
let root: string;
let release: string;
const ports = { http: 0, https: 0, site: 0, acme: 0, acmeAdmin: 0, dns: 0, dnsAdmin: 0 };
let pebble: ChildProcess | undefined;
let dnsServer: ChildProcess | undefined;
/** This machine's address, as its domain's A record gives it (loopback is no visitor's way in). */
const machineIp = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
let caddy: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
/** Other servers a test started (stopped after all). */
const others: ChildProcess[] = [];
let instancesRoot: string | undefined;
let database: { url: string; drop: () => Promise<void> } | undefined;
let caddyLog = "";
let agent: Agent;
/** Where the test's service starter keeps a unit's process id and log (`run/<unit>.pid`, `.log` under the root). */
const sitePidFile = () => path.join(root, "run/site.service.pid");
const siteLog = () => path.join(root, "run/site.service.log");
const current = () => readlinkSync(path.join(root, "srv/site/current"));

/** Runs the installer as the README says, with the test's root, ports, certificate authority and service starter. */
function install(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; out: string; err: string }> {
  const child = spawn("bash", [installer, ...args], {
    env: {
      PATH: process.env.PATH ?? "",
      SITE_INSTALL_ROOT: root,
      SITE_INSTALL_USER: "root",
      SITE_INSTALL_HTTP_PORT: String(ports.http),
      SITE_INSTALL_HTTPS_PORT: String(ports.https),
      SITE_INSTALL_SITE_PORT: String(ports.site),
      SITE_INSTALL_ACME_CA: `https://127.0.0.1:${ports.acme}/dir`,
      SITE_INSTALL_ACME_CA_ROOT: path.join(work, "pebble/cert.pem"),
      SITE_INSTALL_CADDY_ADMIN: "off",
      SITE_INSTALL_SERVICE_CMD: path.join(work, "service.sh"),
      // The domain's records come from a DNS server on loopback (pebble-challtestsrv).
      SITE_INSTALL_DNS: `127.0.0.1:${ports.dns}`,
      // The installer unpacks beside the root (one file system: the release is moved, not copied).
      TMPDIR: path.join(work, "tmp"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.once("close", (status) => resolve({ status, out, err })));
}

/**
 * A copy of the release under another name, with some of its files changed: the release uncompressed once, and
 * each variant that tar with the changed files appended (unpacking, the later copy of a file wins). Repacking the
 * whole release for each would take most of this file's time.
 */
function variant(suffix: string, changes: Record<string, (text: string) => string> = {}): string {
  const top = path.basename(release, ".tar.gz");
  const plain = path.join(work, `${top}.tar`);
  if (!existsSync(plain)) expect(spawnSync("sh", ["-c", `gunzip -c "${release}" > "${plain}"`]).status).toBe(0);
  const renamed = (text: string) =>
    JSON.stringify({ ...(JSON.parse(text) as object), name: `${(JSON.parse(text) as { name: string }).name}-${suffix}` });
  const edits: Record<string, (text: string) => string> = {
    ...changes,
    "RELEASE.json": (text) => (changes["RELEASE.json"] ?? ((same) => same))(renamed(text)),
  };
  const files = Object.keys(edits).map((file) => `${top}/${file}`);
  const dir = path.join(work, `variant-${suffix}`);
  mkdirSync(dir);
  expect(spawnSync("tar", ["-C", dir, "-xf", plain, ...files]).status).toBe(0);
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(dir, top, file);
    writeFileSync(target, edit(readFileSync(target, "utf8")));
  }
  const archive = path.join(work, `site-${suffix}.tar`);
  copyFileSync(plain, archive);
  expect(spawnSync("tar", ["-C", dir, "-rf", archive, ...files]).status).toBe(0);
  rmSync(dir, { recursive: true, force: true });
  writeFileSync(`${archive}.sha256`, `${spawnSync("sha256sum", [archive], { encoding: "utf8" }).stdout.split(" ")[0]}  ${path.basename(archive)}\n`);
  return archive;
}

/** A self-signed certificate and its key, written to `cert` and `key` (pebble's own, a Cloudflare origin certificate). */
function selfSigned(cert: string, key: string, subject: string, altNames?: string) {
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", subject];
  const made = spawnSync("openssl", altNames ? [...args, "-addext", altNames] : args);
  expect(made.status).toBe(0);
}

/** Caddy's environment: its certificates and state in the test's folder, never the machine's. */
const caddyEnv = () => ({
  PATH: process.env.PATH ?? "",
  HOME: work,
  XDG_DATA_HOME: path.join(work, "caddy-data"),
  XDG_CONFIG_HOME: path.join(work, "caddy-config"),
});

/** Fetches through Caddy as a browser would: the domain resolved to this machine, pebble's root trusted. */
const viaHttps = (url: string, init: Parameters<typeof undiciFetch>[1] = {}) =>
  undiciFetch(url.replace(`https://${domain}/`, `https://${domain}:${ports.https}/`), { ...init, dispatcher: agent });
const auth = () =>
  authClient({ authUrl: `https://${domain}:${ports.https}/auth/v1`, anonKey: anonKey } as never, {
    fetch: ((input: string, init: RequestInit) => viaHttps(String(input), init as never)) as never,
  });
let anonKey = "";
const password = "the owner's long password";

/** Resolves once a child's output holds `ready` (it says so when it is up); fails after 30 s or when it exits first. */
function started(child: ChildProcess, collect: (chunk: string) => void, ready: string, what: string): Promise<void> {
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      collect(chunk.toString());
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`${what} exited (${code}):\n${output}`)));
  });
}

beforeAll(async () => {
  // In memory where the machine has it: unpacking a release's 29,000 files takes 2 s there, 15 s on this disk.
  work = mkdtempSync(path.join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "install-"));
  mkdirSync(path.join(work, "tmp"));
  root = path.join(work, "root");
  mkdirSync(root);
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();

  // The release, from the build the integration tests run on (a real release builds first).
  const made = spawnSync(process.execPath, ["scripts/release.ts", "--no-build", "--level", "1", "--out", path.join(work, "release")], {
    cwd: rootDir,
    encoding: "utf8",
  });
  expect(made.status, made.stderr).toBe(0);
  release = path.join(
    work,
    "release",
    readdirSync(path.join(work, "release")).find((name) => name.endsWith(".tar.gz"))!,
  );

  // pebble, with a certificate of its own for its API (Caddy is told to trust it).
  const pebbleDir = path.join(work, "pebble");
  mkdirSync(pebbleDir);
  const cert = path.join(pebbleDir, "cert.pem");
  const key = path.join(pebbleDir, "key.pem");
  selfSigned(cert, key, "/CN=127.0.0.1", "subjectAltName=IP:127.0.0.1");
  writeFileSync(
    path.join(pebbleDir, "config.json"),
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${ports.acme}`,
        managementListenAddress: `127.0.0.1:${ports.acmeAdmin}`,
        certificate: cert,
        privateKey: key,
        httpPort: ports.http,
        tlsPort: ports.https,
        ocspResponderURL: "",
        externalAccountBindingRequired: false,
      },
    }),
  );
  pebble = spawn("pebble", ["-config", path.join(pebbleDir, "config.json")], {
    env: { PATH: process.env.PATH ?? "", PEBBLE_VA_ALWAYS_VALID: "1", PEBBLE_VA_NOSLEEP: "1", PEBBLE_WFE_NONCEREJECT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await started(pebble, () => undefined, "Listening on", "pebble");

  // DNS: every name is this machine, but one that points elsewhere.
  if (!machineIp) throw new Error("this machine has no address but loopback");
  dnsServer = spawn(
    "pebble-challtestsrv",
    [
      "-dns01",
      `127.0.0.1:${ports.dns}`,
      "-http01",
      "",
      "-https01",
      "",
      "-tlsalpn01",
      "",
      "-management",
      `127.0.0.1:${ports.dnsAdmin}`,
      "-defaultIPv6",
      "",
    ],
    { env: { PATH: process.env.PATH ?? "" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  await started(dnsServer, () => undefined, "Starting management server", "the DNS server");
  for (const [host, address] of [
    [domain, machineIp],
    ["wrong.example.iq", "198.51.100.7"],
  ])
    expect(
      (await fetch(`http://127.0.0.1:${ports.dnsAdmin}/add-a`, { method: "POST", body: JSON.stringify({ host, addresses: [address] }) })).status,
    ).toBe(200);

  // Starts and stops the units the installer names, from the files it wrote, as systemd would (it does not run
  // here): a template's instance (site@3001.service) is put in for %i.
  const service = path.join(work, "service.sh");
  writeFileSync(
    service,
    `#!/usr/bin/env bash
set -euo pipefail
units="$SITE_INSTALL_ROOT/etc/systemd/system" run="$SITE_INSTALL_ROOT/run"
mkdir -p "$run"
action=$1; shift
for name in "$@"; do
  instance="" file="$units/$name"
  case "$name" in *@*.service) instance=\${name#*@}; instance=\${instance%.service}; file="$units/\${name%%@*}@.service" ;; esac
  field() { sed -n "s/^$1=//p" "$file" | sed "s/%i/$instance/g"; }
  case "$action" in
    start)
      # The one setting changed for this machine: no page rendered ahead at each start (production warms its cache).
      (set -a; . "$(field EnvironmentFile)"; export $(field Environment) PAGE_CACHE_WARM=false; set +a
       cd "$(field WorkingDirectory)"; nohup $(field ExecStart) >> "$run/$name.log" 2>&1 & echo $! > "$run/$name.pid") ;;
    stop)
      [ -f "$run/$name.pid" ] || continue
      pid=$(cat "$run/$name.pid"); kill "$pid" 2>/dev/null || true
      while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
      rm -f "$run/$name.pid" ;;
  esac
done
`,
  );
  chmodSync(service, 0o755);
}, 120_000);

afterAll(async () => {
  for (const child of [caddy, pebble, dnsServer, nginx, ...others]) child?.kill();
  if (instancesRoot && existsSync(path.join(instancesRoot, "run"))) {
    const units = readdirSync(path.join(instancesRoot, "run"))
      .filter((name) => name.endsWith(".pid"))
      .map((name) => name.replace(/\.pid$/, ""));
    spawnSync(path.join(work, "service.sh"), ["stop", ...units], { env: { ...process.env, SITE_INSTALL_ROOT: instancesRoot } });
  }
  await database?.drop();
  if (work && existsSync(sitePidFile()))
    spawnSync(path.join(work, "service.sh"), ["stop", "site.service"], { env: { ...process.env, SITE_INSTALL_ROOT: root } });
  await agent?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

// Each step builds on the one before: a failed step is not tried again on its own (the suite retries once elsewhere, ADR 050).
describe("the one-command install", { retry: 0, timeout: 180_000 }, () => {
  it("a failed check stops before anything is changed, and says how to fix it", async () => {
    const meminfo = path.join(work, "meminfo");
    writeFileSync(meminfo, "MemTotal:         512000 kB\n");
    const small = await install(["--domain", domain, "--email", "me@example.iq", "--from", release, "--behind-cloudflare"], {
      SITE_INSTALL_MEMINFO: meminfo,
    });
    expect(small.status).toBe(1);
    expect(small.err).toContain("500 MB of memory; the site needs 1 GB");
    expect(small.err).toContain("How to fix it:");

    const damaged = path.join(work, "damaged.tar.gz");
    writeFileSync(damaged, readFileSync(release).subarray(0, 1_000_000));
    writeFileSync(`${damaged}.sha256`, readFileSync(`${release}.sha256`, "utf8").replace(path.basename(release), "damaged.tar.gz"));
    const broken = await install(["--domain", domain, "--email", "me@example.iq", "--from", damaged, "--behind-cloudflare"]);
    expect(broken.status).toBe(1);
    expect(broken.err).toContain("does not match its checksum");

    const noEmail = await install(["--domain", domain, "--from", release, "--behind-cloudflare"]);
    expect(noEmail.err).toContain("--email is missing");

    const elsewhere = await install(["--domain", "wrong.example.iq", "--email", "me@example.iq", "--from", release]);
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.err).toContain("wrong.example.iq points at 198.51.100.7 which is not this server.");
    expect(elsewhere.err).toContain("--behind-cloudflare");
    // Nothing was written anywhere under the root.
    expect(readdirSync(root)).toEqual([]);
  });

  it("installs from the release on a 1 GB server: settings and secrets (600), hardened units, Caddy, and the site answering over HTTPS with the authority's certificate", async () => {
    // The common small server: the site is started in its memory-saving mode.
    const meminfo = path.join(work, "meminfo-1g");
    writeFileSync(meminfo, "MemTotal:        1000000 kB\n");
    const result = await install(["--domain", domain, "--email", "me@example.iq", "--from", release], { SITE_INSTALL_MEMINFO: meminfo });
    expect(result.status, result.err + result.out).toBe(0);
    expect(result.out).toContain("All checks passed.");
    expect(result.out).toContain(`The site answers at https://${domain}`);
    const name = JSON.parse(readFileSync(path.join(current(), "RELEASE.json"), "utf8")).name as string;
    expect(current()).toBe(path.join(root, "srv/site/releases", name));

    const env = path.join(root, "etc/site/env");
    expect(statSync(env).mode & 0o777).toBe(0o600);
    expect(readFileSync(env, "utf8")).toMatch(/^APP_SECRET=[A-Za-z0-9]{40,}$/m);
    expect(readFileSync(env, "utf8")).toMatch(/^PGLITE_LEAN=true$/m);
    const unit = readFileSync(path.join(root, "etc/systemd/system/site.service"), "utf8");
    expect(unit).toContain("bin/node --max-semi-space-size=4 --max-old-space-size=384 server/index.ts");
    for (const option of ["NoNewPrivileges=true", "PrivateTmp=true", "ProtectSystem=strict", `ReadWritePaths=${root}/srv/site/data`])
      expect(unit).toContain(option);
    // systemd's own check of the units and the timer (it reads them; nothing is started).
    const units = ["site.service", "site-backup.service", "site-backup.timer"].map((file) => path.join(root, "etc/systemd/system", file));
    const verified = spawnSync("systemd-analyze", ["verify", ...units], { encoding: "utf8" });
    expect(
      verified.stderr.split("\n").filter((line) => /site/.test(line) && !/Failed to connect|Unit .*\.service not found|systemctl/.test(line)),
      verified.stderr,
    ).toEqual([]);

    // Caddy with the Caddyfile the installer wrote: it gets its certificate from pebble.
    const caddyfile = path.join(root, "etc/caddy/Caddyfile");
    // Not behind Cloudflare: no proxy may name the visitor's address.
    expect(readFileSync(caddyfile, "utf8")).not.toContain("trusted_proxies");
    caddy = spawn("caddy", ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
      env: caddyEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    await started(caddy, (chunk) => (caddyLog += chunk), "certificate obtained successfully", "Caddy's certificate");
    const authority = await (
      await undiciFetch(`https://127.0.0.1:${ports.acmeAdmin}/roots/0`, {
        dispatcher: new Agent({ connect: { ca: readFileSync(path.join(work, "pebble/cert.pem")) } }),
      })
    ).text();
    agent = new Agent({
      connect: {
        ca: authority,
        // The domain is this machine (the DNS answer a real server's record gives).
        lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          options.all ? callback(null, [{ address: "127.0.0.1", family: 4 }]) : callback(null, "127.0.0.1", 4)) as unknown as LookupFunction,
      },
    });
    const home = await viaHttps(`https://${domain}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="ar" dir="rtl"');
    // The certificate is the authority's, for the domain.
    const issuer = await new Promise<string>((resolve, reject) => {
      const socket = tls.connect({ host: "127.0.0.1", port: ports.https, servername: domain, ca: authority }, () => {
        resolve(String(socket.getPeerCertificate().issuer.CN));
        socket.end();
      });
      socket.once("error", reject);
    });
    expect(issuer).toMatch(/^Pebble Intermediate CA/);
    anonKey = ((await (await viaHttps(`https://${domain}/api/public-config`)).json()) as { anonKey: string }).anonKey;
  });

  it("the one-time setup code from the site's log makes the owner's account, once", async () => {
    const code = /"setupCode":"([^"]+)"/.exec(readFileSync(siteLog(), "utf8"))?.[1];
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const owner = await auth().signUp({ email: "owner@studio.example", password, options: { data: { setup_code: code } } });
    expect(owner.error).toBeNull();
    const again = await auth().signUp({ email: "second@example.org", password, options: { data: { setup_code: code } } });
    expect(again.error).toMatchObject({ code: "signup_disabled" });
  });

  it("the nightly backup is written by the running site (600) and restores", async () => {
    const backups = path.join(root, "var/backups/site");
    // What the backup unit does: SIGUSR2 to the site's main process.
    process.kill(Number(readFileSync(sitePidFile(), "utf8")), "SIGUSR2");
    await expect.poll(() => readdirSync(backups).filter((name) => /^site-\d{8}-\d{6}\.gz$/.test(name)), { timeout: 30_000 }).toHaveLength(1);
    const [file] = readdirSync(backups).filter((name) => name.endsWith(".gz"));
    expect(statSync(path.join(backups, file!)).mode & 0o777).toBe(0o600);
    const restored = spawnSync(path.join(current(), "bin/node"), ["scripts/backup.ts", "restore", path.join(backups, file!)], {
      cwd: current(),
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", DATA_DIR: path.join(work, "restored"), NODE_ENV: "test" },
    });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout + restored.stderr).toMatch(/restored/i);
  });

  it("an upgrade from a release's address backs up first, switches, and keeps the owner's account", async () => {
    const first = current();
    const next = variant("next");
    // The release and its checksum served over http, as from wherever he keeps his releases.
    const files = http.createServer((req, res) => {
      const file = path.join(work, path.basename(req.url ?? ""));
      if (!existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { "Content-Length": statSync(file).size });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
    const { port } = files.address() as { port: number };
    const result = await install(["--from", `http://127.0.0.1:${port}/${path.basename(next)}`]);
    files.close();
    expect(result.status, result.err + result.out).toBe(0);
    expect(result.out).toContain("Upgraded to");
    expect(current()).toMatch(/-next$/);
    expect(readdirSync(path.join(root, "var/backups/site")).some((name) => name.startsWith("site-before-"))).toBe(true);
    expect((await auth().signInWithPassword({ email: "owner@studio.example", password })).error).toBeNull();
    expect(existsSync(first)).toBe(true);
  });

  it("an upgrade that fails its health check goes back to the release before, with its data", async () => {
    const before = current();
    const broken = variant("broken", { "server/index.ts": () => "process.exit(3);\n" });
    const result = await install(["--from", broken], { SITE_INSTALL_HEALTH_SECONDS: "5" });
    expect(result.status).toBe(1);
    expect(result.out).toContain("did not answer its health check: going back");
    expect(result.err).toContain("failed its health check");
    expect(current()).toBe(before);
    expect((await viaHttps(`https://${domain}/api/health`)).status).toBe(200);
    expect((await auth().signInWithPassword({ email: "owner@studio.example", password })).error).toBeNull();
  });

  it("refuses a release older than the data, then rolls back to the release before the last upgrade", async () => {
    const before = current();
    const older = variant("older", {
      "RELEASE.json": (text) =>
        JSON.stringify({ ...(JSON.parse(text) as object), migrations: (JSON.parse(text) as { migrations: number }).migrations - 1 }),
    });
    const refused = await install(["--from", older]);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain("is older than the site's data");
    expect(current()).toBe(before);

    const rolled = await install(["--rollback"]);
    expect(rolled.status, rolled.err + rolled.out).toBe(0);
    expect(current()).not.toMatch(/-next$/);
    expect((await auth().signInWithPassword({ email: "owner@studio.example", password })).error).toBeNull();
  });

  it("behind Cloudflare: its origin certificate, and only its ranges may name the visitor's address; Caddy accepts the file", async () => {
    const cloudflareRoot = path.join(work, "cloudflare-root");
    mkdirSync(cloudflareRoot);
    const [cert, key] = [path.join(work, "origin.pem"), path.join(work, "origin-key.pem")];
    selfSigned(cert, key, `/CN=${domain}`);
    // The site is not started here (`true`): only what the installer writes is looked at.
    const result = await install(
      ["--domain", domain, "--email", "me@example.iq", "--from", release, "--behind-cloudflare", "--origin-cert", cert, "--origin-key", key],
      {
        SITE_INSTALL_ROOT: cloudflareRoot,
        SITE_INSTALL_SERVICE_CMD: "true",
        SITE_INSTALL_HEALTH_SECONDS: "1",
        // Ports of its own: the first install's Caddy holds the others.
        SITE_INSTALL_HTTP_PORT: String(await freePort()),
        SITE_INSTALL_HTTPS_PORT: String(await freePort()),
        SITE_INSTALL_SITE_PORT: String(await freePort()),
      },
    );
    expect(result.out).toContain("All checks passed.");
    const caddyfile = path.join(cloudflareRoot, "etc/caddy/Caddyfile");
    const written = readFileSync(caddyfile, "utf8");
    expect(written).toContain("trusted_proxies 173.245.48.0/20 103.21.244.0/22");
    expect(written).toContain(`tls ${cloudflareRoot}/etc/caddy/origin.pem ${cloudflareRoot}/etc/caddy/origin-key.pem`);
    const validated = spawnSync("caddy", ["validate", "--config", caddyfile, "--adapter", "caddyfile"], {
      encoding: "utf8",
      env: caddyEnv(),
    });
    expect(validated.status, validated.stderr).toBe(0);
  });

  it("several instances on PostgreSQL: the shipped nginx layout behind Caddy, each instance and the worker from their units", async () => {
    const adminUrl = inject("postgresUrl");
    if (!adminUrl) throw new Error(inject("postgresError"));
    database = await createTestPostgresDatabase(adminUrl);
    const shopRoot = path.join(work, "instances-root");
    instancesRoot = shopRoot;
    mkdirSync(shopRoot);
    const shop = "shop.example.iq";
    const [httpPort, nginxPort, sitePort] = [await freePort(), await freePort(), await freePort()];
    const env = {
      SITE_INSTALL_ROOT: shopRoot,
      SITE_INSTALL_HTTP_PORT: String(httpPort),
      SITE_INSTALL_HTTPS_PORT: String(await freePort()),
      SITE_INSTALL_SITE_PORT: String(sitePort),
      SITE_INSTALL_NGINX_PORT: String(nginxPort),
    };
    const withoutDatabase = await install(["--domain", shop, "--no-tls", "--from", release, "--instances", "2"], env);
    expect(withoutDatabase.err).toContain("Several instances need PostgreSQL");
    const result = await install(["--domain", shop, "--no-tls", "--from", release, "--database-url", database.url, "--instances", "2"], env);
    expect(result.status, result.err + result.out).toBe(0);
    const settings = readFileSync(path.join(shopRoot, "etc/site/env"), "utf8");
    expect(settings).toContain(`DATABASE_URL=${database.url}`);
    expect(settings).toContain("WEBSITE_SPEED_WORKER=off");
    const units = path.join(shopRoot, "etc/systemd/system");
    expect(readFileSync(path.join(units, "site@.service"), "utf8")).toContain("Environment=HOST=127.0.0.1 PORT=%i");
    const verified = spawnSync("systemd-analyze", ["verify", path.join(units, "site-worker.service")], { encoding: "utf8" });
    expect(verified.stderr.split("\n").filter((line) => /site/.test(line) && !/Failed to connect|not found|systemctl/.test(line))).toEqual([]);

    // nginx with the file the installer wrote (a standalone nginx: its own prefix, the main context around it).
    const nginxFile = path.join(shopRoot, "etc/nginx/sites-enabled/site");
    const written = readFileSync(nginxFile, "utf8");
    expect(written).toContain(`server 127.0.0.1:${sitePort} max_fails=0;\n    server 127.0.0.1:${sitePort + 1} max_fails=0;`);
    expect(written).toContain(`listen 127.0.0.1:${nginxPort};`);
    expect(written).toContain("real_ip_header X-Forwarded-For;");
    const prefix = path.join(work, "nginx");
    mkdirSync(prefix);
    chmodSync(prefix, 0o777);
    // nginx's workers drop root: they reach its cache (under the test's folder) as another user.
    chmodSync(work, 0o755);
    const nginxConfig = path.join(prefix, "nginx.conf");
    writeFileSync(nginxConfig, standaloneNginxConfig(prefix, `include ${nginxFile};`, 256));
    nginx = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", nginxConfig, "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
    const shopCaddy = spawn("caddy", ["run", "--config", path.join(shopRoot, "etc/caddy/Caddyfile"), "--adapter", "caddyfile"], {
      env: caddyEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    others.push(shopCaddy);
    await started(shopCaddy, () => undefined, "serving initial configuration", "Caddy for the instances");
    /** A visitor's request to the shop's address, through Caddy. */
    const visit = (pathname: string) =>
      new Promise<{ status: number; cache: string | undefined }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port: httpPort, path: pathname, headers: { Host: `${shop}:${httpPort}` } }, (response) => {
            response.resume();
            resolve({ status: response.statusCode ?? 0, cache: response.headers["x-cache"] as string | undefined });
          })
          .once("error", reject);
      });
    // Through Caddy and nginx (its cache's header) to an instance; both instances answer, and the worker runs.
    await expect.poll(async () => (await visit("/en")).status, { timeout: 30_000 }).toBe(200);
    expect((await visit("/en")).cache).toMatch(/^(MISS|HIT|EXPIRED|UPDATING|STALE|REVALIDATED)$/);
    for (const port of [sitePort, sitePort + 1])
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/health`).then(
              (response) => response.status,
              () => 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(200);
    await expect
      .poll(() => readFileSync(path.join(shopRoot, "run/site-worker.service.log"), "utf8"), { timeout: 30_000 })
      .toContain("website speed worker ready");
    // One instance stopped: nginx sends its visitors to the other.
    expect(spawnSync(path.join(work, "service.sh"), ["stop", `site@${sitePort}.service`], { env: { ...process.env, ...env } }).status).toBe(0);
    expect((await visit("/api/health")).status).toBe(200);
  });

  it("uninstalls, keeping the data, settings and backups", async () => {
    const result = await install(["--uninstall"]);
    expect(result.status, result.err).toBe(0);
    expect(existsSync(path.join(root, "srv/site/current"))).toBe(false);
    expect(existsSync(path.join(root, "etc/systemd/system/site.service"))).toBe(false);
    expect(existsSync(path.join(root, "srv/site/data/pglite"))).toBe(true);
    expect(existsSync(path.join(root, "etc/site/env"))).toBe(true);
    expect(readdirSync(path.join(root, "var/backups/site")).length).toBeGreaterThan(0);
  });
});
