import { useState } from "react";
import { LogOut } from "lucide-react";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { useSignOut } from "../kit/studio-shell";
import { useStudioT } from "../kit/use-studio-t";

/**
 * "Sign out everywhere" (issue 44, item 1): the header's Sign out ends this
 * device only; this ends every session of his account, a lost phone's too,
 * after he confirms. Every other open studio then asks him to sign in again,
 * his typed work kept.
 */
export function SignOutEverywhere() {
  const { t } = useStudioT();
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);
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
        onConfirm={() => {
          setAsking(false);
          void signOut("global");
        }}
        onCancel={() => setAsking(false)}
      >
        <p className="text-sm leading-6">{t("studio.devices.confirmText")}</p>
      </ConfirmDialog>
    </section>
  );
}
