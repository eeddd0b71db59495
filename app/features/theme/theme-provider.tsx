import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { defaultTheme, type ThemeName } from "#core/catalogue/themes";
import { applyThemeClass, normalizeTheme, themeStorageKey } from "./theme";

type ThemeContextValue = { theme: ThemeName; setTheme: (theme: ThemeName) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The server cannot know the stored theme; the head script already applied
  // its class, and state catches up after hydration.
  const [theme, setThemeState] = useState<ThemeName>(defaultTheme);

  useEffect(() => {
    try {
      setThemeState(normalizeTheme(localStorage.getItem(themeStorageKey)));
    } catch {
      // Storage may be blocked; the default theme stays.
    }
  }, []);

  const setTheme = useCallback((next: ThemeName) => {
    setThemeState(next);
    applyThemeClass(document.documentElement, next);
    try {
      localStorage.setItem(themeStorageKey, next);
    } catch {
      // The choice still applies to this page view.
    }
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used within a ThemeProvider");
  return value;
}
