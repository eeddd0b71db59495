import type { ReactNode } from "react";
import { ToastProvider, type ToastLook } from "~/components/ui/toast";

/** The studio's toasts: at the inline end, errors on the danger panel, the title alone on a phone. */
const studioLook: ToastLook = {
  listClassName: "bottom-4 end-4 z-[90] w-[min(24rem,calc(100vw-2rem))] max-sm:bottom-2",
  variants: {
    default: { box: "border-line bg-surface-2", icon: "text-success" },
    destructive: { box: "border-danger/60 bg-danger-panel", icon: "text-danger" },
  },
  titleOnlyOnPhones: true,
  testIds: { toast: "admin-toast", title: "admin-toast-title", description: "admin-toast-description", action: "admin-toast-action" },
  reserveSpace: true,
};

export function StudioToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  return (
    <ToastProvider closeLabel={closeLabel} look={studioLook}>
      {children}
    </ToastProvider>
  );
}

/** The server's message, or the generic text (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() ? message : fallback;
}
