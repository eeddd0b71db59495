import { useCallback, useEffect, useRef, useState } from "react";
import type { Lang } from "#core/i18n/languages";
import { useStudioContent } from "../kit/studio-content";
import { useStudioT } from "../kit/use-studio-t";
import { useLeaveGuard } from "../kit/leave-guard";
import { useKeptPageEdits } from "./kept-edits";
import { problemsOf, withText } from "./text-draft";
import type { ConfirmText, EditText, SaveText } from "./text-row";
import { confirmText } from "#core/content/text-steps";

/**
 * The Pages screen's texts being typed and saved: the edits (kept in this browser until saved), which text
 * is saving, and the row callbacks that change an edit and save a text into the draft.
 */
export function useTextEdits() {
  const { t } = useStudioT();
  const { update } = useStudioContent();
  const { edits, setEdits, restored, dismissRestored } = useKeptPageEdits();
  const [savingKey, setSavingKey] = useState<string | null>(null);

  // Unsaved edits would be lost on leaving: the browser asks first, and so does a move to another studio screen.
  const unsaved = Object.keys(edits).length;
  useLeaveGuard(unsaved > 0, t("studio.pages.leaveConfirm", { count: unsaved }));

  const onEdit = useCallback<EditText>(
    (key, lang, value) => {
      setEdits((current) => {
        const entry = { ...current[key] };
        if (value === undefined) delete entry[lang];
        else entry[lang] = value;
        const { [key]: _old, ...rest } = current;
        return Object.keys(entry).length ? { ...rest, [key]: entry } : rest;
      });
    },
    [setEdits],
  );

  // The latest update(): it closes over the draft version, and rows are memoised.
  const updateRef = useRef(update);
  useEffect(() => {
    updateRef.current = update;
  }, [update]);
  const onSave = useCallback<SaveText>(
    async (entry, values, reset) => {
      setSavingKey(entry.key);
      try {
        const result = await updateRef.current(
          (document) => withText(document, entry, values),
          reset ? t("studio.pages.resetDone") : t("studio.pages.saved"),
        );
        const langs = Object.keys(values) as Lang[];
        if (result.ok) {
          for (const lang of langs) onEdit(entry.key, lang, undefined);
          return {};
        }
        return problemsOf(result.problems, entry, langs);
      } finally {
        setSavingKey(null);
      }
    },
    [onEdit, t],
  );

  // He read both languages and says this one still says the same (issue 43, item 7).
  const onConfirm = useCallback<ConfirmText>(
    async (entry, lang) => {
      setSavingKey(entry.key);
      try {
        const result = await updateRef.current(
          (document) => confirmText(document, entry.key, lang, (inLang) => entry[inLang]),
          t("studio.pages.behind.confirmed"),
        );
        return result.ok;
      } finally {
        setSavingKey(null);
      }
    },
    [t],
  );

  return { edits, restored, dismissRestored, unsaved, savingKey, onEdit, onSave, onConfirm };
}
