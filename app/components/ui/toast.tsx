import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { CircleAlert, CircleCheck, X } from "lucide-react";

export const TOAST_MS = 5000;
/** A toast that offers to undo stays this long (at least the 10 s a person needs to notice and decide). */
export const UNDO_TOAST_MS = 12000;

/** A button in the toast (Undo): pressing it closes the toast. */
export type ToastAction = { label: string; onAction: () => void };
/** `destructive` for what went wrong: announced at once, in the area's error colours. */
export type ToastVariant = "default" | "destructive";
export type ToastInput = { title: string; description: string; variant: ToastVariant; action?: ToastAction };
type Toast = ToastInput & { id: number };
type ToastApi = { toast: (toast: ToastInput) => void };

/** How an area shows its toasts: where the list sits, each tone's colours, and its test ids. */
export type ToastLook = {
  /** The fixed list's place and width. */
  listClassName: string;
  variants: Record<ToastVariant, { box: string; icon: string }>;
  /** A phone shows a success's title alone (and any Undo): a toast there covers as little as it can. */
  titleOnlyOnPhones?: boolean;
  testIds: { toast: string; title: string; description: string; action: string };
  /**
   * While toasts show, the page grows by their height at its foot, so a control under them (the last row's Delete, say)
   * can always be scrolled up into the open: a toast never holds a control hostage. For a provider around a whole page.
   */
  reserveSpace?: boolean;
};

const ToastContext = createContext<ToastApi | null>(null);

function ToastItem({ toast, look, onClose, closeLabel }: { toast: Toast; look: ToastLook; onClose: (id: number) => void; closeLabel: string }) {
  // The time runs only while the focus is elsewhere: a toast whose button was tabbed to stays. (Not on hover: a pointer
  // resting where a toast appears would keep it over the controls beneath.)
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onClose(toast.id), toast.action ? UNDO_TOAST_MS : TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.action, held, onClose]);
  const error = toast.variant === "destructive";
  const Icon = error ? CircleAlert : CircleCheck;
  const tone = look.variants[toast.variant];
  return (
    <li
      data-testid={look.testIds.toast}
      data-variant={toast.variant}
      className={`flex items-start gap-3 rounded-xl border p-4 shadow-2xl shadow-black/60 max-sm:items-center max-sm:p-3 ${tone.box}`}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${tone.icon}`} aria-hidden />
      {/* The role sits inside the list item: a list item may not be a live region itself. Errors are announced at once. */}
      <div className="flex-1" role={error ? "alert" : "status"}>
        <p className="font-bold" data-testid={look.testIds.title}>
          {toast.title}
        </p>
        <p
          className={`mt-0.5 text-sm leading-6 text-muted ${look.titleOnlyOnPhones && !error ? "max-sm:hidden" : ""}`}
          data-testid={look.testIds.description}
        >
          {toast.description}
        </p>
      </div>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action!.onAction();
            onClose(toast.id);
          }}
          className="shrink-0 rounded-md border border-line px-3 py-1 text-sm font-bold hover:border-accent"
          data-testid={look.testIds.action}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => onClose(toast.id)}
        aria-label={closeLabel}
        className="grid size-8 shrink-0 place-items-center rounded-lg hover:bg-fg/10"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/**
 * The one toast list: notices that close themselves after 5 s (12 s with an Undo), held while
 * focused. At most `max` show at once, the newest last; on a phone only the newest, so toasts
 * never cover the controls beneath. `useToast()` shows one.
 */
export function ToastProvider({ children, closeLabel, look, max = 4 }: { children: ReactNode; closeLabel: string; look: ToastLook; max?: number }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      toast: (toast) => setToasts((list) => [...list.slice(Math.max(0, list.length - max + 1)), { ...toast, id: Date.now() + Math.random() }]),
    }),
    [max],
  );
  const [stack, setStack] = useState<HTMLOListElement | null>(null);
  const [space, setSpace] = useState(0);
  useEffect(() => {
    if (!stack || !look.reserveSpace) return;
    const observer = new ResizeObserver(() => setSpace(stack.offsetHeight > 0 ? stack.offsetHeight + 16 : 0));
    observer.observe(stack);
    return () => observer.disconnect();
  }, [stack, look.reserveSpace]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {look.reserveSpace && <div aria-hidden style={{ height: space }} data-testid="toast-space" />}
      <ol ref={setStack} className={`fixed grid gap-2 max-sm:[&>li:not(:last-child)]:hidden ${look.listClassName}`}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} look={look} onClose={close} closeLabel={closeLabel} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used within a ToastProvider");
  return value;
}
