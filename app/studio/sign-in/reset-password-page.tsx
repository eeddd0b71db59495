import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { useAuth } from "../kit/auth-context";
import { StudioFrameField, StudioFrame } from "../kit/studio-frame";
import { useToast } from "~/components/ui/toast";
import { useErrorMessage } from "../kit/toasts";
import { useStudioT } from "../kit/use-studio-t";

/** /admin/reset-password: the recovery link signs the owner in (PASSWORD_RECOVERY); here the new password is set. */
export function ResetPasswordPage() {
  const { t } = useStudioT();
  const errorMessage = useErrorMessage();
  const { client, session, loading } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);

  if (loading) return <Spinner label={t("loading")} className="min-h-dvh" />;
  if (!session) {
    return (
      <StudioFrame title={t("reset.title")}>
        <p className="text-sm leading-6 text-muted" data-testid="reset-no-session">
          {t("reset.noSession")}
        </p>
        <Link to="/wp-admin/1986" className="btn-ghost mt-5 flex justify-center">
          {t("reset.backToLogin")}
        </Link>
      </StudioFrame>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      toast({ title: t("toasts.updateFailed"), description: t("reset.mismatch"), variant: "destructive" });
      return;
    }
    setBusy(true);
    const { error } = await client.updateUser({ password });
    setBusy(false);
    if (error) {
      toast({ title: t("toasts.updateFailed"), description: errorMessage(error, t("toasts.generic")), variant: "destructive" });
      return;
    }
    toast({ title: t("toasts.success"), description: t("toasts.passwordUpdated"), variant: "default" });
    navigate("/admin/dashboard", { replace: true });
  };

  return (
    <StudioFrame title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <form onSubmit={submit} className="grid gap-4" data-testid="reset-form">
        <StudioFrameField
          id="new-password"
          label={t("reset.password")}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint={t("login.passwordHint")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <StudioFrameField
          id="confirm-password"
          label={t("reset.confirm")}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" disabled={busy} className="btn-primary flex justify-center disabled:opacity-60" data-testid="reset-submit">
          {t("reset.submit")}
        </button>
      </form>
    </StudioFrame>
  );
}
