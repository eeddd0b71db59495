import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { BrandThemeInfo, ThemeChoice } from "#core/catalogue/themes";
import { chooseTheme, normalizeTheme, readStoredTheme, syncColorSchemeAfterFrame, themeClass } from "./theme";

type ThemeContextValue = {
  theme: ThemeChoice;
  setTheme: (theme: ThemeChoice) => void;
  brand: BrandThemeInfo | null;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ brand, children }: { brand: BrandThemeInfo | null; children: ReactNode }) {
  // The server cannot know the stored theme; the head script already applied
  // its class, and state catches up after hydration.
  const [theme, setThemeState] = useState(() => normalizeTheme(null, brand));

  useEffect(() => {
    const stored = readStoredTheme();
    setThemeState(normalizeTheme(stored, brand));
    // No choice stored: the page's meta tags, as served, are the default theme's. A stored one's are set again
    // once the page is up; a theme chosen in the picker sets them at once (applyThemeClass).
    if (!themeClass(stored)) return;
    return syncColorSchemeAfterFrame(document.documentElement);
  }, [brand]);

  const setTheme = useCallback((next: ThemeChoice) => {
    setThemeState(next);
    chooseTheme(document.documentElement, next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme, brand }), [theme, setTheme, brand]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used within a ThemeProvider");
  return value;
}
