import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { GoTrueClient, type AuthChangeEvent, type Session, type User } from "@supabase/auth-js";

/** `needsSetupCode`: creating the owner needs the code from the server log (production, ADR 010). */
export type StudioConfig = { authUrl: string; anonKey: string; hasOwner: boolean; needsSetupCode: boolean };

type AuthState = {
  client: GoTrueClient;
  user: User | null;
  session: Session | null;
  loading: boolean;
  /** The last auth event, e.g. PASSWORD_RECOVERY after a reset link. */
  lastEvent: AuthChangeEvent | null;
};

const AuthContext = createContext<AuthState | null>(null);

/** Supabase derives the storage key from the backend host; so do we. */
export function storageKeyFor(authUrl: string): string {
  const host = new URL(authUrl, "http://localhost").hostname.split(".")[0] || "local";
  return `sb-${host}-auth-token`;
}

/**
 * The official auth client, unchanged, with its own session refresh (every
 * 30 s, within 3 ticks of expiry, paused in hidden tabs), persistence and
 * detection of sessions in the URL (implicit flow).
 */
export function AuthProvider({ config, children }: { config: StudioConfig; children: ReactNode }) {
  const client = useMemo(
    () =>
      new GoTrueClient({
        url: new URL(config.authUrl, window.location.origin).toString().replace(/\/$/, ""),
        headers: { apikey: config.anonKey },
        storageKey: storageKeyFor(window.location.origin),
        autoRefreshToken: true,
        persistSession: true,
        detectSessionInUrl: true,
        flowType: "implicit",
      }),
    [config.authUrl, config.anonKey],
  );
  const [state, setState] = useState<Omit<AuthState, "client">>({ user: null, session: null, loading: true, lastEvent: null });

  useEffect(() => {
    const { data } = client.onAuthStateChange((event, session) => {
      setState({ user: session?.user ?? null, session, loading: false, lastEvent: event });
    });
    return () => data.subscription.unsubscribe();
  }, [client]);

  const value = useMemo(() => ({ client, ...state }), [client, state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
