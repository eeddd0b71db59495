import { OutboundError } from "../../security/outbound-fetch";
import type { OutboundFetcher } from "../tool-http";

/**
 * One RDAP domain lookup (RFC 9082 `GET {base}domain/{name}`), read
 * cautiously: only a 404 from the registry's own server means "available";
 * anything the registry does not clearly say stays "unknown", so the tool
 * never tells someone a name is free when it is not.
 */

export type RdapAnswer =
  | { state: "available" }
  | { state: "taken"; registered?: string; expires?: string; registrar?: string }
  | { state: "timeout" }
  | { state: "unknown"; reason: string };

/** A registry answer is small; a larger one is not a domain object. */
const maxBytes = 256 * 1024;

type RdapEvent = { eventAction?: unknown; eventDate?: unknown };
type RdapEntity = { roles?: unknown; vcardArray?: unknown; publicIds?: unknown };
type RdapDomain = { objectClassName?: unknown; ldhName?: unknown; events?: unknown; entities?: unknown };

function isoDate(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 64) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function eventDate(events: unknown, action: string): string | undefined {
  if (!Array.isArray(events)) return undefined;
  const event = (events as RdapEvent[]).find((item) => item && item.eventAction === action);
  return isoDate(event?.eventDate);
}

/** The registrar's name from its jCard ("fn"), when the registry gives one. */
function registrarName(entities: unknown): string | undefined {
  if (!Array.isArray(entities)) return undefined;
  const registrar = (entities as RdapEntity[]).find((entity) => Array.isArray(entity?.roles) && (entity.roles as unknown[]).includes("registrar"));
  const card = registrar?.vcardArray;
  if (!Array.isArray(card) || !Array.isArray(card[1])) return undefined;
  const fn = (card[1] as unknown[]).find((property) => Array.isArray(property) && property[0] === "fn") as unknown[] | undefined;
  const name = fn?.[3];
  if (typeof name !== "string") return undefined;
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean && clean.length <= 200 ? clean : undefined;
}

export function rdapUrl(base: string, domain: string): string {
  return `${base.endsWith("/") ? base : `${base}/`}domain/${encodeURIComponent(domain)}`;
}

export async function lookupRdap(fetcher: OutboundFetcher, base: string, domain: string, timeoutMs: number): Promise<RdapAnswer> {
  const url = rdapUrl(base, domain);
  let response;
  try {
    response = await fetcher(url, {
      timeoutMs,
      maxBytes,
      maxRedirects: 3,
      userAgent: "SiteTools/1.0 (+domain checker; RDAP)",
      accept: "application/rdap+json, application/json;q=0.9",
    });
  } catch (error) {
    if (error instanceof OutboundError && error.code === "timeout") return { state: "timeout" };
    return { state: "unknown", reason: error instanceof OutboundError ? error.code : "network" };
  }
  // A redirect to another server is allowed (some registries point at their
  // registrar's RDAP), but only the registry's own "not found" counts.
  const sameOrigin = new URL(response.url).origin === new URL(url).origin;
  if (response.status === 404) return sameOrigin ? { state: "available" } : { state: "unknown", reason: "redirected-not-found" };
  if (response.status !== 200) return { state: "unknown", reason: `status-${response.status}` };
  let body: RdapDomain;
  try {
    body = JSON.parse(response.body.toString("utf8")) as RdapDomain;
  } catch {
    return { state: "unknown", reason: "not-json" };
  }
  if (!body || typeof body !== "object" || body.objectClassName !== "domain") return { state: "unknown", reason: "not-a-domain" };
  if (typeof body.ldhName === "string" && body.ldhName.toLowerCase().replace(/\.$/, "") !== domain) {
    return { state: "unknown", reason: "other-domain" };
  }
  const answer: RdapAnswer = { state: "taken" };
  const registered = eventDate(body.events, "registration");
  const expires = eventDate(body.events, "expiration");
  const registrar = registrarName(body.entities);
  if (registered) answer.registered = registered;
  if (expires) answer.expires = expires;
  if (registrar) answer.registrar = registrar;
  return answer;
}
