import { createRoot } from "react-dom/client";
import type { Lang } from "#core/i18n/languages";
import type { BrandThemeInfo, ThemeChoice } from "#core/catalogue/themes";
import type { SiteSettings } from "#core/settings/site-settings";
import type { ProfileLink } from "~/components/contact/place-texts";
import { AssistantLauncher } from "~/features/assistant/assistant-launcher";
import { ThemeProvider } from "~/features/theme/theme-provider";
import { ThemeOptions } from "~/features/theme/theme-options";
import { readIslandProps } from "./island-props";
import type { Island } from "./island";

export type AssistantIslandProps = {
  lang: Lang;
  settings: SiteSettings;
  profiles: ProfileLink[];
  profilesTitle: string;
  page: string;
  themeLabels: { legend: string; options: Record<ThemeChoice, string> };
  brand: BrandThemeInfo | null;
};

/**
 * The assistant on a page of islands (ADR 055): the same React launcher and widget as in the application,
 * loaded on its timer (the boot module wakes it just before it is due, 20 s after the visit started).
 */
const assistant: Island = (element) => {
  const props = readIslandProps<AssistantIslandProps>(element);
  if (!props) return;
  const container = element.appendChild(document.createElement("div"));
  createRoot(container).render(
    <ThemeProvider brand={props.brand}>
      <AssistantLauncher
        lang={props.lang}
        settings={props.settings}
        profiles={props.profiles}
        profilesTitle={props.profilesTitle}
        page={props.page}
        themeOptions={(onConfirm) => (
          <ThemeOptions labels={props.themeLabels} onConfirm={onConfirm} testIdPrefix="assistant-theme-option" legendHidden />
        )}
      />
    </ThemeProvider>,
  );
};
export default assistant;
