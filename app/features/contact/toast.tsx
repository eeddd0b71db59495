import { useEffect } from "react";
import { CircleAlert, CircleCheck, X } from "lucide-react";

export const TOAST_MS = 5000;

export type ToastMessage = { id: number; tone: "error" | "success"; title: string; text: string };

/** A notice that closes itself after 5 s; errors are announced at once. */
export function Toast({ toast, onClose, closeLabel }: { toast: ToastMessage; onClose: () => void; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onClose]);
  const Icon = toast.tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={toast.tone === "error" ? "alert" : "status"}
      data-testid="toast"
      className={`fixed inset-x-4 bottom-4 z-[80] mx-auto flex max-w-md items-start gap-3 rounded-2xl border p-4 shadow-2xl shadow-black/50 sm:bottom-6 ${
        toast.tone === "error" ? "border-accent/60 bg-surface-2" : "border-success/50 bg-surface-2"
      }`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${toast.tone === "error" ? "text-accent-text" : "text-success"}`} aria-hidden />
      <div className="flex-1">
        <p className="font-bold" data-testid="toast-title">
          {toast.title}
        </p>
        <p className="mt-1 text-sm leading-6 text-muted" data-testid="toast-text">
          {toast.text}
        </p>
      </div>
      <button type="button" onClick={onClose} aria-label={closeLabel} className="grid size-8 place-items-center rounded-lg hover:bg-fg/5">
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
