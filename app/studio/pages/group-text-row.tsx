import type { ShippedText } from "#core/content/shipped-texts";
import type { Lang } from "#core/i18n/languages";
import type { useStudioT } from "../kit/use-studio-t";
import type { Overrides, TextGroup } from "./text-groups";
import { readableKey, type KeyWords } from "./text-labels";
import { groupLabel } from "./group-labels";
import { TextRow, type ConfirmText, type EditText, type SaveText } from "./text-row";
import { textBehind, type TextSteps } from "#core/content/text-steps";

type T = ReturnType<typeof useStudioT>["t"];

/** A text's row in a group's words, its props taken apart so unchanged rows skip re-rendering (TextRow is memoised) while another is typed in. */
export function GroupTextRow({
  entry,
  group,
  withGroup,
  t,
  keyWords,
  overrides,
  steps,
  gone,
  edit,
  locked,
  onEdit,
  onSave,
  onConfirm,
}: {
  entry: ShippedText;
  group: TextGroup;
  withGroup: boolean;
  t: T;
  keyWords: KeyWords | undefined;
  overrides: Overrides;
  steps: TextSteps | undefined;
  /** The text names items he removed: the sentence saying which (issue 44, item 3). */
  gone: string | undefined;
  edit: Partial<Record<Lang, string>> | undefined;
  locked: boolean;
  onEdit: EditText;
  onSave: SaveText;
  onConfirm: ConfirmText;
}) {
  return (
    <TextRow
      entry={entry}
      label={readableKey(entry.key, group.prefixes, keyWords)}
      groupLabel={withGroup ? groupLabel(t, group) : undefined}
      overrideAr={overrides.ar[entry.key]}
      overrideEn={overrides.en[entry.key]}
      editAr={edit?.ar}
      editEn={edit?.en}
      // What the other language said when this one was last in step, when this one is behind (else undefined).
      behindAr={textBehind(steps, entry.key, "ar") ? steps![entry.key]!.ar.inStepText : undefined}
      behindEn={textBehind(steps, entry.key, "en") ? steps![entry.key]!.en.inStepText : undefined}
      onConfirm={onConfirm}
      gone={gone}
      locked={locked}
      onEdit={onEdit}
      onSave={onSave}
    />
  );
}
