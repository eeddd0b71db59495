import type { DomainNote } from "#core/tools/domain-report";
import { domainToASCII, domainToUnicode } from "node:url";
import { parse } from "tldts";

/**
 * Turns what a visitor types into the registrable domain to look up:
 * "  https://www.Shop.Example.co.uk/offers?x=1 " -> "example.co.uk" (noting
 * that a subdomain was given), "مثال.com" -> "xn--mgbh0fb.com", and a bare
 * word such as "mybrand" -> "mybrand.com" (noting the assumed ending).
 */

export type DomainName = {
  /** The registrable domain in ASCII (punycode), what the registries know. */
  ascii: string;
  /** The same name for people: Unicode labels where the name is internationalised. */
  unicode: string;
  /** The ICANN public suffix, e.g. "com" or "co.uk" (ASCII). */
  suffix: string;
  /** The label the visitor chose, before the suffix (ASCII). */
  label: string;
  /** The full host typed, when it was a subdomain of `ascii`. */
  typedHost?: string;
  notes: DomainNote[];
};

/** The ending assumed when a single word is typed. */
export const defaultSuffix = "com";
/** What the invalid-name message offers as an example. */
export const exampleHost = "example.com";

const maxInput = 2048;
const ldhLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Takes the host out of a pasted address: scheme, credentials, port, path, query and fragment go. */
function hostPart(input: string): string {
  let text = input.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
  text = text.replace(/[/?#\\].*$/s, "");
  text = text.replace(/^.*@/, "");
  text = text.replace(/:\d*$/, "");
  // Full-width and ideographic dots (typed on some keyboards) are label separators too.
  text = text.replace(/[\u3002\uff0e\uff61]/g, ".");
  text = text.replace(/\.$/, "");
  if (text.startsWith("www.")) text = text.slice(4);
  return text;
}

/** Every label letters, digits or hyphens, 1–63 long, no hyphen at either end, 253 in all. */
export function isLdhHostname(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  return host.split(".").every((label) => ldhLabel.test(label));
}

export function normalizeDomainInput(raw: string): DomainName | null {
  if (raw.length > maxInput) return null;
  const host = hostPart(raw);
  if (!host || /\s/.test(host)) return null;
  const notes: DomainNote[] = [];
  let ascii = domainToASCII(host);
  if (!ascii || !isLdhHostname(ascii)) return null;
  if (!ascii.includes(".")) {
    ascii = `${ascii}.${defaultSuffix}`;
    notes.push("suffixAdded");
  }
  const parsed = parse(ascii, { allowPrivateDomains: false, validateHostname: true });
  if (parsed.isIp || !parsed.isIcann || !parsed.domain || !parsed.publicSuffix || !parsed.domainWithoutSuffix) return null;
  const domain = parsed.domain;
  if (!isLdhHostname(domain)) return null;
  const result: DomainName = {
    ascii: domain,
    unicode: domainToUnicode(domain) || domain,
    suffix: parsed.publicSuffix,
    label: parsed.domainWithoutSuffix,
    notes,
  };
  if (domain !== ascii) {
    result.typedHost = domainToUnicode(ascii) || ascii;
    notes.push("subdomain");
  }
  return result;
}

/** The same label under another ending, if that is a valid ICANN name. */
export function withSuffix(name: DomainName, suffix: string): DomainName | null {
  const ascii = `${name.label}.${suffix}`;
  const parsed = parse(ascii, { allowPrivateDomains: false });
  if (!parsed.isIcann || parsed.domain !== ascii || !isLdhHostname(ascii)) return null;
  return { ascii, unicode: domainToUnicode(ascii) || ascii, suffix, label: name.label, notes: [] };
}
