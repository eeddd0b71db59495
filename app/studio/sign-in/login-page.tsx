import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../kit/auth-context";
import { StudioFrameField, StudioFrame, BackToSite } from "../kit/studio-frame";
import { useToast } from "~/components/ui/toast";
import { useErrorMessage } from "../kit/toasts";
import { useStudioT } from "../kit/use-studio-t";
import { useStudioLanguage } from "../kit/studio-language";
import { signupLanguageMetadataKey } from "#core/i18n/studio-language";

/** /wp-admin/1986: sign in, magic link, password reset, and the first owner's account while none exists. */
export function LoginPage({ hasOwner, needsSetupCode = false }: { hasOwner: boolean; needsSetupCode?: boolean }) {
  const { t } = useStudioT();
  const { lang: studioLang } = useStudioLanguage();
  const errorMessage = useErrorMessage();
  const { client, user, loading } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [setupCode, setSetupCode] = useState("");
  const [busy, setBusy] = useState(false);
  const generic = t("toasts.generic");
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  // Back to the studio screen he was sent here from (an address of the studio only), else the dashboard.
  const [next] = useState(() => {
    const asked = typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("next");
    return asked && /^\/admin\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(asked) ? asked : "/admin/dashboard";
  });
  useEffect(() => {
    if (!loading && user) navigate(next, { replace: true });
  }, [loading, user, navigate, next]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!hasOwner) {
        // The studio's language as he reads it now: his mails are written in it until he chooses one (issue 45).
        const data = { [signupLanguageMetadataKey]: studioLang, ...(needsSetupCode ? { setup_code: setupCode } : {}) };
        const { error } = await client.signUp({ email, password, options: { data } });
        if (error)
          toast({
            title: t("toasts.signUpFailed"),
            description: error.code === "setup_code_invalid" ? t("setup.codeInvalid") : errorMessage(error, generic),
            variant: "destructive",
          });
        return;
      }
      const { error } = await client.signInWithPassword({ email, password });
      if (error) toast({ title: t("toasts.signInFailed"), description: errorMessage(error, generic), variant: "destructive" });
    });
  };

  const needEmail = () => {
    if (email.trim()) return false;
    toast({ title: t("toasts.signInFailed"), description: t("toasts.emailRequired"), variant: "destructive" });
    return true;
  };

  const magicLink = () => {
    if (needEmail()) return;
    void run(async () => {
      const { error } = await client.signInWithOtp({ email, options: { emailRedirectTo: `${origin}/admin/dashboard`, shouldCreateUser: false } });
      if (error) toast({ title: t("toasts.magicFailed"), description: errorMessage(error, t("toasts.magicFallback")), variant: "destructive" });
      else toast({ title: t("toasts.magicSent"), description: t("toasts.magicSentText"), variant: "default" });
    });
  };

  const forgot = () => {
    if (needEmail()) return;
    void run(async () => {
      const { error } = await client.resetPasswordForEmail(email, { redirectTo: `${origin}/admin/reset-password` });
      if (error) toast({ title: t("toasts.resetFailed"), description: errorMessage(error, generic), variant: "destructive" });
      else toast({ title: t("toasts.resetSent"), description: t("toasts.resetSentText"), variant: "default" });
    });
  };

  return (
    <StudioFrame
      title={hasOwner ? t("login.title") : t("login.setupTitle")}
      subtitle={hasOwner ? t("login.subtitle") : t("login.setupText")}
      footer={<BackToSite label={t("login.backToSite")} />}
    >
      <form onSubmit={signIn} className="grid gap-4" data-testid="login-form">
        <StudioFrameField
          id="admin-email"
          label={t("login.email")}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <StudioFrameField
          id="admin-password"
          label={t("login.password")}
          type="password"
          autoComplete={hasOwner ? "current-password" : "new-password"}
          required
          minLength={hasOwner ? undefined : 8}
          hint={hasOwner ? undefined : t("login.passwordHint")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {!hasOwner && needsSetupCode && (
          <StudioFrameField
            id="admin-setup-code"
            label={t("setup.codeLabel")}
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            required
            hint={t("setup.codeHint")}
            value={setupCode}
            onChange={(e) => setSetupCode(e.target.value)}
            data-testid="setup-code"
          />
        )}
        <button type="submit" disabled={busy} className="btn-primary mt-1 flex justify-center disabled:opacity-60" data-testid="login-submit">
          {busy ? t("login.submitting") : hasOwner ? t("login.submit") : t("login.setupSubmit")}
        </button>
      </form>
      {hasOwner && (
        <div className="mt-5 grid gap-2 border-t border-line pt-5">
          <button type="button" onClick={magicLink} disabled={busy} className="btn-ghost flex justify-center text-sm" data-testid="magic-link">
            {t("login.magicLink")}
          </button>
          <button
            type="button"
            onClick={forgot}
            disabled={busy}
            className="text-sm text-muted underline-offset-4 hover:text-fg hover:underline"
            data-testid="forgot-password"
          >
            {t("login.forgot")}
          </button>
        </div>
      )}
    </StudioFrame>
  );
}
