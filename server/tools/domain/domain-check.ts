import type { OutboundFetcher } from "../tool-http";
import type { DomainCheck, DomainStatus } from "#core/tools/domain-report";
import { withSuffix, type DomainName } from "./domain-name";
import type { PremiumChecker } from "./premium";
import { lookupRdap, type RdapAnswer } from "./rdap-client";
import type { RdapBootstrap } from "./rdap-bootstrap";

/**
 * Checks a name and a few alternative endings: RDAP through the bootstrap
 * registry, premium prices from a registrar when one is configured, answers
 * kept briefly per name, and a cap on lookups in flight across all visitors.
 */

/** Endings offered as alternatives, most useful first for a business in Iraq; ones the registry file cannot check are skipped. */
export const alternativeSuffixes = ["com", "net", "org", "co", "io", "online", "store", "info", "app"] as const;
export const maxAlternatives = 5;

type Options = {
  bootstrap: RdapBootstrap;
  fetcher: OutboundFetcher;
  timeoutMs: number;
  premium?: PremiumChecker;
  /** How long a clear answer (available/taken) is reused. */
  cacheMs?: number;
  cacheMax?: number;
  /** RDAP lookups in flight at once, across every request. */
  maxConcurrent?: number;
  now?: () => number;
};

/** A tiny counting semaphore whose wait gives up at a deadline. */
function createGate(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(deadline: number, task: () => Promise<T>, onLate: () => T): Promise<T> {
      if (active >= max) {
        const admitted = await new Promise<boolean>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
          const timer = setTimeout(
            () => {
              const index = waiting.indexOf(wake);
              if (index >= 0) waiting.splice(index, 1);
              resolve(false);
            },
            Math.max(0, deadline - Date.now()),
          );
          waiting.push(wake);
        });
        if (!admitted) return onLate();
      } else active++;
      try {
        if (Date.now() >= deadline) return onLate();
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}

export function createDomainChecker(options: Options) {
  const cacheMs = options.cacheMs ?? 5 * 60_000;
  const cacheMax = options.cacheMax ?? 5_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { answer: RdapAnswer; until: number }>();
  const inFlight = new Map<string, Promise<RdapAnswer>>();
  const gate = createGate(options.maxConcurrent ?? 24);

  function remember(domain: string, answer: RdapAnswer) {
    // Only clear answers are kept; a timeout or an odd answer is asked again next time.
    if (answer.state !== "available" && answer.state !== "taken") return;
    if (cache.size >= cacheMax) cache.delete(cache.keys().next().value!);
    cache.set(domain, { answer, until: now() + cacheMs });
  }

  async function rdap(domain: string, base: string): Promise<RdapAnswer> {
    const cached = cache.get(domain);
    if (cached && cached.until > now()) return cached.answer;
    if (cached) cache.delete(domain);
    const pending = inFlight.get(domain);
    if (pending) return pending;
    const deadline = Date.now() + options.timeoutMs;
    const lookup = gate
      .run(
        deadline,
        () => lookupRdap(options.fetcher, base, domain, Math.max(100, deadline - Date.now())),
        (): RdapAnswer => ({ state: "timeout" }),
      )
      .then((answer) => {
        remember(domain, answer);
        return answer;
      })
      .finally(() => inFlight.delete(domain));
    inFlight.set(domain, lookup);
    return lookup;
  }

  async function status(name: DomainName): Promise<DomainStatus> {
    const base = options.bootstrap.baseFor(name.ascii);
    const identity = { ascii: name.ascii, unicode: name.unicode };
    // No RDAP service for this ending: never guess "available".
    if (!base) return { ...identity, state: "unsupported" };
    const answer = await rdap(name.ascii, base);
    if (answer.state === "unknown") return { ...identity, state: "unknown" };
    const { state, ...details } = answer as Exclude<RdapAnswer, { state: "unknown" }>;
    return { ...identity, state, ...details };
  }

  /** Marks available names the registrar sells at a premium, in one call for all of them. */
  async function addPremium(statuses: DomainStatus[]) {
    if (!options.premium) return;
    const available = statuses.filter((item) => item.state === "available");
    if (available.length === 0) return;
    const known = await options.premium.check(available.map((item) => item.ascii));
    for (const item of available) {
      const info = known.get(item.ascii);
      if (!info?.premium) continue;
      item.state = "premium";
      if (info.price !== undefined) {
        item.price = info.price;
        item.currency = info.currency ?? "USD";
      }
    }
  }

  function alternativesFor(name: DomainName): DomainName[] {
    const list: DomainName[] = [];
    for (const suffix of alternativeSuffixes) {
      if (list.length >= maxAlternatives) break;
      if (suffix === name.suffix) continue;
      const other = withSuffix(name, suffix);
      if (other && options.bootstrap.baseFor(other.ascii)) list.push(other);
    }
    return list;
  }

  return {
    async check(name: DomainName): Promise<DomainCheck> {
      const others = alternativesFor(name);
      const [main, ...alternatives] = await Promise.all([status(name), ...others.map(status)]);
      await addPremium([main!, ...alternatives]);
      const report: DomainCheck = { ...main!, notes: name.notes, alternatives };
      if (name.typedHost) report.typedHost = name.typedHost;
      return report;
    },
  };
}
