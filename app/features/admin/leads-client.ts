import type { Session } from "@supabase/auth-js";

export type LeadStatus = "new" | "read" | "archived";
export type LeadSummary = { id: string; createdAt: string; name: string; email: string; company: string | null; status: LeadStatus; interests: string[]; preview: string };
export type LeadDetail = LeadSummary & {
  phone: string | null;
  message: string;
  lang: "ar" | "en";
  pagePath: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  userAgent: string | null;
  readAt: string | null;
};

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
      call<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify({ status }), headers: { "Content-Type": "application/json" } }),
  };
}
