import { useCallback, useEffect, useRef, useState } from "react";
import { History, RotateCcw, Undo2 } from "lucide-react";
import { DisclosurePanel } from "~/components/ui/disclosure";
import { Spinner } from "~/components/ui/spinner";
import type { RevisionInfo } from "#core/content/studio-wire";
import { isSettingsField } from "#core/settings/settings-schema";
import { bringBack, removedItemName, withoutItem, type RemovedItem } from "#core/content/bring-back";
import { StudioContentProvider, useStudioContent } from "../kit/studio-content";
import { StudioShell } from "../kit/studio-shell";
import { useToast } from "~/components/ui/toast";
import { useStudioLanguage } from "../kit/studio-language";
import { useStudioT } from "../kit/use-studio-t";
import { changeCounts, revisionDate, splitTextChange } from "../kit/revision-format";
import { useStudioFormats } from "../kit/studio-formats";

/** /admin/history: every published revision, newest first, with restore. */
export function HistoryScreen({ anonKey }: { anonKey: string }) {
  return (
    <StudioShell anonKey={anonKey}>
      {(api) => (
        <StudioContentProvider api={api}>
          <RevisionList />
        </StudioContentProvider>
      )}
    </StudioShell>
  );
}

type T = ReturnType<typeof useStudioT>["t"];

function RevisionList() {
  const { t } = useStudioT();
  const { lang: studioLang } = useStudioLanguage();
  const { toast } = useToast();
  const { content, api, reload, update } = useStudioContent();
  const [revisions, setRevisions] = useState<RevisionInfo[] | null>(null);
  const [removed, setRemoved] = useState<RemovedItem[]>([]);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setRevisions(await api.content.revisions());
    } catch {
      setFailed(true);
    }
  }, [api]);
  // Publishing from the draft bar makes a new revision: the list follows the published id.
  const publishedId = content.published.id;
  useEffect(() => void load(), [load, publishedId]);
  // What can be brought back depends on the draft too; a failure only leaves the offers out.
  const draftVersion = content.draft?.version ?? null;
  useEffect(() => {
    let current = true;
    api.content.removed().then(
      ({ items }) => current && setRemoved(items),
      () => current && setRemoved([]),
    );
    return () => {
      current = false;
    };
  }, [api, publishedId, draftVersion]);
  // An item back in the draft is offered no more, without waiting for the list to load again.
  const offered = removed.filter((entry) => !(content.document.lists[entry.list] as { id: string }[]).some((item) => item.id === entry.item.id));
  const bring = (entry: RemovedItem) =>
    void update(
      (document) => bringBack(document, entry),
      t("studio.history.removed.broughtBack", { name: removedItemName(entry, studioLang) }),
      (document) => withoutItem(document, entry.list, entry.item.id),
    );

  const restore = async (id: number) => {
    setRestoring(true);
    try {
      const revision = await api.content.restore(id);
      setConfirming(null);
      await Promise.all([load(), reload()]);
      toast({
        title: t("studio.history.restored", { from: id, id: revision.id }),
        description: t("studio.history.restoredHint"),
        variant: "default",
      });
      requestAnimationFrame(() => list.current?.querySelector<HTMLElement>("h2")?.focus());
    } catch {
      toast({ title: t("studio.history.restoreFailed"), description: t("toasts.generic"), variant: "destructive" });
    } finally {
      setRestoring(false);
    }
  };

  let body;
  if (failed) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="alert">{t("studio.history.loadFailed")}</p>
        <button type="button" className="btn-ghost" onClick={() => void load()}>
          {t("studio.history.retry")}
        </button>
      </div>
    );
  } else if (!revisions) {
    body = <Spinner label={t("loading")} className="min-h-64" />;
  } else if (revisions.length === 0) {
    body = <p className="text-muted">{t("studio.history.empty")}</p>;
  } else {
    body = (
      <ol ref={list} aria-label={t("studio.history.listLabel")} className="grid gap-3" data-testid="revision-list">
        {revisions.map((revision, index) => (
          <Revision
            key={revision.id}
            revision={revision}
            current={index === 0}
            confirming={confirming === revision.id}
            hasDraft={content.draft !== null}
            restoring={restoring}
            onAsk={() => setConfirming(revision.id)}
            onCancel={() => setConfirming(null)}
            onRestore={() => void restore(revision.id)}
            removed={offered.filter((entry) => entry.revision === revision.id)}
            onBringBack={bring}
            t={t}
          />
        ))}
      </ol>
    );
  }

  return (
    <main className="mx-auto max-w-4xl px-4 py-6" data-testid="history-screen">
      <h1 className="text-2xl font-extrabold">{t("studio.history.title")}</h1>
      <p className="mt-1 max-w-3xl text-sm leading-6 text-muted">{t("studio.history.lead")}</p>
      <div className="mt-6">{body}</div>
    </main>
  );
}

function Revision({
  revision,
  current,
  confirming,
  hasDraft,
  restoring,
  onAsk,
  onCancel,
  onRestore,
  removed,
  onBringBack,
  t,
}: {
  revision: RevisionInfo;
  removed: RemovedItem[];
  onBringBack: (entry: RemovedItem) => void;
  current: boolean;
  confirming: boolean;
  hasDraft: boolean;
  restoring: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onRestore: () => void;
  t: T;
}) {
  const format = useStudioFormats();
  const studioLang = format.lang;
  const askButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // Into the question when it opens, back to the button when it closes.
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
    else if (wasConfirming.current) askButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const when = revisionDate(revision.createdAt, format);
  const titleId = `revision-${revision.id}-title`;
  const confirmId = `revision-${revision.id}-confirm`;
  const textKeys = revision.summary.flatMap((change) => (change.area === "texts" ? (change.keys ?? []) : []));
  const action =
    revision.action === "restore" && revision.restoredFrom !== null
      ? t("studio.history.actions.restore", { from: revision.restoredFrom })
      : t(`studio.history.actions.${revision.action}`, { from: "" });
  const byPerson = revision.action !== "seed" && revision.action !== "migrate";

  return (
    <li className={`card grid gap-3 p-4 ${current ? "border-success/40" : ""}`} data-testid="revision" data-id={revision.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={titleId} tabIndex={-1} className="text-lg font-bold outline-none">
          {t("studio.history.revision", { id: revision.id })}
        </h2>
        {current && (
          <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success" data-testid="revision-current">
            {t("studio.history.current")}
          </span>
        )}
        {!current && !confirming && (
          <button
            ref={askButton}
            type="button"
            className="btn-ghost ms-auto inline-flex py-1.5 text-sm"
            onClick={onAsk}
            disabled={restoring}
            aria-describedby={titleId}
            data-testid="revision-restore"
          >
            <RotateCcw className="size-4" aria-hidden />
            {t("studio.history.restore")}
          </button>
        )}
      </div>
      <p className="text-sm text-muted">
        <span className="font-semibold text-fg">{action}</span>
        {" · "}
        <time dateTime={revision.createdAt} title={when.absolute}>
          {when.absolute}
          {when.relative && ` (${when.relative})`}
        </time>
        {byPerson && ` · ${t("studio.history.by", { author: revision.author })}`}
      </p>
      <Summary revision={revision} t={t} />
      {textKeys.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted hover:text-fg">{t("studio.history.changedTexts", { count: textKeys.length })}</summary>
          <ul className="mt-2 grid gap-1 ps-4" data-testid="revision-text-keys">
            {textKeys.map((entry) => {
              const { lang, key } = splitTextChange(entry);
              return (
                <li key={entry} className="text-xs">
                  {lang && <span className="font-semibold">{lang === "ar" ? t("studio.pages.arabic") : t("studio.pages.english")} · </span>}
                  <code className="break-all text-muted">{key}</code>
                </li>
              );
            })}
          </ul>
        </details>
      )}
      {removed.length > 0 && (
        <div className="grid gap-2 rounded-lg border border-line p-3" data-testid="revision-removed">
          <p className="text-sm font-semibold">{t("studio.history.removed.title", { count: removed.length })}</p>
          <p className="text-xs leading-5 text-muted">{t("studio.history.removed.hint")}</p>
          <ul className="grid gap-1.5">
            {removed.map((entry) => {
              const name = removedItemName(entry, studioLang);
              return (
                <li key={`${entry.list}:${entry.item.id}`} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="text-muted">{t(`studio.content.areas.${entry.list}`)}</span>
                  <span aria-hidden>·</span>
                  <span className="min-w-0 break-words">{name}</span>
                  <button
                    type="button"
                    className="btn-ghost ms-auto inline-flex py-1 text-sm"
                    onClick={() => onBringBack(entry)}
                    aria-label={t("studio.history.removed.bringBackItem", { name })}
                  >
                    <Undo2 className="size-4" aria-hidden />
                    {t("studio.history.removed.bringBack")}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {confirming && (
        // Escape cancels it (unless restoring); the page around it stays usable.
        <DisclosurePanel
          role="group"
          aria-labelledby={confirmId}
          onDismiss={() => !restoring && onCancel()}
          className="grid gap-3 rounded-lg border border-warning/50 bg-warning-panel p-3"
          data-testid="restore-confirm"
        >
          <p id={confirmId} className="text-sm leading-6">
            {t("studio.history.confirm", { id: revision.id })} {hasDraft && <strong>{t("studio.history.confirmDraft")}</strong>}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <button ref={cancelButton} type="button" className="btn-ghost py-1.5 text-sm" onClick={onCancel} disabled={restoring}>
              {t("studio.history.cancel")}
            </button>
            <button
              type="button"
              className="btn-primary inline-flex py-1.5 text-sm"
              onClick={onRestore}
              disabled={restoring}
              aria-busy={restoring}
              data-testid="restore-yes"
            >
              <History className="size-4" aria-hidden />
              {restoring ? t("studio.history.restoring") : t("studio.history.confirmYes", { id: revision.id })}
            </button>
          </div>
        </DisclosurePanel>
      )}
    </li>
  );
}

function Summary({ revision, t }: { revision: RevisionInfo; t: T }) {
  if (revision.summary.length === 0) {
    return revision.action === "seed" ? null : <p className="text-sm text-muted">{t("studio.history.noChanges")}</p>;
  }
  return (
    <ul className="flex flex-wrap gap-2 text-sm" data-testid="revision-summary">
      {revision.summary.map((change) => {
        // Settings are named field by field ("Phone, WhatsApp"); other areas are counted.
        const parts =
          change.area === "settings"
            ? (change.keys ?? []).filter(isSettingsField).map((field) => t(`studio.settings.fields.${field}.label`))
            : changeCounts(change).map(({ kind, count }) => t(`studio.history.${kind}`, { count }));
        if (change.reordered) parts.push(t("studio.history.reordered"));
        return (
          <li key={change.area} className="rounded-lg border border-line px-2.5 py-1">
            <span className="font-semibold">{t(`studio.content.areas.${change.area}`)}</span>
            {parts.length > 0 && <span className="text-muted">: {parts.join(", ")}</span>}
          </li>
        );
      })}
    </ul>
  );
}
