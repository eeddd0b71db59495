import type { Lang } from "#core/i18n/languages";
import { fillText } from "#core/i18n/fill";
import { getResource } from "#core/i18n/resources";

export type LinkMailType = "recovery" | "magiclink" | "signup";

/** A mail's subject, its first paragraph (the sign-in link has none) and the line above the link. */
type LinkTexts = { subject: string; intro?: string; action: string };
type AuthMailTexts = Record<LinkMailType, LinkTexts> & Partial<Record<`validity_${Intl.LDMLPluralRule}`, string>> & { ignore: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The mails that carry a one-time link (reset, sign-in, confirm), in the owner's language (issue 45, item 6;
 * admin.json `mail.auth`): English as they always were; Arabic with an HTML part that reads right to left,
 * the address, the site and the link kept left to right.
 */
export function linkMail(
  type: LinkMailType,
  input: { email: string; link: string; siteUrl: string; expiryMinutes: number },
  lang: Lang = "en",
): { subject: string; text: string; html?: string } {
  const texts = (getResource(lang, "admin") as unknown as { mail: { auth: AuthMailTexts } }).mail.auth;
  const own = texts[type];
  const site = new URL(input.siteUrl).host;
  const values = { email: input.email, site };
  const form = new Intl.PluralRules(lang).select(input.expiryMinutes);
  const validity = fillText(texts[`validity_${form}`] ?? texts.validity_other!, { count: input.expiryMinutes });
  const intro = own.intro ? [fillText(own.intro, values), ""] : [];
  const text = [...intro, fillText(own.action, values), input.link, "", validity, texts.ignore].join("\n");
  if (lang === "en") return { subject: own.subject, text };
  // The values inside an Arabic sentence are isolated and left to right, so an address never flips it.
  const isolated = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, `<bdi dir="ltr">${escapeHtml(value)}</bdi>`]));
  const html = [
    `<div dir="rtl" lang="ar" style="font-family:Tahoma,Arial,sans-serif;text-align:right;line-height:1.7">`,
    ...(own.intro ? [`<p style="margin:0 0 12px">${fillText(escapeHtml(own.intro), isolated)}</p>`] : []),
    `<p style="margin:0 0 6px">${fillText(escapeHtml(own.action), isolated)}</p>`,
    `<p dir="ltr" style="margin:0 0 12px;text-align:left"><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p style="margin:0;color:#666">${escapeHtml(validity)} ${escapeHtml(texts.ignore)}</p>`,
    `</div>`,
  ].join("\n");
  return { subject: own.subject, text, html };
}
