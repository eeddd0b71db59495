import { useState, type Dispatch, type SetStateAction } from "react";
import type { Lang } from "#core/i18n/languages";
import { useAuth } from "../kit/auth-context";
import { useStudioFormats } from "../kit/studio-formats";
import { readUnsaved, useKeptWhilePending, type UnsavedEdit } from "../kit/unsaved-edits";
import { useStudioT } from "../kit/use-studio-t";
import type { TextGroup } from "./text-groups";

/** Page texts typed and not saved yet, by key and language. */
export type PageEdits = Record<string, Partial<Record<Lang, string>>>;

const place = "pages";

/**
 * The Pages screen's unsaved texts, kept in this browser as he types (unsaved-edits.ts), so a closed tab,
 * a reload, a sign-out or an ended session loses none of them: they come back the next time he opens
 * Pages, signed in as himself, with a note saying so.
 */
export function useKeptPageEdits(): {
  edits: PageEdits;
  setEdits: Dispatch<SetStateAction<PageEdits>>;
  restored: UnsavedEdit<PageEdits> | null;
  dismissRestored: (discard: boolean) => void;
} {
  const owner = useAuth().user?.id ?? "";
  const [restored, setRestored] = useState(() => {
    const kept = owner ? readUnsaved<PageEdits>(owner, place) : null;
    return kept && typeof kept.value === "object" && kept.value !== null && Object.keys(kept.value).length > 0 ? kept : null;
  });
  const [edits, setEdits] = useState<PageEdits>(() => restored?.value ?? {});
  useKeptWhilePending(owner, place, edits, Object.keys(edits).length > 0);
  const dismissRestored = (discard: boolean) => {
    if (discard) setEdits({});
    setRestored(null);
  };
  // Once every text that came back is saved or reset, the note has nothing left to say.
  return { edits, setEdits, restored: Object.keys(edits).length > 0 ? restored : null, dismissRestored };
}

/** The note over the Pages screen when unsaved texts came back: when they were typed, where they are, and a way to drop them. */
export function RestoredEdits({
  restored,
  edits,
  groups,
  groupLabel,
  onSelect,
  onDismiss,
}: {
  restored: UnsavedEdit<PageEdits>;
  edits: PageEdits;
  groups: readonly TextGroup[];
  groupLabel: (group: TextGroup) => string;
  onSelect: (id: string) => void;
  onDismiss: (discard: boolean) => void;
}) {
  const { t } = useStudioT();
  const format = useStudioFormats();
  const holding = groups.filter((group) => group.entries.some((entry) => edits[entry.key]));
  return (
    <div className="grid gap-2 rounded-lg border border-info/50 bg-info/10 px-3 py-2 text-sm" role="status" data-testid="restored-page-edits">
      <p className="text-info">{t("studio.pages.restored", { time: format.time(restored.savedAt) })}</p>
      {holding.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("studio.pages.restoredWhere")}>
          {holding.map((group) => (
            <li key={group.id}>
              <button type="button" className="btn-ghost py-1 text-sm" onClick={() => onSelect(group.id)}>
                {groupLabel(group)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-ghost py-1.5 text-sm" onClick={() => onDismiss(false)}>
          {t("studio.pages.restoredKeep")}
        </button>
        <button type="button" className="btn-ghost py-1.5 text-sm" onClick={() => onDismiss(true)}>
          {t("studio.lists.editor.discardRestored")}
        </button>
      </div>
    </div>
  );
}
