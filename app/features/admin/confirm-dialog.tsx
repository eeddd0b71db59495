import { useEffect, useId, useRef, type ReactNode } from "react";
import { Trash2 } from "lucide-react";

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
 * Asks before something that cannot be undone (a deletion). A native modal dialog: the studio
 * behind it is inert, Escape cancels, and focus starts on Cancel (the first button, where showModal
 * puts it) so Enter alone deletes nothing.
 */
export function ConfirmDialog({ open, title, children, cancel, confirm, busy = false, onCancel, onConfirm }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-6 text-fg backdrop:bg-black/70"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-extrabold" dir="auto">
            {title}
          </h2>
          <div id={textId} className="mt-3 text-sm leading-6 text-muted">
            {children}
          </div>
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
        </>
      )}
    </dialog>
  );
}
