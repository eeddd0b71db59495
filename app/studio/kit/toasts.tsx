import type { ReactNode } from "react";
import { ToastProvider, type ToastLook } from "~/components/ui/toast";
import type { Lang } from "#core/i18n/languages";
import { useStudioT } from "./use-studio-t";
import { StudioApiError } from "./studio-api";
import { useStudioLanguage } from "./studio-language";

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

/** The auth server's error codes the studio says in its own words, in his language (issue 44, item 6). */
export const authErrorCodes = [
  "invalid_credentials",
  "email_not_confirmed",
  "over_request_rate_limit",
  "weak_password",
  "same_password",
  "email_exists",
  "user_banned",
  "signup_disabled",
  "otp_expired",
  "session_not_found",
  "validation_failed",
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

/**
 * What a failed call's toast says (spec section 8: the server's message, or the generic text): a known
 * code in the studio's words and language; otherwise the server's message in the English studio and the
 * generic text in the Arabic one, which never shows the server's English.
 */
export function errorMessage(error: unknown, fallback: string, lang: Lang = "en", known?: (code: AuthErrorCode) => string): string {
  const code = (error as { code?: unknown; body?: { error_code?: unknown } } | null)?.code;
  if (known && typeof code === "string" && (authErrorCodes as readonly string[]).includes(code)) return known(code as AuthErrorCode);
  // The studio API's own refusals carry no words for him, and the Arabic studio never shows the server's English.
  if (lang !== "en" || error instanceof StudioApiError) return fallback;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() ? message : fallback;
}

/** `errorMessage` in the studio's language and words. */
export function useErrorMessage() {
  const { t } = useStudioT();
  const { lang } = useStudioLanguage();
  return (error: unknown, fallback: string) => errorMessage(error, fallback, lang, (code) => t(`errors.auth.${code}`));
}
