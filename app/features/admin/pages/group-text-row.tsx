import type { ShippedText } from "#core/content/shipped-texts";
import type { Lang } from "#core/i18n/languages";
import type { useAdminT } from "../use-admin-t";
import type { Overrides, TextGroup } from "./text-groups";
import { readableKey, type KeyWords } from "./text-labels";
import { groupLabel } from "./group-labels";
import { TextRow, type EditText, type SaveText } from "./text-row";

type T = ReturnType<typeof useAdminT>["t"];

/** A text's row in a group's words, its props taken apart so unchanged rows skip re-rendering (TextRow is memoised) while another is typed in. */
export function GroupTextRow({
  entry,
  group,
  withGroup,
  t,
  keyWords,
  overrides,
  edit,
  locked,
  onEdit,
  onSave,
}: {
  entry: ShippedText;
  group: TextGroup;
  withGroup: boolean;
  t: T;
  keyWords: KeyWords | undefined;
  overrides: Overrides;
  edit: Partial<Record<Lang, string>> | undefined;
  locked: boolean;
  onEdit: EditText;
  onSave: SaveText;
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
      locked={locked}
      onEdit={onEdit}
      onSave={onSave}
    />
  );
}
