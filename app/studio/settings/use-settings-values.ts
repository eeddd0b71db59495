import { useCallback, useEffect, useRef, useState } from "react";
import type { SampleField, SettingsValues, StudioSettingsDraft } from "#core/settings/settings-schema";
import type { StudioApi } from "../kit/studio-shell";
import { useStudioContent } from "../kit/studio-content";
import { useAuth } from "../kit/auth-context";
import { useLeaveGuard } from "../kit/leave-guard";
import { readUnsaved, useKeptWhilePending } from "../kit/unsaved-edits";

const sameValues = (a: SettingsValues | null, b: SettingsValues | null) => JSON.stringify(a) === JSON.stringify(b);

/** His kept values over the loaded ones, field by field and only for fields the form still has (a newer release may have changed them). */
function keptOver(loaded: SettingsValues, kept: Partial<SettingsValues>): SettingsValues {
  const merged = { ...loaded } as Record<string, unknown>;
  for (const [field, value] of Object.entries(kept ?? {})) {
    if (field in loaded && typeof value === typeof (loaded as Record<string, unknown>)[field]) merged[field] = value;
  }
  return merged as SettingsValues;
}

/**
 * The settings form's values (ADR 040): read from the draft, read again whenever the draft or the published
 * revision changes, yet what he typed and did not save is never overwritten (a publish or a discard
 * elsewhere), is kept in this browser for his next visit (unsaved-edits.ts) and holds him before he leaves.
 */
export function useSettingsValues(api: StudioApi, leaveConfirm: string) {
  const { content } = useStudioContent();
  const [values, setValues] = useState<SettingsValues | null>(null);
  // The values as last loaded or saved: typing that differs from them is not overwritten by a publish or a discard elsewhere.
  const loaded = useRef<SettingsValues | null>(null);
  const [sample, setSample] = useState<SampleField[]>([]);
  const [failed, setFailed] = useState(false);
  const owner = useAuth().user?.id ?? "";
  const [restored, setRestored] = useState(() => (owner ? readUnsaved<Partial<SettingsValues>>(owner, "settings") : null));

  const take = useCallback(
    (settings: StudioSettingsDraft) => {
      setValues((current) => {
        if (current === null) return restored ? keptOver(settings.values, restored.value) : settings.values;
        return sameValues(current, loaded.current) ? settings.values : current;
      });
      loaded.current = settings.values;
      setSample(settings.sampleFields);
    },
    [restored],
  );
  const load = useCallback(async () => {
    setFailed(false);
    try {
      take(await api.settings.get());
    } catch {
      setFailed(true);
    }
  }, [api, take]);

  // Read again whenever the draft or the published revision changes (a save, a publish, a discard, a restore).
  const draftVersion = content.draft?.version ?? null;
  const publishedId = content.published.id;
  useEffect(() => {
    void load();
  }, [load, draftVersion, publishedId]);

  const dirty = values !== null && loaded.current !== null && !sameValues(values, loaded.current);
  useKeptWhilePending(owner, "settings", values, dirty);
  useLeaveGuard(dirty, leaveConfirm);

  return {
    values,
    setValues,
    sample,
    failed,
    load,
    dirty,
    /** The draft's version the values were read from (a save names it: another tab's newer save is not overwritten). */
    draftVersion,
    /** What he typed on an earlier visit and did not save, brought back (with when), or null. */
    restored,
    /** Back to the values as loaded: the restored typing is dropped. */
    discardRestored: () => {
      setValues(loaded.current);
      setRestored(null);
    },
    /** A save's answer: the form and the loaded values become the saved ones. */
    saved: (settings: StudioSettingsDraft) => {
      loaded.current = settings.values;
      setRestored(null);
      setValues(settings.values);
      setSample(settings.sampleFields);
    },
  };
}
