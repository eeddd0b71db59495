import { useId, useState, type FormEvent } from "react";
import { MessageCircle } from "lucide-react";
import { readTapCode } from "#core/leads/tap-code";
import type { LeadDetail } from "#core/leads/lead-wire";
import { StudioApiError } from "../kit/studio-api";
import { StudioField } from "../kit/studio-field";
import type { StudioApi } from "../kit/studio-shell";
import { useToast } from "~/components/ui/toast";
import { useStudioT } from "../kit/use-studio-t";

type Refusal = "invalid" | "no_such_code" | "code_used" | "code_expired";

/**
 * A chat that came from the site's WhatsApp button (issue 45): he pastes its first message (or types its
 * code) with the client's name, and the chat becomes an enquiry with the page and campaign it came from.
 */
export function ChatCode({ api, onAdded }: { api: NonNullable<StudioApi["leads"]>; onAdded: (lead: LeadDetail) => void }) {
  const { t } = useStudioT();
  const { toast } = useToast();
  const ids = { code: useId(), name: useId(), phone: useId(), message: useId() };
  const [form, setForm] = useState({ code: "", name: "", phone: "", message: "" });
  const [errors, setErrors] = useState<{ code?: Refusal; name?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems = { ...(readTapCode(form.code) ? {} : { code: "invalid" as const }), ...(form.name.trim() ? {} : { name: true }) };
    setErrors(problems);
    if (problems.code || problems.name) {
      document.getElementById(problems.code ? ids.code : ids.name)?.focus();
      return;
    }
    setBusy(true);
    try {
      // The whole first message goes with it: the server reads the code out of it.
      const lead = await api.fromCode({ ...form, message: form.message || form.code });
      setForm({ code: "", name: "", phone: "", message: "" });
      toast({ title: t("dashboard.chat.added", { name: lead.name }), description: t("dashboard.chat.addedText"), variant: "default" });
      onAdded(lead);
    } catch (cause) {
      const code = cause instanceof StudioApiError ? cause.body.error : undefined;
      if (code === "no_such_code" || code === "code_used" || code === "code_expired" || code === "validation_failed") {
        setErrors({ code: code === "validation_failed" ? "invalid" : code });
        document.getElementById(ids.code)?.focus();
      } else toast({ title: t("dashboard.chat.failed"), description: t("toasts.generic"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="mt-6 rounded-xl border border-line p-4" data-testid="chat-code">
      <summary className="cursor-pointer text-sm font-bold">{t("dashboard.chat.title")}</summary>
      <form className="mt-3 grid gap-3" onSubmit={submit} noValidate>
        <p className="text-sm leading-6 text-muted">{t("dashboard.chat.lead")}</p>
        <StudioField
          id={ids.code}
          label={t("dashboard.chat.code")}
          hint={t("dashboard.chat.codeHint")}
          error={errors.code ? t(`dashboard.chat.errors.${errors.code}`) : undefined}
          value={form.code}
          onChange={set("code")}
          autoComplete="off"
          spellCheck={false}
        />
        <StudioField
          id={ids.name}
          label={t("dashboard.chat.name")}
          hint=""
          error={errors.name ? t("dashboard.chat.errors.name") : undefined}
          value={form.name}
          onChange={set("name")}
          autoComplete="off"
        />
        <StudioField
          id={ids.phone}
          label={t("dashboard.chat.phone")}
          hint=""
          value={form.phone}
          onChange={set("phone")}
          type="tel"
          autoComplete="off"
        />
        <button type="submit" className="btn-primary inline-flex w-fit py-2 text-sm" disabled={busy} aria-busy={busy}>
          <MessageCircle className="size-4" aria-hidden />
          {t("dashboard.chat.submit")}
        </button>
      </form>
    </details>
  );
}
