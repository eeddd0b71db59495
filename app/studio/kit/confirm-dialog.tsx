import type { ReactNode } from "react";
import { Trash2 } from "lucide-react";
import { Dialog, DialogDescription, DialogTitle } from "~/components/ui/dialog";

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  cancel: string;
  confirm: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Asks before something that cannot be undone (a deletion). Escape cancels, and focus starts on
 * Cancel (the first button) so Enter alone deletes nothing.
 */
export function ConfirmDialog({ open, title, children, cancel, confirm, busy = false, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={() => {
        if (!busy) onCancel();
      }}
      closeOnEscape={!busy}
      className="h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-line bg-surface p-6"
    >
      <DialogTitle className="text-lg font-extrabold" dir="auto">
        {title}
      </DialogTitle>
      <DialogDescription asChild>
        <div className="mt-3 text-sm leading-6 text-muted">{children}</div>
      </DialogDescription>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-ghost py-2 text-sm" onClick={onCancel} disabled={busy}>
          {cancel}
        </button>
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-lg border border-danger bg-danger-panel px-4 py-2 text-sm font-bold text-danger disabled:opacity-60"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          <Trash2 className="size-4" aria-hidden />
          {confirm}
        </button>
      </div>
    </Dialog>
  );
}
