import type { Session } from "@supabase/auth-js";

import type { LeadDetail, LeadStatus, LeadSummary } from "#core/leads/lead-wire";

/** Calls the leads API with the session's access token and the public key, as every backend call does. */
export function leadsClient(session: Session, anonKey: string) {
  const headers = { apikey: anonKey, Authorization: `Bearer ${session.access_token}`, Accept: "application/json" };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(path, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    if (!response.ok) throw Object.assign(new Error(`leads API ${response.status}`), { status: response.status });
    return (await response.json()) as T;
  };
  return {
    list: (view: "inbox" | "archived" | "all", q: string) =>
      call<{ items: LeadSummary[]; unread: number }>(`/api/admin/leads?${new URLSearchParams({ view, ...(q.trim() ? { q: q.trim() } : {}) })}`),
    get: (id: string) => call<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}`),
    setStatus: (id: string, status: LeadStatus) =>
      call<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: JSON.stringify({ status }),
        headers: { "Content-Type": "application/json" },
      }),
  };
}
