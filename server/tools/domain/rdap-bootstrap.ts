import { readFileSync } from "node:fs";
import { z } from "zod";

/**
 * The IANA RDAP bootstrap registry for domain names (RFC 9224): which RDAP
 * server answers for which top-level domain. A copy ships with the project
 * (rdap-dns.json, refreshed by scripts/refresh-rdap-bootstrap.ts);
 * RDAP_BOOTSTRAP_FILE points at another file (the tests' fake registry).
 */

const serviceUrl = z
  .string()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "an http(s) URL");

const tld = z
  .string()
  .min(1)
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i, "an ASCII domain label");

/** The shape RFC 9224 gives the file; extra members (IANA's "description", our "source") are kept. */
export const bootstrapSchema = z.looseObject({
  version: z.literal("1.0"),
  publication: z.string().min(1),
  description: z.string().optional(),
  services: z.array(z.tuple([z.array(tld).min(1), z.array(serviceUrl).min(1)])).min(1),
});

export type BootstrapFile = z.infer<typeof bootstrapSchema>;

export type RdapBootstrap = {
  publication: string;
  /** The RDAP base URL (ending in "/") for a domain, by the longest matching suffix; undefined when none serves it. */
  baseFor(domain: string): string | undefined;
  /** The number of entries, for logs. */
  size: number;
};

/** Validates a bootstrap document; throws with zod's explanation when it has the wrong shape. */
export function parseBootstrap(data: unknown): BootstrapFile {
  return bootstrapSchema.parse(data);
}

export function indexBootstrap(file: BootstrapFile): RdapBootstrap {
  const bases = new Map<string, string>();
  for (const [entries, urls] of file.services) {
    // RFC 9224 section 3: prefer HTTPS when a service lists both.
    const chosen = urls.find((url) => url.startsWith("https:")) ?? urls[0]!;
    const base = chosen.endsWith("/") ? chosen : `${chosen}/`;
    for (const entry of entries) bases.set(entry.toLowerCase(), base);
  }
  return {
    publication: file.publication,
    size: bases.size,
    baseFor(domain) {
      const labels = domain.toLowerCase().split(".");
      for (let start = 1; start < labels.length; start++) {
        const base = bases.get(labels.slice(start).join("."));
        if (base) return base;
      }
      return undefined;
    },
  };
}

export function loadBootstrapFile(path: string): RdapBootstrap {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`RDAP_BOOTSTRAP_FILE ${path} could not be read as JSON: ${(error as Error).message}`, { cause: error });
  }
  try {
    return indexBootstrap(parseBootstrap(data));
  } catch (error) {
    throw new Error(`RDAP_BOOTSTRAP_FILE ${path} is not an RDAP bootstrap file: ${(error as Error).message}`, { cause: error });
  }
}

export const ianaBootstrapUrl = "https://data.iana.org/rdap/dns.json";

/**
 * Checks a freshly downloaded bootstrap file before it replaces the shipped
 * copy: the RFC 9224 shape, and enough of the registry that a truncated or
 * wrong download cannot slip in. Keeps IANA's own fields and adds where and
 * when it came from. Throws with the reason.
 */
export function prepareShippedBootstrap(data: unknown, fetchedAt: Date): BootstrapFile & { source: string } {
  const file = parseBootstrap(data);
  const index = indexBootstrap(file);
  if (index.size < 500) throw new Error(`only ${index.size} endings listed; expected well over 1000`);
  for (const ending of ["com", "net", "org"]) {
    if (!index.baseFor(`example.${ending}`)) throw new Error(`no RDAP service listed for .${ending}`);
  }
  if (Number.isNaN(Date.parse(file.publication))) throw new Error(`publication "${file.publication}" is not a date`);
  return {
    ...file,
    source: `IANA RDAP bootstrap registry for DNS, ${ianaBootstrapUrl}, downloaded ${fetchedAt.toISOString()} by scripts/refresh-rdap-bootstrap.ts`,
  };
}

/** One service per line, so a refresh shows as a readable diff. */
export function formatBootstrap(file: BootstrapFile): string {
  const { services, ...rest } = file;
  const head = JSON.stringify(rest, null, 2).slice(0, -2);
  const lines = services.map((service) => `    ${JSON.stringify(service).replace(/","/g, '", "').replace(/\],\[/g, "], [")}`);
  return `${head},\n  "services": [\n${lines.join(",\n")}\n  ]\n}\n`;
}
