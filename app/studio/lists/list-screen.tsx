import { useRef, useState } from "react";
import { Plus } from "lucide-react";
import { newItemId, type ContentDocument } from "#core/content/content-document";
import { sameContent } from "#core/content/revision-diff";
import { listTextsBehind } from "#core/content/list-steps";
import { Link } from "react-router";
import { listDescriptor, listNames, type ListName } from "#core/content/lists/catalogue";
import { useStudioContent, type OnStale, type SaveResult } from "../kit/studio-content";
import { useToast } from "~/components/ui/toast";
import { useStudioLanguage } from "../kit/studio-language";
import { useStudioT } from "../kit/use-studio-t";
import { useFocusAndAnnounce } from "../kit/use-focus-and-announce";
import { ItemEditor } from "./item-editor";
import { canPublish, itemName, type AnyEntry } from "./item-form";
import { useListTexts, type ChoiceNames } from "./list-texts";
import { ListRow } from "./list-row";
import { moveById, moveItem } from "./list-order";
import { useDragReorder } from "./use-drag-reorder";

type Editing = { id: string; item: AnyEntry | null };

/**
 * /admin/<list>: one list of the studio (see core/content/lists) in the
 * order visitors see it. Every action saves the draft at once; the
 * draft bar above publishes it.
 */
export function ListScreen({ list, choiceNames }: { list: ListName; choiceNames: ChoiceNames }) {
  const { lang: studioLang } = useStudioLanguage();
  const { t } = useStudioT();
  const texts = useListTexts(list);
  // Keys built from the list's description (checked by list-texts.test.ts).
  const loose = t as unknown as (key: string) => string;
  const { toast } = useToast();
  const { content, update } = useStudioContent();
  const saved = content.document.lists[list] as AnyEntry[];
  // A move shows at once; the saved order replaces it when the save answers.
  const [moved, setMoved] = useState<AnyEntry[] | null>(null);
  const items = moved ?? saved;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { announcement, focusOn, announce } = useFocusAndAnnounce();
  const listRef = useRef<HTMLOListElement>(null);
  // A saved editor closes itself; its close must not move the focus the save gave.
  const closedBySave = useRef(false);

  const descriptor = listDescriptor(list);
  const max = descriptor.maxItems;
  const warnings = descriptor.warnings?.(content.document) ?? [];
  const siblings = descriptor.group ? listNames.filter((name) => listDescriptor(name).group === descriptor.group) : [];
  const missingIds = new Set(content.missing.filter((entry) => entry.list === list).map((entry) => entry.id));
  const behindIds = new Set(listTextsBehind(content.document).flatMap((entry) => (entry.list === list ? [entry.id] : [])));
  const publishedCount = saved.filter((item) => item.published).length;
  // A private list's shipped items are no sample visitors see: nothing to keep as his (ADR 060).
  const sampleIds = descriptor.private ? [] : saved.filter((item) => item.published && item.sample).map((item) => item.id);
  const nameOf = (item: AnyEntry) => itemName(list, item, studioLang) || t("studio.lists.untitled");

  const onList = (edit: (items: AnyEntry[]) => AnyEntry[]) => (document: ContentDocument) => {
    (document.lists as Record<ListName, AnyEntry[]>)[list] = edit(document.lists[list] as AnyEntry[]);
    return document;
  };
  /**
   * Saves one change to this list; `undo` (applied to the list as it is when
   * pressed) puts an Undo in the toast. Every change names its item by id, so
   * one refused because another tab saved first is applied again to the
   * latest draft, unless the caller wants to compare (`onStale`).
   */
  const change = async (
    edit: (items: AnyEntry[]) => AnyEntry[],
    success: string,
    undo?: (items: AnyEntry[]) => AnyEntry[],
    onStale: OnStale = "retry",
    hint?: string,
  ): Promise<SaveResult> => {
    setBusy(true);
    try {
      // A private list (his reply templates) is never on the site: its changes are his to use at once, not for visitors.
      return await update(onList(edit), success, undo && onList(undo), onStale, descriptor.private ? t("studio.lists.privateHint") : hint);
    } finally {
      setBusy(false);
    }
  };

  const move = async (from: number, to: number, direction?: "up" | "down") => {
    const item = items[from];
    if (busy || !item || to < 0 || to >= items.length || to === from) return;
    setMoved(moveItem(items, from, to));
    if (direction) focusOn(`move-${direction}-${item.id}`, `move-${direction === "up" ? "down" : "up"}-${item.id}`);
    const result = await change(
      (current) => moveById(current, item.id, to),
      t("studio.lists.done.moved"),
      (current) => moveById(current, item.id, from),
    );
    setMoved(null);
    if (result.ok) announce(t("studio.lists.announce.moved", { position: to + 1, total: items.length }));
    if (direction) focusOn(`move-${direction}-${item.id}`, `move-${direction === "up" ? "down" : "up"}-${item.id}`);
  };
  const drag = useDragReorder(listRef, (from, to) => void move(from, to), busy || items.length < 2);

  const togglePublished = async (item: AnyEntry) => {
    if (busy) return;
    const name = nameOf(item);
    if (!item.published && !canPublish(list, item)) {
      toast({ title: t("studio.lists.refused"), description: t("studio.lists.refusedHint", { name }), variant: "destructive" });
      return;
    }
    const published = !item.published;
    const result = await change(
      (current) => current.map((entry) => (entry.id === item.id ? { ...entry, published } : entry)),
      t(published ? "studio.lists.done.published" : "studio.lists.done.unpublished"),
      (current) => current.map((entry) => (entry.id === item.id ? { ...entry, published: !published } : entry)),
    );
    if (result.ok) announce(t(published ? "studio.lists.announce.published" : "studio.lists.announce.unpublished", { name }));
  };

  const remove = async (item: AnyEntry, index: number) => {
    if (busy) return;
    const result = await change(
      (current) => current.filter((entry) => entry.id !== item.id),
      t("studio.lists.done.deleted"),
      // Back where it was (or last, if the list is shorter now), unless it is already back.
      (current) => (current.some((entry) => entry.id === item.id) ? current : current.toSpliced(Math.min(index, current.length), 0, item)),
    );
    if (!result.ok) return;
    setConfirming(null);
    announce(t("studio.lists.announce.deleted", { name: nameOf(item) }));
    const neighbour = items[index + 1] ?? items[index - 1];
    focusOn(...(neighbour ? [`edit-${neighbour.id}`] : []), "list-add");
  };

  /**
   * "Keep them as mine": every published item still the sample's stops counting as sample, as it
   * stands (each item's "Make it mine" does the same for one). A deliberate button, with Undo.
   */
  const keepSamples = async () => {
    const ids = new Set(sampleIds);
    if (busy || ids.size === 0) return;
    const mark = (sample: boolean) => (current: AnyEntry[]) => current.map((entry) => (ids.has(entry.id) ? { ...entry, sample } : entry));
    const result = await change(mark(false), t("studio.lists.done.kept", { count: ids.size }), mark(true));
    if (result.ok) announce(t("studio.lists.done.kept", { count: ids.size }));
  };

  /**
   * Saves the edited item. `base` is the item as the editor started from it:
   * if another tab saved first and left this item as it was, the save goes
   * through on the latest draft; if it changed this item, the editor is
   * handed the saved copy (`theirs`, null when it was deleted) to compare.
   */
  const save = async (item: AnyEntry, base: AnyEntry | null): Promise<SaveResult & { theirs?: AnyEntry | null }> => {
    const apply = (current: AnyEntry[]) =>
      current.some((entry) => entry.id === item.id) ? current.map((entry) => (entry.id === item.id ? item : entry)) : [...current, item];
    const success = base ? texts.screen("saved") : texts.screen("added");
    // A hidden item is saved, not shown: the toast says so rather than "visitors see it once you publish".
    const hint = item.published ? undefined : t("studio.content.savedHiddenHint");
    let result: SaveResult = await change(apply, success, undefined, "report", hint);
    if (!result.ok && result.latest) {
      const theirs = (result.latest.lists[list] as AnyEntry[]).find((entry) => entry.id === item.id) ?? null;
      // Compared key order aside: the server stores JSON.
      if (!sameContent(theirs, base)) return { ...result, theirs };
      result = await change(apply, success, undefined, "reload", hint);
    }
    if (result.ok) {
      closedBySave.current = true;
      setEditing(null);
      focusOn(`edit-${item.id}`);
    }
    return result;
  };

  const openEditor = (target: Editing) => {
    closedBySave.current = false;
    setEditing(target);
  };

  const editingIndex = editing ? saved.findIndex((entry) => entry.id === editing.id) : -1;

  return (
    <main className="mx-auto max-w-5xl px-4 py-6" data-testid={`list-screen-${list}`}>
      {siblings.length > 1 && (
        <nav aria-label={t("studio.lists.group.label")} className="mb-5 -mx-1 overflow-x-auto">
          <ul className="flex gap-1">
            {siblings.map((name) => (
              <li key={name} className="shrink-0">
                <Link
                  to={`/admin/${name}`}
                  aria-current={name === list ? "page" : undefined}
                  className={`inline-flex rounded-full border px-3 py-1.5 text-sm font-semibold ${name === list ? "border-accent text-fg" : "border-line text-muted hover:text-fg"}`}
                >
                  {loose(`studio.sections.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold">{texts.screen("title")}</h1>
          <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{texts.screen("lead")}</p>
          <p className="mt-1 text-sm font-semibold" data-testid="list-count">
            {t(descriptor.private ? "studio.lists.privateCount" : "studio.lists.count", { count: saved.length, published: publishedCount })}
          </p>
        </div>
        <button
          type="button"
          id="list-add"
          className="btn-primary inline-flex py-2.5"
          onClick={() => openEditor({ id: newItemId(), item: null })}
          disabled={saved.length >= max}
          aria-describedby={saved.length >= max ? "list-full" : undefined}
          data-testid="list-add"
        >
          <Plus className="size-5" aria-hidden />
          {texts.screen("add")}
        </button>
      </div>
      {saved.length >= max && (
        <p id="list-full" className="mt-3 text-sm text-warning">
          {t("studio.lists.full", { count: max })}
        </p>
      )}

      {warnings.map((key) => (
        <p
          key={key}
          role="status"
          className="mt-3 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2 text-sm text-warning"
          data-testid="list-warning"
        >
          {loose(`studio.lists.warnings.${key}`)}
        </p>
      ))}

      {sampleIds.length > 0 && (
        <div
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2"
          data-testid="list-sample-bar"
        >
          <p className="min-w-0 flex-1 basis-64 text-sm leading-6">{t("studio.lists.sampleBar.note", { count: sampleIds.length })}</p>
          <button type="button" className="btn-ghost shrink-0 py-2" onClick={() => void keepSamples()} disabled={busy}>
            {t("studio.lists.sampleBar.keep", { count: sampleIds.length })}
          </button>
        </div>
      )}

      <p role="status" className="sr-only" data-testid="list-announcement">
        <span key={announcement.n}>{announcement.text}</span>
      </p>

      {items.length === 0 ? (
        <p className="card mt-6 p-6 text-muted" data-testid="list-empty">
          {texts.screen("empty")}
        </p>
      ) : (
        <ol
          ref={listRef}
          className="mt-6 grid gap-3"
          aria-label={t("studio.lists.listLabel", { list: texts.screen("title") })}
          data-testid="list-items"
          data-list={list}
        >
          {items.map((item, index) => {
            const name = nameOf(item);
            return (
              <ListRow
                key={item.id}
                list={list}
                item={item}
                index={index}
                count={items.length}
                name={name}
                missing={missingIds.has(item.id)}
                behind={behindIds.has(item.id)}
                confirming={confirming === item.id}
                dragging={drag.dragging === index}
                style={drag.rowStyle(index)}
                choiceNames={choiceNames}
                handle={drag.handleProps(index)}
                onEdit={() => openEditor({ id: item.id, item })}
                onTogglePublished={() => void togglePublished(item)}
                onMove={(direction) => void move(index, direction === "up" ? index - 1 : index + 1, direction)}
                onAskDelete={() => {
                  setConfirming(item.id);
                  focusOn(`delete-cancel-${item.id}`);
                }}
                onDelete={() => void remove(item, index)}
                onCancelDelete={() => {
                  setConfirming(null);
                  focusOn(`delete-${item.id}`);
                }}
              />
            );
          })}
        </ol>
      )}

      {editing && (
        <ItemEditor
          key={editing.id}
          list={list}
          item={editing.item}
          id={editing.id}
          problemPrefix={`lists.${list}.${editingIndex === -1 ? saved.length : editingIndex}`}
          choiceNames={choiceNames}
          onSave={save}
          onClose={() => {
            if (closedBySave.current) return;
            setEditing(null);
            focusOn(editing.item ? `edit-${editing.id}` : "list-add");
          }}
        />
      )}
    </main>
  );
}
