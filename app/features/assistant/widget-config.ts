import { homePath, type Lang } from "#core/i18n/languages";
import { phoneDigits, type SiteSettings } from "#core/settings/site-settings";

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

/** The assistant's links, from the owner's settings. */
export function widgetConfig(settings: SiteSettings, lang: Lang, text: { emailSubject: string; whatsappText: string }): WidgetConfig {
  return {
    telegramLink: settings.profiles.find((profile) => profile.network === "telegram")?.url ?? "",
    whatsappLink: `https://wa.me/${phoneDigits(settings.whatsapp)}?text=${encodeURIComponent(text.whatsappText)}`,
    callLink: `tel:+${phoneDigits(settings.phone)}`,
    emailLink: `mailto:${settings.email}?subject=${encodeURIComponent(text.emailSubject)}`,
    portfolioLink: `${homePath(lang)}#portfolio`,
  };
}
