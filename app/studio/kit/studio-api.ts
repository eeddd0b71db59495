import type { Session } from "@supabase/auth-js";
import type {
  AddressExport,
  AddressRequest,
  DeletedEnquiries,
  LeadDetail,
  LeadStage,
  LeadStatus,
  LeadSummary,
  PipelineChange,
  UnsentNotifications,
} from "#core/leads/lead-wire";
import type { SettingsErrors, SettingsValues, StudioSettingsDraft } from "#core/settings/settings-schema";
import type { ContentDocument } from "#core/content/content-document";
import type { ContentErrorBody, RevisionInfo, StudioContent } from "#core/content/studio-wire";
import type { ShippedTexts } from "#core/content/shipped-texts";
import type { InsightReport } from "#core/insights/insight-report";
import type { RemovedItem } from "#core/content/bring-back";
import type { BackupKind, RestoreRefusalBody, RestoreSummary } from "#core/content/backup-wire";
import type { ShareCardPreview } from "#core/content/share-card-wire";
import type { ArticleListState, ArticleRevisionInfo, ArticleSummary, StudioArticle } from "#core/articles/article-wire";
import type { ArticleDocument } from "#core/articles/article-document";
import type { Lang } from "#core/i18n/languages";

/** An answer other than 2xx, with its status and body (field errors for a refused form). */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      error?: string;
      /** The auth server's code for a refused token (`session_not_found`…). */
      error_code?: string;
      fields?: SettingsErrors;
      problems?: ContentErrorBody["problems"];
      problem?: RestoreRefusalBody["problem"];
    },
  ) {
    super(`admin API ${status}`);
  }
}

/** The auth server's codes for a token whose session is gone (signed out elsewhere, expired, the account removed). */
const sessionGoneCodes: ReadonlySet<string> = new Set(["session_not_found", "user_not_found", "bad_jwt", "no_authorization"]);

/** Whether a refusal means "your session is gone" (sign in again), never "this change is refused" (issue 44, item 1). */
export const isSessionGone = (status: number, body: StudioApiError["body"]) =>
  status === 401 || (status === 403 && sessionGoneCodes.has(body.error_code ?? ""));

/**
 * Called when the server says the session is gone: shows the sign-in in place and resolves with the
 * new access token once he has signed in again, so the refused request is sent again and goes through.
 */
export type SessionRecovery = (refusedToken: string) => Promise<string>;

/**
 * Calls the admin API with the session's access token and the public key, as every backend call does.
 * Given a function for the token, one client serves the whole signed-in visit: a refreshed token or a
 * sign-in again changes no screen's client, so no screen loads its data again in the middle of a save.
 */
export function studioApi(session: Pick<Session, "access_token"> | (() => string), anonKey: string, recover?: SessionRecovery) {
  const latest = typeof session === "function" ? session : () => session.access_token;
  let token = latest();
  const headers = () => ({ apikey: anonKey, Authorization: `Bearer ${token}`, Accept: "application/json" });
  /** Sends a request; a session gone on the server waits for his sign-in (with `recover`) and sends it again. */
  const answer = async (path: string, init: RequestInit = {}): Promise<Response> => {
    token = latest() || token;
    for (;;) {
      const response = await fetch(path, { ...init, headers: { ...headers(), ...(init.headers ?? {}) } });
      if (response.ok) return response;
      const body = ((await response.json().catch(() => ({}))) ?? {}) as StudioApiError["body"];
      if (recover && isSessionGone(response.status, body)) {
        token = await recover(token);
        continue;
      }
      throw new StudioApiError(response.status, body);
    }
  };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => (await (await answer(path, init)).json()) as T;
  /** A file answer (a download, a picture), read with the session; an answer other than 2xx throws with its body. */
  const file = (path: string) => answer(path);
  const send = <T>(path: string, method: "PATCH" | "PUT" | "POST" | "DELETE", body?: unknown) =>
    call<T>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }) });
  return {
    leads: {
      list: (view: "inbox" | "archived" | "all", q: string, stage: LeadStage | "due" | "" = "") =>
        call<{ items: LeadSummary[]; unread: number; unsent: UnsentNotifications }>(
          `/api/admin/leads?${new URLSearchParams({ view, ...(q.trim() ? { q: q.trim() } : {}), ...(stage ? { stage } : {}) })}`,
        ),
      /** His stage, value, notes and follow-up day, from the revision he saw: 409 `stale_lead` with the lead as it is now. */
      savePipeline: (id: string, change: PipelineChange) => send<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}/pipeline`, "PATCH", change),
      get: (id: string) => call<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}`),
      /** A chat that came with a tap's code becomes an enquiry with the tap's source (404/409/410 for an unknown, used or expired code). */
      fromCode: (chat: { code: string; name: string; phone: string; message: string }) =>
        send<LeadDetail>("/api/admin/leads/from-code", "POST", chat),
      setStatus: (id: string, status: LeadStatus) => send<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}`, "PATCH", { status }),
      /** Sends the enquiry's notification mail again, now. 409 `already_sent` or `sending` when there is nothing to retry. */
      retryNotification: (id: string) => send<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}/notification/retry`, "POST", {}),
      /** Deletes the enquiry and its mail for good (ADR 036). */
      remove: (id: string) => send<{ deleted: DeletedEnquiries }>(`/api/admin/leads/${encodeURIComponent(id)}`, "DELETE"),
      /** Everything stored for one address, for the visitor who asked for it. 400 with `fields.email` for a bad address. */
      exportAddress: (person: AddressRequest) => send<AddressExport>("/api/admin/leads/by-address/export", "POST", person),
      /** Deletes every enquiry of one address and its mail, on the visitor's request. */
      removeAddress: (person: AddressRequest) => send<{ deleted: DeletedEnquiries }>("/api/admin/leads/by-address/delete", "POST", person),
    },
    settings: {
      get: () => call<StudioSettingsDraft>("/api/admin/settings"),
      /** Saves into the draft (the notification address at once); `version` is the draft version the form was based on. 409 when another tab saved first. */
      save: (values: SettingsValues, version: number | null) => send<StudioSettingsDraft>("/api/admin/settings", "PUT", { ...values, version }),
    },
    content: {
      get: () => call<StudioContent>("/api/admin/content"),
      /** Saves the whole draft; `version` is the draft version it was based on (null: none). 409 when another tab saved first. */
      saveDraft: (document: ContentDocument, version: number | null) => send<StudioContent>("/api/admin/content/draft", "PUT", { document, version }),
      discardDraft: () => send<StudioContent>("/api/admin/content/draft", "DELETE"),
      publish: () => send<RevisionInfo>("/api/admin/content/publish", "POST", {}),
      revisions: () => call<RevisionInfo[]>("/api/admin/content/revisions"),
      restore: (id: number) => send<RevisionInfo>(`/api/admin/content/revisions/${id}/restore`, "POST", {}),
      /** Items published revisions had that the draft no longer has, each from the newest revision that had it. */
      removed: () => call<{ items: RemovedItem[] }>("/api/admin/content/revisions/removed"),
      /** Sets the owner's preview cookie: public pages then show the draft to him alone. */
      startPreview: () => send<{ ok: true }>("/api/admin/content/preview", "POST", {}),
      stopPreview: () => send<{ ok: true }>("/api/admin/content/preview", "DELETE"),
      /** Every editable page text as shipped, in both languages (the defaults the owner's overrides replace). */
      texts: () => call<ShippedTexts>("/api/admin/content/texts"),
      /** Every page's published share card, as a chat app shows its link, and where the draft changes it, the card after the next publish. */
      shareCards: () => call<ShareCardPreview[]>("/api/admin/share-cards"),
      /** A draft card's image (its `draft.image` path), read with the session: a draft card has no public address. */
      draftShareCard: async (path: string) => (await file(path)).blob(),
    },
    articles: {
      list: (filter: { state?: ArticleListState; category?: string; q?: string } = {}) =>
        call<ArticleSummary[]>(
          `/api/admin/articles?${new URLSearchParams(Object.entries(filter).filter(([, value]) => value) as [string, string][])}`,
        ),
      create: (lang: Lang) => send<StudioArticle>("/api/admin/articles", "POST", { lang }),
      get: (id: string) => call<StudioArticle>(`/api/admin/articles/${encodeURIComponent(id)}`),
      /** Saves this article's working copy; `version` is the one it was based on. 409 `stale_version` when another tab saved first. */
      save: (id: string, document: ArticleDocument, version: number) =>
        send<StudioArticle>(`/api/admin/articles/${encodeURIComponent(id)}`, "PUT", { document, version }),
      confirmTranslation: (id: string, lang: Lang, version: number) =>
        send<StudioArticle>(`/api/admin/articles/${encodeURIComponent(id)}/confirm`, "POST", { lang, version }),
      /** Publishes now, or at `at` (ISO). */
      publish: (id: string, at?: string) => send<StudioArticle>(`/api/admin/articles/${encodeURIComponent(id)}/publish`, "POST", at ? { at } : {}),
      unpublish: (id: string) => send<StudioArticle>(`/api/admin/articles/${encodeURIComponent(id)}/unpublish`, "POST", {}),
      remove: (id: string) => send<{ ok: true }>(`/api/admin/articles/${encodeURIComponent(id)}`, "DELETE"),
      keepSamples: () => send<{ kept: number }>("/api/admin/articles/samples/keep", "POST", {}),
      removeSamples: () => send<{ removed: string[] }>("/api/admin/articles/samples/remove", "POST", {}),
      undoRemove: (id: string) => send<StudioArticle>(`/api/admin/articles/${encodeURIComponent(id)}/undo-delete`, "POST", {}),
      revisions: (id: string) => call<ArticleRevisionInfo[]>(`/api/admin/articles/${encodeURIComponent(id)}/revisions`),
      restore: (id: string, revision: number) =>
        send<StudioArticle>(`/api/admin/articles/${encodeURIComponent(id)}/revisions/${revision}/restore`, "POST", {}),
    },
    images: {
      /** Uploads one image file as it is; the server reads what it really is. */
      upload: (file: Blob) =>
        call<{ id: string; width: number; height: number }>("/api/admin/images", {
          method: "POST",
          body: file,
          headers: { "Content-Type": file.type || "application/octet-stream" },
        }),
    },
    backup: {
      /** Whether this server makes automatic backups (the installer's timer), and the newest one. */
      automatic: () => call<{ configured: boolean; latest: { name: string; bytes: number; at: string } | null }>("/api/admin/backup/automatic"),
      /** The content export or the full backup, as the server streams it, with the file name it gives. */
      download: async (kind: BackupKind) => {
        const response = await file(`/api/admin/backup/${kind}`);
        const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `site-${kind}`;
        return { blob: await response.blob(), name };
      },
      /** What restoring the file would change; nothing changes yet. */
      check: (file: Blob) =>
        call<RestoreSummary>("/api/admin/backup/restore/check", {
          method: "POST",
          body: file,
          headers: { "Content-Type": "application/octet-stream" },
        }),
      /** Restores the file's content as a new revision; `basis` is the published revision the summary compared against. */
      restore: (file: Blob, basis: number) =>
        call<{ revision: RevisionInfo; settingsChanged: string[] }>(`/api/admin/backup/restore?basis=${basis}`, {
          method: "POST",
          body: file,
          headers: { "Content-Type": "application/octet-stream" },
        }),
    },
    insights: {
      report: (from: string, to: string) => call<InsightReport>(`/api/admin/insights?${new URLSearchParams({ from, to })}`),
      /** The period's figures as a CSV file. */
      export: async (from: string, to: string) => (await file(`/api/admin/insights/export?${new URLSearchParams({ from, to })}`)).blob(),
      settings: () => call<InsightSettings>("/api/admin/insights/settings"),
      saveSettings: (retentionDays: number) => send<InsightSettings>("/api/admin/insights/settings", "PUT", { retentionDays }),
    },
  };
}

export type InsightSettings = { retentionDays: number; choices: number[] };
