import type { Lang } from "#core/i18n/languages";
import type { ThemeChoice } from "#core/catalogue/themes";
import type { SiteSettings } from "#core/settings/site-settings";
import type { ProfileLink } from "~/components/contact/place-texts";
import { AssistantLauncher } from "~/features/assistant/assistant-launcher";
import { ThemeOptions } from "~/features/theme/theme-options";

export type SiteAssistantProps = {
  lang: Lang;
  settings: SiteSettings;
  profiles: ProfileLink[];
  profilesTitle: string;
  /** The page its contact buttons name (useTapPage). */
  page: string;
  themeLabels: { legend: string; options: Record<ThemeChoice, string> };
};

/**
 * The floating assistant with the theme choices it offers (two features composed here): rendered by the
 * public layout on an application page and by the assistant's island on a page of islands (ADR 055), each
 * inside a ThemeProvider.
 */
export function SiteAssistant({ themeLabels, ...props }: SiteAssistantProps) {
  return (
    <AssistantLauncher
      {...props}
      themeOptions={(onConfirm) => (
        <ThemeOptions
          labels={{ legend: themeLabels.legend, options: themeLabels.options }}
          onConfirm={onConfirm}
          testIdPrefix="assistant-theme-option"
          legendHidden
        />
      )}
    />
  );
}
