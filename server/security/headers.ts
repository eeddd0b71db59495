import type { RequestHandler } from "express";
import helmet from "helmet";
import { contentSecurityPolicy, type CspOptions } from "./csp";

/**
 * Security headers for every response, with the base CSP (no inline script
 * at all); an HTML page swaps it for its own, with its scripts' hashes.
 */
export function securityHeaders(options: CspOptions): RequestHandler[] {
  const policy = contentSecurityPolicy(options);
  const csp: RequestHandler = (_req, res, next) => {
    res.setHeader("Content-Security-Policy", policy);
    next();
  };
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    next();
  };
  return [
    csp,
    permissions,
    helmet({
      // Set by the middleware above: pages replace it with one that allows their own inline scripts (csp.ts).
      contentSecurityPolicy: false,
      strictTransportSecurity: options.httpsOnly ? { maxAge: 63_072_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  ];
}

/**
 * The headers a list of middleware sets on a response, found by running it
 * once: the page cache sends them with every cached page without running
 * the app (they do not depend on the request).
 */
export async function headersSetBy(handlers: RequestHandler[]): Promise<Record<string, string>> {
  const headers = new Map<string, string>();
  const res = {
    locals: {},
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : String(value));
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  const req = { method: "GET", url: "/", originalUrl: "/", headers: { host: "localhost" }, secure: false };
  for (const handler of handlers) {
    await new Promise<void>((resolve, reject) => {
      void handler(req as never, res as never, (error?: unknown) => (error ? reject(error as Error) : resolve()));
    });
  }
  return Object.fromEntries(headers);
}
