import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { BrandThemeInfo, ThemeChoice } from "#core/catalogue/themes";
import { applyThemeClass, normalizeTheme, syncColorScheme, themeClass, themeStorageKey } from "./theme";

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
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(themeStorageKey);
    } catch {
      // Storage may be blocked; the default theme stays.
    }
    setThemeState(normalizeTheme(stored, brand));
    // No choice stored: the page's meta tags, as served, are the default theme's. A stored one was set by the
    // head script before the stylesheet, from his theme's inline variables alone: they are set again from the
    // page's own style once the page has drawn its next frame (its style is computed by then, so reading it
    // costs nothing; read at once, the whole page's style was computed inside hydration's task). A theme
    // chosen in the picker sets them at once (applyThemeClass).
    if (!themeClass(stored)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => syncColorScheme(document.documentElement));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [brand]);

  const setTheme = useCallback((next: ThemeChoice) => {
    setThemeState(next);
    try {
      localStorage.setItem(themeStorageKey, next);
    } catch {
      // The choice still applies to this page view.
    }
    // Stored first: on a page of islands the header's theme button reads it when told of the change.
    applyThemeClass(document.documentElement, next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme, brand }), [theme, setTheme, brand]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used within a ThemeProvider");
  return value;
}
