import type { ReactNode } from "react";

type SaveRowProps = {
  dirty: boolean;
  saving: boolean;
  /** Said beside the button while there is nothing to save (nothing when absent). */
  unchanged?: string | undefined;
  savingLabel: string;
  saveLabel: string;
  /** A reason the save cannot go yet besides having nothing to save (the row says it through `children`). */
  blocked?: boolean;
  testId?: string;
  /** What stands before the note and the button: a reset button, a note of its own. */
  children?: ReactNode;
};

/** The end of a studio section's form that saves to the draft: its note and its submit button, busy while saving. */
export function SaveRow({ dirty, saving, unchanged, savingLabel, saveLabel, blocked = false, testId, children }: SaveRowProps) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {children}
      {!dirty && unchanged && <p className="text-sm text-muted">{unchanged}</p>}
      <button
        type="submit"
        className="btn-primary inline-flex disabled:cursor-not-allowed disabled:opacity-50"
        disabled={saving || !dirty || blocked}
        aria-busy={saving}
        data-testid={testId}
      >
        {saving ? savingLabel : saveLabel}
      </button>
    </div>
  );
}
