import { z } from "zod";
import { languages } from "../i18n/languages";
import { toolIds } from "../catalogue/tools";
import { themeNames } from "../catalogue/themes";
import { socialNetworkIds } from "../catalogue/social-networks";

/**
 * What the page's collector sends to `POST /api/insights` (ADR 022): one
 * small event, never anything about the person. The server adds the day and
 * the day's visitor hash; it trusts nothing else, so every field is bounded.
 */

export const tapChannels = ["whatsapp", "call", "email", "telegram"] as const;
export const tapAreas = ["contact", "assistant", "footer", "page"] as const;
export const formSteps = ["started", "failed"] as const;
export const toolSteps = ["used", "completed"] as const;
export const devices = ["mobile", "tablet", "desktop"] as const;

export type TapChannel = (typeof tapChannels)[number];
export type TapArea = (typeof tapAreas)[number];
export type Device = (typeof devices)[number];

/** A site path as the router shows it: no query, no fragment, no control characters. */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/[\w\-.~%/\u0600-\u06ff]*$/u);
/** A referrer's host name only (never its path or query). */
const host = z
  .string()
  .max(120)
  .regex(/^[a-z0-9.-]+$/);
const utmValue = z
  .string()
  .trim()
  .max(100)
  .regex(/^[^\u0000-\u001f\u007f]*$/);

const common = { path: sitePath, lang: z.enum(languages) };

export const insightEvent = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("view"),
      ...common,
      referrer: host.optional(),
      utm: z.object({ source: utmValue.optional(), medium: utmValue.optional(), campaign: utmValue.optional() }).strict().optional(),
      device: z.enum(devices),
      theme: z.enum(themeNames as [string, ...string[]]).optional(),
    })
    .strict(),
  z.object({ type: z.literal("tap"), ...common, channel: z.enum(tapChannels), area: z.enum(tapAreas) }).strict(),
  z.object({ type: z.literal("form"), ...common, step: z.enum(formSteps) }).strict(),
  z.object({ type: z.literal("tool"), ...common, tool: z.enum(toolIds as [string, ...string[]]), step: z.enum(toolSteps) }).strict(),
  z.object({ type: z.literal("language"), ...common }).strict(),
  z.object({ type: z.literal("social"), ...common, network: z.enum(socialNetworkIds as [string, ...string[]]) }).strict(),
]);

export type InsightEvent = z.infer<typeof insightEvent>;

/** The largest body the endpoint reads: an event is well under it. */
export const maxInsightBytes = 2048;
