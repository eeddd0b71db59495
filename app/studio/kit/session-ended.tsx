import { useState, type FormEvent } from "react";
import { LogIn } from "lucide-react";
import { Dialog, DialogTitle } from "~/components/ui/dialog";
import { useAuth } from "./auth-context";
import { StudioFrameField } from "./studio-frame";
import { useErrorMessage } from "./toasts";
import { useStudioT } from "./use-studio-t";

/**
 * Shown over a studio screen whose session ended while it was open (another
 * tab signed out, or the session expired): a modal sign-in on top of
 * everything, an open editor included, so nothing on the screen is lost.
 * Signing in closes it; the screen carries on where it was.
 */
export function SessionEnded({ email: lastEmail }: { email: string }) {
  const { t } = useStudioT();
  const errorMessage = useErrorMessage();
  const { client } = useAuth();
  const [email, setEmail] = useState(lastEmail);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError("");
    const { error: failed } = await client.signInWithPassword({ email, password });
    setBusy(false);
    if (failed) setError(errorMessage(failed, t("toasts.generic")));
  };

  return (
    // Opened after any editor dialog, so it is the top one and the editor beneath waits.
    <Dialog
      onClose={() => undefined}
      // Escape would leave him on a screen that can no longer save: the only way on is to sign in.
      closeOnEscape={false}
      initialFocus={(content) => content.querySelector<HTMLInputElement>('input[type="password"]')}
      className="h-fit max-h-[calc(100dvh-2rem)] w-[min(92vw,28rem)] overflow-y-auto rounded-2xl border border-line bg-surface shadow-2xl"
      testId="session-ended"
    >
      <form onSubmit={signIn} className="grid gap-4 p-6">
        <DialogTitle className="text-xl font-extrabold">{t("session.title")}</DialogTitle>
        <p className="text-sm leading-6 text-muted">{t("session.text")}</p>
        <StudioFrameField
          id="session-email"
          label={t("login.email")}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <StudioFrameField
          id="session-password"
          label={t("login.password")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <p role="alert" className="text-sm font-semibold text-danger empty:hidden">
          {error}
        </p>
        <button type="submit" className="btn-primary inline-flex justify-center py-2.5" disabled={busy} aria-busy={busy}>
          <LogIn className="size-4" aria-hidden />
          {t("session.signIn")}
        </button>
      </form>
    </Dialog>
  );
}
