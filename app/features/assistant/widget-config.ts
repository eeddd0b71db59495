import { homePath, type Lang } from "#core/i18n/languages";
import { tapHref } from "#core/leads/tap-link";
import type { SiteSettings } from "#core/settings/site-settings";

export const ASSISTANT_DELAY_MS = 20_000;
export const SLEEPY_AFTER_MS = 30_000;
export const HAPPY_MS = 500;
export const DISMISSED_KEY = "assistant-dismissed";

export type WidgetConfig = {
  /** Empty when the owner lists no Telegram profile. */
  telegramLink: string;
  whatsappLink: string;
  callLink: string;
  emailLink: string;
  portfolioLink: string;
};

/**
 * The assistant's links. WhatsApp, call, email and Telegram go through the site (`/go/`, issue 45): the
 * tap is counted and answered with the owner's own `wa.me`, `tel:`, `mailto:` (its subject prefilled)
 * or Telegram address, WhatsApp and the mail with the assistant's own message (its studio texts) and a code.
 */
export function widgetConfig(settings: SiteSettings, lang: Lang, pagePath: string): WidgetConfig {
  const through = (channel: "whatsapp" | "call" | "email" | "telegram") => tapHref(channel, pagePath, "assistant", { m: "assistant" });
  return {
    telegramLink: settings.profiles.some((profile) => profile.network === "telegram") ? through("telegram") : "",
    whatsappLink: through("whatsapp"),
    callLink: through("call"),
    emailLink: through("email"),
    portfolioLink: `${homePath(lang)}#portfolio`,
  };
}
