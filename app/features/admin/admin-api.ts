import type { Session } from "@supabase/auth-js";
import type { LeadDetail, LeadStatus, LeadSummary } from "#core/leads/lead-wire";
import type { SettingsErrors, SettingsValues, StudioSettings } from "#core/settings/settings-schema";

/** An answer other than 2xx, with its status and body (field errors for a refused form). */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; fields?: SettingsErrors },
  ) {
    super(`admin API ${status}`);
  }
}

/** Calls the admin API with the session's access token and the public key, as every backend call does. */
export function adminApi(session: Session, anonKey: string) {
  const headers = { apikey: anonKey, Authorization: `Bearer ${session.access_token}`, Accept: "application/json" };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(path, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    if (!response.ok) throw new AdminApiError(response.status, ((await response.json().catch(() => ({}))) ?? {}) as AdminApiError["body"]);
    return (await response.json()) as T;
  };
  const send = <T>(path: string, method: "PATCH" | "PUT", body: unknown) =>
    call<T>(path, { method, body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
  return {
    leads: {
      list: (view: "inbox" | "archived" | "all", q: string) =>
        call<{ items: LeadSummary[]; unread: number }>(`/api/admin/leads?${new URLSearchParams({ view, ...(q.trim() ? { q: q.trim() } : {}) })}`),
      get: (id: string) => call<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}`),
      setStatus: (id: string, status: LeadStatus) => send<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}`, "PATCH", { status }),
    },
    settings: {
      get: () => call<StudioSettings>("/api/admin/settings"),
      save: (values: SettingsValues) => send<StudioSettings>("/api/admin/settings", "PUT", values),
    },
  };
}
