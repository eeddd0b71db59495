import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import ipaddr from "ipaddr.js";
import { Agent, fetch } from "undici";

/**
 * Fetching URLs that visitors type (speed, SEO and domain tools) without
 * letting a stranger reach what the server can reach: http(s) only, public
 * unicast addresses only, checked at connect time (DNS rebinding cannot swap
 * the address after the check), every redirect hop checked again, at most 5
 * hops, a time limit, a size cap, and no cookies or credentials.
 */

export type OutboundErrorCode = "bad_url" | "blocked" | "timeout" | "too_large" | "too_many_redirects" | "network";

export class OutboundError extends Error {
  readonly code: OutboundErrorCode;
  // No parameter property: scripts run this file with Node's type stripping.
  constructor(code: OutboundErrorCode, message: string) {
    super(message);
    this.name = "OutboundError";
    this.code = code;
  }
}

const ipv4At = (parts: number[], index: number) =>
  new ipaddr.IPv4([parts[index]! >> 8, parts[index]! & 0xff, parts[index + 1]! >> 8, parts[index + 1]! & 0xff]);

const isPublicIpv4 = (address: ipaddr.IPv4) => address.range() === "unicast";

/**
 * True only for public unicast addresses. IPv6 forms that carry an IPv4
 * address are judged by it or refused (ADR 012), so no IPv6 spelling of a
 * private IPv4 address gets through:
 * - IPv4-compatible `::/96` (e.g. `[::127.0.0.1]`, which URLs write `[::7f00:1]`),
 *   IPv4-mapped `::ffff:0:0/96`, IPv4-translated `::ffff:0:0:0/96`: refused outright;
 * - NAT64 `64:ff9b::/96` and 6to4 `2002::/16`: only if the IPv4 inside is public;
 * - local-use NAT64 `64:ff9b:1::/48` and Teredo `2001::/32` (its client address
 *   is obfuscated, and nothing public needs it): refused outright.
 */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (allowLoopback && range === "loopback") return true;
  if (parsed.kind() === "ipv4") return range === "unicast";
  const parts = (parsed as ipaddr.IPv6).parts;
  const [a, b, c, d, e, f] = parts as [number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0) return false; // ::/64: unspecified, loopback, compatible, mapped, translated
  if (a === 0x64 && b === 0xff9b) return c === 0 && d === 0 && e === 0 && f === 0 && isPublicIpv4(ipv4At(parts, 6));
  if (a === 0x2002) return isPublicIpv4(ipv4At(parts, 1));
  return range === "unicast";
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `dns.lookup` replacement that refuses non-public answers: used at connect time by sockets and agents. */
export function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const refused = list.find((entry) => !isPublicAddress(entry.address, allowLoopback));
      if (refused || list.length === 0) {
        return callback(new OutboundError("blocked", `${hostname} resolves to a non-public address`) as unknown as NodeJS.ErrnoException, []);
      }
      if (options.all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export type OutboundOptions = {
  /** Test-only: lets loopback fixture servers through; refused in production by config. */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** What to ask for; HTML by default. */
  accept?: string;
};

export type OutboundResponse = {
  url: string;
  status: number;
  headers: Headers;
  body: Buffer;
  redirects: string[];
  elapsedMs: number;
};

export function createOutboundFetcher(defaults: OutboundOptions = {}) {
  const allowLoopback = defaults.allowLoopback ?? false;
  const agent = new Agent({ connect: { lookup: guardedLookup(allowLoopback) as never }, connections: 8 });

  function checkUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundError("bad_url", "not a URL");
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundError("bad_url", "only http and https are allowed");
    if (url.username || url.password) throw new OutboundError("bad_url", "credentials in URLs are not allowed");
    // IP literals never go through DNS, so they are checked here.
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (ipaddr.isValid(host) && !isPublicAddress(host, allowLoopback)) throw new OutboundError("blocked", `${host} is not a public address`);
    return url;
  }

  return async function outboundFetch(raw: string, options: OutboundOptions = {}): Promise<OutboundResponse> {
    const timeoutMs = options.timeoutMs ?? defaults.timeoutMs ?? 10_000;
    const maxBytes = options.maxBytes ?? defaults.maxBytes ?? 5 * 1024 * 1024;
    const maxRedirects = options.maxRedirects ?? defaults.maxRedirects ?? 5;
    const started = performance.now();
    const signal = AbortSignal.timeout(timeoutMs);
    const redirects: string[] = [];
    let url = checkUrl(raw);
    try {
      for (;;) {
        const response = await fetch(url, {
          dispatcher: agent,
          redirect: "manual",
          signal,
          headers: {
            "user-agent": options.userAgent ?? defaults.userAgent ?? "SiteTools/1.0 (+free tools)",
            accept: options.accept ?? defaults.accept ?? "text/html,application/xhtml+xml,*/*;q=0.8",
          },
        });
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          if (redirects.length >= maxRedirects) throw new OutboundError("too_many_redirects", `more than ${maxRedirects} redirects`);
          redirects.push(url.toString());
          url = checkUrl(new URL(location, url).toString());
          continue;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        if (response.body) {
          for await (const chunk of response.body) {
            size += (chunk as Uint8Array).byteLength;
            if (size > maxBytes) {
              throw new OutboundError("too_large", `response larger than ${maxBytes} bytes`);
            }
            chunks.push(Buffer.from(chunk as Uint8Array));
          }
        }
        return {
          url: url.toString(),
          status: response.status,
          headers: response.headers as unknown as Headers,
          body: Buffer.concat(chunks),
          redirects,
          elapsedMs: Math.round(performance.now() - started),
        };
      }
    } catch (error) {
      if (error instanceof OutboundError) throw error;
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof OutboundError) throw cause;
      if (signal.aborted) throw new OutboundError("timeout", `no complete answer within ${timeoutMs} ms`);
      throw new OutboundError("network", (error as Error).message);
    }
  };
}
