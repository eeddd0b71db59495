import { createRoot } from "react-dom/client";
import type { BrandThemeInfo } from "#core/catalogue/themes";
import { SiteAssistant, type SiteAssistantProps } from "~/compositions/site-assistant";
import { ThemeProvider } from "~/features/theme/theme-provider";
import { readIslandProps } from "./island-props";
import type { Island } from "./island";

export type AssistantIslandProps = SiteAssistantProps & { brand: BrandThemeInfo | null };

/**
 * The assistant on a page of islands (ADR 055): the same React launcher and widget as in the application,
 * loaded on its timer (the boot module wakes it just before it is due, 20 s after the visit started).
 */
const assistant: Island = (element) => {
  const props = readIslandProps<AssistantIslandProps>(element);
  if (!props) return;
  const { brand, ...assistantProps } = props;
  createRoot(element.appendChild(document.createElement("div"))).render(
    <ThemeProvider brand={brand}>
      <SiteAssistant {...assistantProps} />
    </ThemeProvider>,
  );
};
export default assistant;
