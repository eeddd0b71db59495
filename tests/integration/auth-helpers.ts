import { readFileSync } from "node:fs";
import path from "node:path";
import { GoTrueClient, type GoTrueClientOptions } from "@supabase/auth-js";
import { SignJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer } from "../setup/server";
import type { ReceivedMail } from "../setup/smtp";
import { freePort } from "../support/free-port";
import type { ContentDocument } from "#core/content/content-document";
import type { StudioContent } from "#core/content/studio-wire";

export type AuthServer = RunningServer & { siteUrl: string; authUrl: string; anonKey: string; jwtSecret: () => string };

/** The built server on a free port whose SITE_URL is its own address (mail links point back at it). */
export async function startAuthServer(env: Record<string, string> = {}): Promise<AuthServer> {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const server = await startServer({ PORT: String(port), SITE_URL: siteUrl, ...env });
  const config = (await (await fetch(`${server.url}/api/public-config`)).json()) as { authUrl: string; anonKey: string };
  return {
    ...server,
    siteUrl,
    authUrl: config.authUrl,
    anonKey: config.anonKey,
    jwtSecret: () =>
      env.JWT_SECRET ?? (JSON.parse(readFileSync(path.join(server.dataDir, "secrets.json"), "utf8")) as { jwtSecret: string }).jwtSecret,
  };
}

/** Signs the owner up on a fresh server and returns the headers his studio requests carry. */
export async function signUpOwner(server: AuthServer): Promise<Record<string, string>> {
  const { data, error } = await authClient(server).signUp({ email: "owner@studio.example", password: "a long enough password" });
  if (error || !data.session) throw error ?? new Error("no session");
  return { apikey: server.anonKey, Authorization: `Bearer ${data.session.access_token}` };
}

/** The official client as the admin page uses it, minus the browser storage and timers. */
export function authClient(server: AuthServer, options: Partial<GoTrueClientOptions> = {}) {
  return new GoTrueClient({
    url: server.authUrl,
    headers: { apikey: server.anonKey },
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    ...options,
  });
}

/** The one link in a mail. */
export function linkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail:\n${mail.text}`);
  return match[0];
}

/** Opens a mail link as a browser would (without following the redirect); returns where it sends the browser and the fragment's values. */
export async function openLink(link: string) {
  const response = await fetch(link, { redirect: "manual" });
  const location = response.headers.get("location") ?? "";
  const url = new URL(location);
  return {
    status: response.status,
    location,
    target: `${url.origin}${url.pathname}${url.search}`,
    fragment: Object.fromEntries(new URLSearchParams(url.hash.slice(1))),
  };
}

export const signJwt = (secret: string, claims: JWTPayload) =>
  new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(new TextEncoder().encode(secret));

export const decodePart = (jwt: string, index = 1) =>
  JSON.parse(Buffer.from(jwt.split(".")[index]!, "base64url").toString("utf8")) as Record<string, unknown>;

/** A raw call to the auth API (for what the client hides: statuses, headers, exact bodies). */
export async function call(
  server: AuthServer,
  method: string,
  pathAndQuery: string,
  options: { body?: unknown; headers?: Record<string, string>; bearer?: string; apikey?: string | null } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apikey !== null) headers.apikey = options.apikey ?? server.anonKey;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${server.authUrl}${pathAndQuery}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body),
    redirect: "manual",
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json: json as Record<string, unknown>, text };
}

/**
 * Runs `body` with just enough of a browser for the client's URL detection
 * (`window.location`, `document`): what happens when the admin page opens
 * with the session in its fragment.
 */
export async function inBrowserAt<T>(href: string, body: (location: { href: string; hash: string }) => Promise<T>): Promise<T> {
  const globals = globalThis as { window?: unknown; document?: unknown };
  const location = { href, hash: new URL(href).hash };
  globals.window = { location };
  globals.document = {};
  try {
    return await body(location);
  } finally {
    delete globals.window;
    delete globals.document;
  }
}

/**
 * The studio's content API as the owner: `api` for any admin request, `saveDraft` saves the draft
 * with one change, `publish` publishes it, `saveAndPublish` does both (the refused save's response
 * when the draft is refused).
 */
export function ownerContent(server: AuthServer, owner: Record<string, string>) {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...owner, "content-type": "application/json", ...(init.headers as object) } });
  const studio = async () => (await (await api("/api/admin/content")).json()) as StudioContent;
  const saveDraft = async (change: (document: ContentDocument) => void) => {
    const current = await studio();
    const document = structuredClone(current.document);
    change(document);
    return api("/api/admin/content/draft", { method: "PUT", body: JSON.stringify({ document, version: current.draft?.version ?? null }) });
  };
  const publish = () => api("/api/admin/content/publish", { method: "POST", body: "{}" });
  const saveAndPublish = async (change: (document: ContentDocument) => void) => {
    const saved = await saveDraft(change);
    return saved.status === 200 ? publish() : saved;
  };
  return { api, studio, saveDraft, publish, saveAndPublish };
}

/**
 * A server of its own for the file or describe block that calls it, with its owner signed up: his
 * headers, his content API and a page reader (read them inside tests, once the server has started).
 */
export function ownerSite(env: Record<string, string> = {}) {
  let server: AuthServer | undefined;
  let owner: Record<string, string> | undefined;
  let content: ReturnType<typeof ownerContent> | undefined;
  beforeAll(async () => {
    server = await startAuthServer(env);
    owner = await signUpOwner(server);
    content = ownerContent(server, owner);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get server() {
      return server!;
    },
    get owner() {
      return owner!;
    },
    get content() {
      return content!;
    },
    page: async (path: string) => (await fetch(`${server!.url}${path}`)).text(),
  };
}
