import { useState } from "react";
import { LogOut } from "lucide-react";
import { useToast } from "~/components/ui/toast";
import { useAuth } from "./auth-context";
import { ConfirmDialog } from "./confirm-dialog";
import { errorMessage } from "./toasts";
import { useAdminT } from "./use-admin-t";

/**
 * "Sign out everywhere" (issue 44, item 1): the header's Sign out ends this
 * device only; this ends every session of his account, a lost phone's too,
 * after he confirms. Every other open studio then asks him to sign in again,
 * his typed work kept.
 */
export function SignOutEverywhere() {
  const { t } = useAdminT();
  const { client } = useAuth();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const signOut = async () => {
    setAsking(false);
    const { error } = await client.signOut({ scope: "global" });
    if (error) toast({ title: t("toasts.signOutFailed"), description: errorMessage(error, t("toasts.generic")), variant: "destructive" });
  };
  return (
    <section aria-labelledby="devices-title" className="card mt-8 grid gap-3 p-5" data-testid="sign-out-everywhere">
      <h2 id="devices-title" className="text-lg font-bold">
        {t("studio.devices.title")}
      </h2>
      <p className="max-w-2xl text-sm leading-6 text-muted">{t("studio.devices.text")}</p>
      <button type="button" className="btn-ghost inline-flex w-fit py-2 text-sm" onClick={() => setAsking(true)}>
        <LogOut className="size-4" aria-hidden />
        {t("studio.devices.button")}
      </button>
      <ConfirmDialog
        open={asking}
        title={t("studio.devices.confirmTitle")}
        confirm={t("studio.devices.confirm")}
        cancel={t("studio.devices.cancel")}
        onConfirm={() => void signOut()}
        onCancel={() => setAsking(false)}
      >
        <p className="text-sm leading-6">{t("studio.devices.confirmText")}</p>
      </ConfirmDialog>
    </section>
  );
}
