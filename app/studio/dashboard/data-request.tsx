import { useId, useState, type FormEvent } from "react";
import { Download, Trash2 } from "lucide-react";
import { addressRequestSchema, requestedPerson, type AddressRequest } from "#core/leads/lead-wire";
import { StudioApiError } from "../kit/studio-api";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { StudioField } from "../kit/studio-field";
import type { StudioApi } from "../kit/studio-shell";
import { useToast } from "~/components/ui/toast";
import { useStudioT } from "../kit/use-studio-t";

/**
 * A visitor's request about his data, by the address he wrote in the form (ADR 036): a copy of
 * everything stored for it as a JSON file, or all of it deleted, enquiries and their mail.
 */
export function DataRequest({ api, onDeleted }: { api: NonNullable<StudioApi["leads"]>; onDeleted: () => void }) {
  const { t } = useStudioT();
  const { toast } = useToast();
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState(false);
  const [confirming, setConfirming] = useState<AddressRequest | null>(null);
  const [busy, setBusy] = useState(false);

  /** The address or number as the server will read it, or null with the field's error shown. */
  const checked = (): AddressRequest | null => {
    // An "@" makes it an address; anything else is read as a phone number (a chat has no address).
    const parsed = addressRequestSchema.safeParse(email.includes("@") ? { email } : { phone: email });
    setError(!parsed.success);
    if (!parsed.success) document.getElementById(id)?.focus();
    // A-Z folded, or the number made international, as the server matches it (core/leads/lead-wire.ts).
    return parsed.success ? requestedPerson(parsed.data) : null;
  };
  const shown = (person: AddressRequest) => ("email" in person ? person.email : `+${person.phone}`);

  const failed = (cause: unknown) => {
    if (cause instanceof StudioApiError && cause.body.fields) setError(true);
    else toast({ title: t("dashboard.request.failed"), description: t("toasts.generic"), variant: "destructive" });
  };

  const download = async (event: FormEvent) => {
    event.preventDefault();
    const address = checked();
    if (!address || busy) return;
    setBusy(true);
    try {
      const file = await api.exportAddress(address);
      const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = `enquiries-${shown(address).replace(/[^\p{L}\p{N}.@-]/gu, "_")}.json`;
      link.click();
      URL.revokeObjectURL(url);
      toast({
        title: t("dashboard.request.exported"),
        description: t("dashboard.request.exportedText", { enquiries: file.enquiries.length }),
        variant: "default",
      });
    } catch (cause) {
      failed(cause);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const { deleted } = await api.removeAddress(confirming);
      setConfirming(null);
      setEmail("");
      toast({
        title: t("dashboard.request.deleted"),
        description: t("dashboard.request.deletedText", { enquiries: deleted.enquiries, mails: deleted.mails }),
        variant: "default",
      });
      onDeleted();
    } catch (cause) {
      setConfirming(null);
      failed(cause);
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="mt-6 rounded-xl border border-line p-4" data-testid="data-request">
      <summary className="cursor-pointer text-sm font-bold">{t("dashboard.request.title")}</summary>
      <form className="mt-3 grid gap-3" onSubmit={download} noValidate>
        <p className="text-sm leading-6 text-muted">{t("dashboard.request.lead")}</p>
        <StudioField
          id={id}
          // Text, not email: the browser's email field refuses an address in Arabic, which the contact form takes, and a number.
          type="text"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          label={t("dashboard.request.email")}
          hint={t("dashboard.request.hint")}
          error={error ? t("dashboard.request.invalid") : undefined}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(false);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-ghost inline-flex py-2 text-sm" disabled={busy}>
            <Download className="size-4" aria-hidden />
            {t("dashboard.request.export")}
          </button>
          <button
            type="button"
            className="btn-ghost inline-flex py-2 text-sm text-danger"
            disabled={busy}
            onClick={() => {
              const address = checked();
              if (address) setConfirming(address);
            }}
          >
            <Trash2 className="size-4" aria-hidden />
            {t("dashboard.request.delete")}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t("dashboard.request.confirmTitle", { email: confirming ? shown(confirming) : "" })}
        cancel={t("dashboard.deleteDialog.cancel")}
        confirm={t("dashboard.request.delete")}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void remove()}
      >
        {t("dashboard.request.confirmText")}
      </ConfirmDialog>
    </details>
  );
}
