import express, { type Router } from "express";
import type { Logger } from "pino";
import { languageFromPath } from "#core/i18n/languages";
import { tapAreas, tapChannels } from "#core/insights/insight-wire";
import { phoneDigits, type SiteSettings } from "#core/settings/site-settings";
import type { InsightService } from "../insights/insight-service";
import { insightRequestOf, mayCount } from "../insights/visitor";
import type { TapService } from "../leads/tap-service";
import type { ContentService } from "../content/content-service";
import type { SettingsService } from "../settings/site-settings";
import { clientKey } from "../security/client-key";
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
 * GET /go/{whatsapp|call|telegram|email}?p={page}&a={area} (issue 45): a contact button's link. It counts
 * the tap as Insights does (no cookie, nothing personal), keeps it under a short code, and answers with
 * the owner's own address: WhatsApp with a pre-filled message carrying the code, in the page's language.
 * The target is built only from his settings, never from the request (no open redirect); a robot, a
 * visitor who asked not to be counted or a flood still gets the address, without a code or a record.
 */
export function contactTapsApi(deps: Deps): Router {
  const router = express.Router();
  const limiter = deps.limiter({ name: "contact-taps", ...tapLimit });

  router.get("/go/:channel", async (req, res) => {
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
    const text = (key: string) => view.text(lang, `contact:tap.${key}`).replace("{{code}}", code ?? "");
    const target = targetOf(
      channel,
      settings,
      code ? text("whatsapp") : text("whatsappPlain"),
      code ? text("emailSubject") : text("emailSubjectPlain"),
    );
    res.redirect(302, target ?? pagePath);
  });

  return router;
}

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
