import express, { type Request, type Response, type Router } from "express";
import type { Logger } from "pino";
import { languageFromPath } from "#core/i18n/languages";
import { fillText } from "#core/i18n/fill";
import { tapAreas, tapChannels } from "#core/insights/insight-wire";
import { phoneDigits, type SiteSettings } from "#core/settings/site-settings";
import type { InsightService } from "../insights/insight-service";
import { insightRequestOf, mayCount } from "../insights/visitor";
import type { TapService } from "../leads/tap-service";
import type { ContentService } from "../content/content-service";
import type { SettingsService } from "../settings/site-settings";
import { clientKey } from "../security/client-key";
import { parseFormBody } from "./contact";
import type { LimiterFactory } from "../security/rate-limiter";

type Deps = {
  taps: TapService;
  insights: InsightService;
  settings: SettingsService;
  content: ContentService;
  isSitePath: (path: string) => Promise<boolean>;
  limiter: LimiterFactory;
  logger: Logger;
};

/** Taps one address may turn into codes in an hour; past it the visitor still reaches the chat, without a code. */
export const tapLimit = { max: 20, windowMs: 3600_000 };

/**
 * GET /go/{whatsapp|call|telegram|email}?p={page}&a={area}[&m=assistant][&t={text}] (issue 45): a contact button's link. It counts
 * the tap as Insights does (no cookie, nothing personal), keeps it under a short code, and answers with
 * the owner's own address: WhatsApp with a pre-filled message carrying the code, in the page's language.
 * The target is built only from his settings, never from the request (no open redirect); a robot, a
 * visitor who asked not to be counted or a flood still gets the address, without a code or a record.
 */
export function contactTapsApi(deps: Deps): Router {
  const router = express.Router();
  const limiter = deps.limiter({ name: "contact-taps", ...tapLimit });

  /**
   * Counts the tap and answers with his address. `base`: the message the visitor's own text makes
   * (the contact form's draft, the domain tool's question), or undefined for the door's own message.
   */
  async function answer(req: Request, res: Response, status: 302 | 303, base: (text: TextOf) => string | undefined) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    const channel = tapChannels.find((known) => known === req.params.channel);
    if (!channel) {
      res.status(404).end();
      return;
    }
    const asked = typeof req.query.p === "string" ? req.query.p.slice(0, 500) : "/";
    const pagePath = asked.startsWith("/") && !asked.startsWith("//") && (await deps.isSitePath(asked)) ? asked : "/";
    const lang = languageFromPath(pagePath);
    const area = tapAreas.find((known) => known === req.query.a) ?? "page";
    const [settings, view] = await Promise.all([deps.settings.get(), deps.content.published()]);

    let code: string | undefined;
    const visitor = insightRequestOf(req);
    if (mayCount(visitor) && (await limiter.consume(clientKey(req.ip))).allowed) {
      try {
        const visit = await deps.insights.visitOf(visitor);
        await deps.insights.record({ type: "tap", path: pagePath, lang, channel, area }, visitor);
        code = await deps.taps.record({ channel, lang, pagePath, area, visit });
      } catch (error) {
        // The visitor reaches the chat whatever happened here.
        deps.logger.warn({ err: error }, "a contact tap was not kept");
      }
    }
    const text: TextOf = (key, values = {}) => fillText(view.text(lang, key), { code: code ?? "", ...values });
    // The assistant speaks its own words (its studio texts); a code follows any message but the door's own.
    const own = base(text) ?? (req.query.m === "assistant" ? text("assistant:whatsappText") : undefined);
    const codeLine = code ? text("contact:tap.codeLine") : "";
    const message =
      own === undefined ? (code ? text("contact:tap.whatsapp") : text("contact:tap.whatsappPlain")) : [own, codeLine].filter(Boolean).join("\n\n");
    const subject =
      req.query.m === "assistant"
        ? [text("assistant:emailSubject"), code ? `(${codeLine})` : ""].filter(Boolean).join(" ")
        : code
          ? text("contact:tap.emailSubject")
          : text("contact:tap.emailSubjectPlain");
    res.redirect(status, targetOf(channel, settings, message, subject) ?? pagePath);
  }

  // A button's link: the door's own message, or the assistant's, or a short question of the page's (`t`, the domain tool's).
  router.get("/go/:channel", (req, res) =>
    answer(req, res, 302, () => (typeof req.query.t === "string" && req.query.t.trim() ? clean(req.query.t, 300) : undefined)),
  );

  /**
   * The contact form's WhatsApp button sends the form here (POST, so what he typed is in no address or log):
   * the chat opens with his name, company and message as the form's JavaScript would write them, and the code.
   */
  router.post("/go/:channel", express.raw({ type: "application/x-www-form-urlencoded", limit: "32kb" }), (req, res) => {
    const form = Buffer.isBuffer(req.body) ? parseFormBody(req.body) : null;
    const field = (name: string, max: number) => {
      const value = form?.[name];
      return typeof value === "string" ? clean(value, max) : "";
    };
    return answer(req, res, 303, (text) => {
      const [name, company, message] = [field("name", 100), field("company", 100), field("message", 2_000)];
      if (!name && !message) return undefined;
      const greeting = company
        ? text("contact:whatsappTextCompany", { name: name || "…", company })
        : text("contact:whatsappText", { name: name || "…" });
      return [greeting, message].filter(Boolean).join("\n\n");
    });
  });

  return router;
}

/** A page's or a visitor's text for a message: no control characters but line breaks, trimmed, at most `max` characters. */
function clean(value: string, max: number): string {
  return value
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
    .trim()
    .slice(0, max);
}

type TextOf = (key: string, values?: Record<string, string>) => string;

/** His own address for a channel, from his settings alone; undefined when he has none for it. */
function targetOf(channel: (typeof tapChannels)[number], settings: SiteSettings, message: string, subject: string): string | undefined {
  switch (channel) {
    case "whatsapp":
      return phoneDigits(settings.whatsapp) ? `https://wa.me/${phoneDigits(settings.whatsapp)}?text=${encodeURIComponent(message)}` : undefined;
    case "call":
      return phoneDigits(settings.phone) ? `tel:+${phoneDigits(settings.phone)}` : undefined;
    case "email":
      return settings.email ? `mailto:${settings.email}?subject=${encodeURIComponent(subject)}` : undefined;
    case "telegram":
      return settings.profiles.find((profile) => profile.network === "telegram")?.url;
  }
}
