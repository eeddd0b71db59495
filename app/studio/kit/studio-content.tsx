import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { Eye, Rocket, Undo2 } from "lucide-react";
import { Spinner } from "~/components/ui/spinner";
import type { ContentDocument, DocumentProblem } from "#core/content/content-document";
import type { StudioContent } from "#core/content/studio-wire";
import { StudioApiError } from "./studio-api";
import type { StudioApi } from "./studio-shell";
import { useToast } from "~/components/ui/toast";
import { useStudioT } from "./use-studio-t";

/** `latest`: the draft saved meanwhile by another tab, when the save was refused as stale and the caller asked to hear of it. */
export type SaveResult = { ok: true } | { ok: false; problems: DocumentProblem[]; latest?: ContentDocument };

/**
 * What a save does when another tab saved first (409): "reload" tells the owner
 * and loads the latest draft; "retry" applies the same change to the latest
 * draft once (for changes that name what they change by id: a move, a delete,
 * hiding an item, one item whose other tab's copy was not touched); "report"
 * loads the latest draft silently and hands it back, for the caller to show
 * what differs (the item editor's conflict view).
 */
export type OnStale = "reload" | "retry" | "report";

type StudioContentApi = {
  content: StudioContent;
  /**
   * Saves the draft with one change applied; refused changes come back as
   * problems (paths like "lists.faq.2.q.en"). With `undo`, the toast offers
   * an Undo button that saves that change (applied to the draft as it is then).
   */
  update: (
    change: (document: ContentDocument) => ContentDocument,
    success?: string,
    undo?: (document: ContentDocument) => ContentDocument,
    onStale?: OnStale,
    /** The toast's line under the title, when "visitors see it once you publish" would not be true (a hidden item). */
    hint?: string,
  ) => Promise<SaveResult>;
  api: StudioApi;
  /** Loads the draft and the published revision again (after a restore, which replaces both). */
  reload: () => Promise<void>;
};

const Context = createContext<StudioContentApi | null>(null);

/** The draft the content screens edit: loaded once, saved on every change, with the bar that publishes it. */
export function useStudioContent(): StudioContentApi {
  const value = useContext(Context);
  if (!value) throw new Error("useStudioContent must be used inside StudioContentProvider");
  return value;
}

/** Refusals of a whole list that have their own sentence, in the order one is chosen when several apply. */
const explainedRefusals = ["too_few", "fact_in_use", "in_use"] as const;

export function StudioContentProvider({ api, previewPath = "/", children }: { api: StudioApi; previewPath?: string; children: ReactNode }) {
  const { t } = useStudioT();
  const { toast } = useToast();
  const [content, setContent] = useState<StudioContent | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setContent(await api.content.get());
    } catch {
      setFailed(true);
    }
  }, [api]);
  useEffect(() => void load(), [load]);

  // The draft as last saved, for a change made later than the render that offered it (an Undo in a toast).
  const latest = useRef(content);
  latest.current = content;
  const update: StudioContentApi["update"] = useCallback<StudioContentApi["update"]>(
    async (change, success, undo, onStale = "reload", hint): Promise<SaveResult> => {
      const current = latest.current;
      if (!current) return { ok: false, problems: [] };
      try {
        const next = await api.content.saveDraft(change(structuredClone(current.document)), current.draft?.version ?? null);
        latest.current = next;
        setContent(next);
        toast({
          title: success ?? t("studio.content.saved"),
          description: hint ?? (undo ? t("studio.content.undoHint") : t("studio.content.savedHint")),
          variant: "default",
          ...(undo ? { action: { label: t("studio.content.undo"), onAction: () => void updateRef.current(undo, t("studio.content.undone")) } } : {}),
        });
        return { ok: true };
      } catch (error) {
        if (error instanceof StudioApiError && error.status === 409) {
          if (onStale === "reload") {
            toast({ title: t("studio.content.stale"), description: t("studio.content.staleHint"), variant: "destructive" });
            await load();
            return { ok: false, problems: [] };
          }
          const fresh = await api.content.get().catch(() => null);
          if (!fresh) return { ok: false, problems: [] };
          latest.current = fresh;
          setContent(fresh);
          if (onStale === "retry") return updateRef.current(change, success, undo, "reload", hint);
          return { ok: false, problems: [], latest: fresh.document };
        }
        const problems = error instanceof StudioApiError ? ((error.body.problems ?? []) as DocumentProblem[]).filter((p) => "path" in p) : [];
        // A list that must keep a published item (its page would be empty), or a fact texts still use, says so; anything else is the general hint.
        const codes = new Set(problems.map((problem) => problem.code));
        const said = explainedRefusals.find((code) => codes.has(code));
        const description = said ? t(`studio.lists.editor.errors.${said}`) : t("studio.content.saveFailedHint");
        toast({ title: t("studio.content.saveFailed"), description, variant: "destructive" });
        return { ok: false, problems };
      }
    },
    [api, load, t, toast],
  );
  const updateRef = useRef<StudioContentApi["update"]>(update);
  updateRef.current = update;

  // After a publish or a restore the published logo may be another: the studio's header asks the layout again.
  const { revalidate } = useRevalidator();
  const reload = useCallback(async () => {
    await Promise.all([load(), revalidate()]);
  }, [load, revalidate]);
  const value = useMemo(() => (content ? { content, update, api, reload } : null), [content, update, api, reload]);

  if (failed) {
    return (
      <div role="alert" className="mx-auto max-w-3xl p-6">
        <p>{t("studio.content.loadFailed")}</p>
        <button type="button" className="btn-ghost mt-3" onClick={() => void load()}>
          {t("studio.content.retry")}
        </button>
      </div>
    );
  }
  if (!value) return <Spinner label={t("loading")} className="min-h-[50vh]" />;
  return (
    <Context.Provider value={value}>
      <DraftBar content={value.content} api={api} previewPath={previewPath} onChange={setContent} reload={reload} />
      {children}
    </Context.Provider>
  );
}

/** Where the draft stands, with Preview, Discard and Publish. */
function DraftBar({
  content,
  api,
  previewPath,
  onChange,
  reload,
}: {
  content: StudioContent;
  api: StudioApi;
  previewPath: string;
  onChange: (content: StudioContent) => void;
  reload: () => Promise<void>;
}) {
  const { t } = useStudioT();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { draft, missing, changes } = content;

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const detail =
        error instanceof StudioApiError && error.body.error === "missing_translations" ? t("studio.content.missingHint") : t("toasts.generic");
      toast({ title: failure, description: detail, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const preview = () =>
    run(async () => {
      await api.content.startPreview();
      window.open(previewPath, "_blank", "noopener");
    }, t("studio.content.previewFailed"));
  const publish = () =>
    run(async () => {
      const revision = await api.content.publish();
      await reload();
      toast({ title: t("studio.content.published"), description: t("studio.content.publishedHint", { id: revision.id }), variant: "default" });
    }, t("studio.content.publishFailed"));
  const discard = () =>
    run(async () => {
      onChange(await api.content.discardDraft());
      setConfirmDiscard(false);
      toast({ title: t("studio.content.discarded"), description: t("studio.content.discardedHint"), variant: "default" });
    }, t("studio.content.discardFailed"));

  const summary = changes.map((change) => t(`studio.content.areas.${change.area}`)).join(", ");
  return (
    <section
      aria-label={t("studio.content.barLabel")}
      data-testid="draft-bar"
      data-state={draft ? "draft" : "published"}
      className="sticky top-0 z-30 border-b border-line bg-surface-2/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-sm">
        <p className="min-w-0 flex-1 max-sm:line-clamp-2" role="status">
          {draft ? (
            <>
              <strong>{t("studio.content.draft")}</strong> <span className="text-muted">{summary}</span>
            </>
          ) : (
            <span className="text-muted">{t("studio.content.upToDate", { id: content.published.id })}</span>
          )}
        </p>
        {missing.length > 0 && (
          <p className="w-full text-warning sm:w-auto" data-testid="missing-translations">
            {t("studio.content.missing", { count: missing.length })}
          </p>
        )}
        {draft && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-ghost inline-flex py-1.5 text-sm"
              onClick={() => void preview()}
              disabled={busy}
              data-testid="draft-preview"
            >
              <Eye className="size-4" aria-hidden />
              {t("studio.content.preview")}
            </button>
            {confirmDiscard ? (
              <span className="flex items-center gap-2" role="group" aria-label={t("studio.content.discardConfirm")}>
                <span>{t("studio.content.discardConfirm")}</span>
                <button
                  type="button"
                  className="btn-ghost inline-flex py-1.5 text-sm text-danger"
                  onClick={() => void discard()}
                  disabled={busy}
                  data-testid="draft-discard-yes"
                >
                  {t("studio.content.discardYes")}
                </button>
                <button type="button" className="btn-ghost inline-flex py-1.5 text-sm" onClick={() => setConfirmDiscard(false)}>
                  {t("studio.content.cancel")}
                </button>
              </span>
            ) : (
              <button
                type="button"
                className="btn-ghost inline-flex py-1.5 text-sm"
                onClick={() => setConfirmDiscard(true)}
                disabled={busy}
                data-testid="draft-discard"
              >
                <Undo2 className="size-4" aria-hidden />
                {t("studio.content.discard")}
              </button>
            )}
            <button
              type="button"
              className="btn-primary inline-flex py-1.5 text-sm"
              onClick={() => void publish()}
              disabled={busy || missing.length > 0}
              aria-describedby={missing.length > 0 ? "missing-translations-hint" : undefined}
              data-testid="draft-publish"
            >
              <Rocket className="size-4" aria-hidden />
              {t("studio.content.publish")}
            </button>
            {missing.length > 0 && (
              <span id="missing-translations-hint" className="sr-only">
                {t("studio.content.missingHint")}
              </span>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
