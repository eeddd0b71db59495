import { createContext } from "react";
import type { Lang } from "#core/i18n/languages";

/** The owner's name in each language, as the site adds it to page titles (null until the settings have loaded). */
export const OwnerNameContext = createContext<Record<Lang, string> | null>(null);

/** Writes the draft's facts into a text ({campaigns} → "900 creative campaigns"), as pages will show it; null outside the Pages screen. */
export const FactsContext = createContext<((text: string, lang: Lang) => string) | null>(null);
