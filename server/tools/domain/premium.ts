import { z } from "zod";

/**
 * Premium names: RDAP only says a name is not registered; the registry may
 * still sell it at a premium price. A registrar API knows. One interface,
 * one implementation (Name.com API v4), used only when configured.
 */

export type PremiumInfo = { purchasable: boolean; premium: boolean; price?: number; currency?: string };

export interface PremiumChecker {
  /** What the registrar knows about each name (ASCII); names it did not answer for are missing. Never throws. */
  check(domains: string[]): Promise<Map<string, PremiumInfo>>;
}

const nameComAnswer = z.object({
  results: z
    .array(
      z.object({
        domainName: z.string(),
        purchasable: z.boolean().optional(),
        premium: z.boolean().optional(),
        purchasePrice: z.number().nonnegative().optional(),
        purchaseType: z.string().optional(),
      }),
    )
    .max(100)
    .optional(),
});

type Log = { warn: (object: object, message: string) => void };

/**
 * Name.com API v4 `POST /v4/domains:checkAvailability` (HTTP basic auth with
 * the account's username and API token). The URL is our configuration, not
 * visitor input, so this talks to it directly rather than through the guarded
 * fetcher (which only makes GETs without credentials). Prices are in US dollars.
 */
export function createNameComChecker(options: { username: string; token: string; apiUrl: string; timeoutMs: number; logger: Log }): PremiumChecker {
  const endpoint = new URL("/v4/domains:checkAvailability", options.apiUrl).toString();
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.token}`).toString("base64")}`;
  return {
    async check(domains) {
      const found = new Map<string, PremiumInfo>();
      if (domains.length === 0) return found;
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: { authorization, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ domainNames: domains }),
          redirect: "error",
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) {
          options.logger.warn({ status: response.status }, "name.com availability check failed");
          return found;
        }
        const text = await response.text();
        if (text.length > 256 * 1024) return found;
        const parsed = nameComAnswer.safeParse(JSON.parse(text));
        if (!parsed.success) {
          options.logger.warn({}, "name.com availability answer had an unexpected shape");
          return found;
        }
        for (const result of parsed.data.results ?? []) {
          const name = result.domainName.toLowerCase();
          if (!domains.includes(name)) continue;
          const info: PremiumInfo = { purchasable: result.purchasable ?? false, premium: result.premium ?? false };
          if (result.purchasePrice !== undefined) {
            info.price = result.purchasePrice;
            info.currency = "USD";
          }
          found.set(name, info);
        }
      } catch (error) {
        options.logger.warn({ err: (error as Error).message }, "name.com availability check failed");
      }
      return found;
    },
  };
}
