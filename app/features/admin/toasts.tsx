import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { CircleAlert, CircleCheck, X } from "lucide-react";

export const ADMIN_TOAST_MS = 5000;
/** A toast that offers to undo stays this long (at least the 10 s an owner needs to notice and decide). */
export const ADMIN_UNDO_MS = 12000;

/** A button in the toast (Undo): pressing it closes the toast. */
export type ToastAction = { label: string; onAction: () => void };
type Toast = { id: number; title: string; description: string; variant: "default" | "destructive"; action?: ToastAction };
type ToastApi = { toast: (toast: Omit<Toast, "id">) => void };

const ToastContext = createContext<ToastApi | null>(null);

function ToastItem({ toast, onClose, closeLabel }: { toast: Toast; onClose: (id: number) => void; closeLabel: string }) {
  // The time runs only while the focus is elsewhere: a toast whose button he has tabbed to stays. (Not on hover: a pointer
  // resting where a toast appears would keep it over the controls beneath.)
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onClose(toast.id), toast.action ? ADMIN_UNDO_MS : ADMIN_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.action, held, onClose]);
  const destructive = toast.variant === "destructive";
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <li
      data-testid="admin-toast"
      data-variant={toast.variant}
      className={`flex items-start gap-3 rounded-xl border p-4 shadow-2xl max-sm:items-center max-sm:p-3 shadow-black/60 ${destructive ? "border-danger/60 bg-danger-panel" : "border-line bg-surface-2"}`}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${destructive ? "text-danger" : "text-success"}`} aria-hidden />
      {/* The role sits inside the list item: a list item may not be a live region itself. */}
      <div className="flex-1" role={destructive ? "alert" : "status"}>
        <p className="font-bold" data-testid="admin-toast-title">
          {toast.title}
        </p>
        {/* A phone shows the title alone (and any Undo): a toast there covers as little as it can. */}
        <p className={`mt-0.5 text-sm text-muted ${toast.variant === "destructive" ? "" : "max-sm:hidden"}`} data-testid="admin-toast-description">
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
          data-testid="admin-toast-action"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => onClose(toast.id)}
        aria-label={closeLabel}
        className="grid size-7 place-items-center rounded-md hover:bg-fg/10"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/** Toasts for the admin: success and destructive, closing themselves after 5 s (12 s with an Undo), held while focused. */
export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const close = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({ toast: (toast) => setToasts((list) => [...list.slice(-3), { ...toast, id: Date.now() + Math.random() }]) }),
    [],
  );
  // While toasts show, the page grows by their height at its foot, so a control under them (the last row's
  // Delete, say) can always be scrolled up into the open: a toast never holds a control hostage.
  const [stack, setStack] = useState<HTMLOListElement | null>(null);
  const [space, setSpace] = useState(0);
  useEffect(() => {
    if (!stack) return;
    const observer = new ResizeObserver(() => setSpace(stack.offsetHeight > 0 ? stack.offsetHeight + 16 : 0));
    observer.observe(stack);
    return () => observer.disconnect();
  }, [stack]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div aria-hidden style={{ height: space }} data-testid="toast-space" />
      {/* On a phone only the newest shows, so toasts never cover a quarter of the screen and the controls beneath. */}
      <ol
        ref={setStack}
        className="fixed bottom-4 end-4 z-[90] grid w-[min(24rem,calc(100vw-2rem))] gap-2 max-sm:bottom-2 max-sm:[&>li:not(:last-child)]:hidden"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={close} closeLabel={closeLabel} />
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

/** The server's message, or the generic text (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() ? message : fallback;
}
