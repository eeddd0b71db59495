import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { BrandThemeInfo, ThemeChoice } from "#core/catalogue/themes";
import { applyThemeClass, normalizeTheme, syncColorScheme, themeStorageKey } from "./theme";

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
    try {
      setThemeState(normalizeTheme(localStorage.getItem(themeStorageKey), brand));
    } catch {
      // Storage may be blocked; the default theme stays.
    }
  }, [brand]);

  // The head script ran before the stylesheet: the browser's colours are set again from the page's own.
  useEffect(() => syncColorScheme(document.documentElement), [theme]);

  const setTheme = useCallback((next: ThemeChoice) => {
    setThemeState(next);
    applyThemeClass(document.documentElement, next);
    try {
      localStorage.setItem(themeStorageKey, next);
    } catch {
      // The choice still applies to this page view.
    }
  }, []);

  const value = useMemo(() => ({ theme, setTheme, brand }), [theme, setTheme, brand]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used within a ThemeProvider");
  return value;
}
