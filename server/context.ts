import { createContext } from "react-router";
import type { AppServices } from "./services";
import type { ContentView } from "./content/content-view";
import type { IslandsAssets } from "./pages/islands";

/** Services built once at start (database, settings, config), handed to loaders and actions. */
export const servicesContext = createContext<AppServices>();

/** The Content-Security-Policy of an HTML page that has these inline script hashes (security/csp.ts). */
export const cspContext = createContext<(hashes: readonly string[]) => string>(() => "");

/** Facts about the request that only the HTTP server knows. */
export const requestInfoContext = createContext<{ ip: string | undefined }>({ ip: undefined });

/** The content this request renders: the published revision, or the owner's draft in his preview. */
export const contentContext = createContext<ContentView>();

/** The public pages' boot module (ADR 055). */
export const islandsContext = createContext<IslandsAssets>({ boot: "/app/islands/boot.ts", speculationRules: "{}" });
