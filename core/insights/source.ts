/**
 * Where a visit came from, the same way for a page view and an enquiry:
 * the campaign's utm_source when the link had one, else the outside site's
 * host (without "www."), else "direct".
 */
export type VisitSource = { source: string; medium: string | null; campaign: string | null; referrer: string | null };

export function referrerHost(referrer: string | null | undefined, ownHost?: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    if (!host || host === ownHost) return null;
    return host.replace(/^www\./, "");
  } catch {
    return /^[a-z0-9.-]+$/i.test(referrer) ? referrer.toLowerCase().replace(/^www\./, "") : null;
  }
}

const clean = (value: string | undefined | null) => {
  const trimmed = value?.trim().toLowerCase().slice(0, 100);
  return trimmed ? trimmed : null;
};

export function visitSource(input: {
  referrerHost?: string | null;
  utm?: { source?: string | null; medium?: string | null; campaign?: string | null };
}): VisitSource {
  const referrer = clean(input.referrerHost)?.replace(/^www\./, "") ?? null;
  const utmSource = clean(input.utm?.source);
  return {
    source: utmSource ?? referrer ?? "direct",
    medium: clean(input.utm?.medium),
    campaign: clean(input.utm?.campaign),
    referrer,
  };
}

/**
 * Where an enquiry's visit came from, named as Insights names a visit's source (visitSource): its campaign's
 * source, else the outside site it came from, else direct. A referrer on `ownHost`, or the form's own page as
 * its Referer (a post without script, whatever host name the site was reached under), is no outside site.
 */
export function leadSource(
  lead: { referrer: string | null; utm: Record<string, string> | null | undefined; pagePath?: string | null },
  ownHost?: string,
): VisitSource {
  const utm = lead.utm ?? {};
  let ownPage = false;
  try {
    ownPage = lead.referrer !== null && new URL(lead.referrer).pathname === lead.pagePath;
  } catch {
    ownPage = false;
  }
  return visitSource({
    referrerHost: ownPage ? null : referrerHost(lead.referrer, ownHost),
    utm: { source: utm.utm_source, medium: utm.utm_medium, campaign: utm.utm_campaign },
  });
}
