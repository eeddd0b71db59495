import { useEffect, useId, useState } from "react";
import {
  isFollowUpDue,
  leadCurrencies,
  leadStages,
  type LeadCurrency,
  type LeadDetail,
  type LeadStage,
  type PipelineChange,
} from "#core/leads/lead-wire";
import { dayOf } from "#core/insights/days";
import { useToast } from "~/components/ui/toast";
import { StudioApiError } from "../kit/studio-api";
import { useStudioT } from "../kit/use-studio-t";
import { useStudioFormats } from "../kit/studio-formats";

/** What the form holds: strings as typed, so nothing he types is lost to parsing. */
type Form = { stage: LeadStage; lostReason: string; amount: string; currency: LeadCurrency; notes: string; followUpOn: string };

const formOf = (lead: LeadDetail): Form => ({
  stage: lead.pipeline.stage,
  lostReason: lead.pipeline.lostReason,
  amount: lead.pipeline.value ? String(lead.pipeline.value.amount) : "",
  currency: lead.pipeline.value?.currency ?? "IQD",
  notes: lead.pipeline.notes,
  followUpOn: lead.pipeline.followUpOn ?? "",
});
const same = (a: Form, b: Form) => JSON.stringify(a) === JSON.stringify(b);
/** Unsaved changes are kept in this browser until saved, through a sign-out or a closed tab. */
const keptKey = (id: string) => `studio:lead-pipeline:${id}`;
const readKept = (id: string): Form | null => {
  try {
    const raw = localStorage.getItem(keptKey(id));
    return raw ? (JSON.parse(raw) as Form) : null;
  } catch {
    return null;
  }
};
/** Arabic-Indic digits and separators as a phone keyboard types them, to an integer amount. */
const parseAmount = (text: string): number | null | undefined => {
  const digits = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[\s,،٬.]/g, "");
  if (!digits) return null;
  return /^\d{1,13}$/.test(digits) ? Number(digits) : undefined;
};

/**
 * Where a lead stands with him (issue 45, item 3): stage (with why, when lost), the value won, his
 * notes and the day to follow up. Saved from the revision it was opened at; a change made meanwhile
 * elsewhere is shown beside his, which stay in the form until he saves again.
 */
export function PipelinePanel({
  lead,
  save,
  onSaved,
}: {
  lead: LeadDetail;
  save: (id: string, change: PipelineChange) => Promise<LeadDetail>;
  onSaved: (lead: LeadDetail) => void;
}) {
  const { t } = useStudioT();
  const format = useStudioFormats();
  const { toast } = useToast();
  const id = useId();
  const [base, setBase] = useState(lead);
  const [form, setForm] = useState<Form>(() => readKept(lead.id) ?? formOf(lead));
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<LeadDetail | null>(null);
  const [amountError, setAmountError] = useState(false);
  const dirty = !same(form, formOf(base));

  // (Rendered with the lead's id as its key: another lead opened gets a panel of its own.)
  // A newer revision from this screen (a reply marked it replied) is taken when he has nothing unsaved.
  useEffect(() => {
    if (lead.pipeline.revision > base.pipeline.revision && !dirty) {
      setBase(lead);
      setForm(formOf(lead));
    }
  }, [lead, base.pipeline.revision, dirty]);
  useEffect(() => {
    try {
      if (dirty) localStorage.setItem(keptKey(base.id), JSON.stringify(form));
      else localStorage.removeItem(keptKey(base.id));
    } catch {
      // Private mode: kept in the tab only.
    }
  }, [dirty, form, base.id]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const amount = parseAmount(form.amount);
    if (form.stage === "won" && amount === undefined) {
      setAmountError(true);
      return;
    }
    setAmountError(false);
    const before = formOf(base);
    const change: PipelineChange = { revision: base.pipeline.revision };
    if (form.stage !== before.stage) change.stage = form.stage;
    if (form.stage === "lost" && form.lostReason !== before.lostReason) change.lostReason = form.lostReason;
    if (form.stage === "won" && (form.amount !== before.amount || form.currency !== before.currency || form.stage !== before.stage))
      change.value = amount === null || amount === undefined ? null : { amount, currency: form.currency };
    if (form.notes !== before.notes) change.notes = form.notes;
    if (form.followUpOn !== before.followUpOn) change.followUpOn = form.followUpOn || null;
    setSaving(true);
    try {
      const saved = await save(base.id, change);
      try {
        localStorage.removeItem(keptKey(base.id));
      } catch {
        // Nothing was kept.
      }
      setBase(saved);
      setForm(formOf(saved));
      setConflict(null);
      onSaved(saved);
      toast({ title: t("dashboard.pipeline.saved"), description: t("dashboard.pipeline.savedText"), variant: "default" });
    } catch (error) {
      const latest = error instanceof StudioApiError && error.status === 409 ? (error.body as unknown as { lead?: LeadDetail }).lead : undefined;
      if (latest) {
        // His changes stay in the form; saving again applies them over the latest.
        setBase(latest);
        setConflict(latest);
      } else toast({ title: t("dashboard.pipeline.failed"), description: t("toasts.generic"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const today = dayOf(Date.now());
  const field = "w-full rounded-lg border border-line bg-bg px-3 py-2.5 text-base text-fg focus:border-accent";
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-line p-4" data-testid="lead-pipeline">
      <div className="flex flex-wrap items-baseline gap-2">
        <h3 id={`${id}-title`} className="font-bold">
          {t("dashboard.pipeline.title")}
        </h3>
        {base.pipeline.repliedAt && (
          <p className="text-xs text-muted">{t("dashboard.pipeline.repliedAt", { when: format.dateTime(base.pipeline.repliedAt) })}</p>
        )}
        {isFollowUpDue(base.pipeline, today) && (
          <p className="rounded-full bg-warning/15 px-2 py-0.5 text-xs font-semibold text-warning">{t("dashboard.pipeline.due")}</p>
        )}
      </div>
      {conflict && (
        <div role="alert" className="mt-3 rounded-lg border border-warning/60 bg-warning/10 p-3 text-sm" data-testid="pipeline-conflict">
          <p className="font-semibold">{t("dashboard.pipeline.conflictTitle")}</p>
          <p className="mt-1 text-muted">{t("dashboard.pipeline.conflictText")}</p>
          <p className="mt-2">{t("dashboard.pipeline.latest", { stage: t(`dashboard.pipeline.stages.${conflict.pipeline.stage}`) })}</p>
          {conflict.pipeline.notes && (
            <p className="mt-1 whitespace-pre-wrap" dir="auto">
              {t("dashboard.pipeline.latestNotes", { notes: conflict.pipeline.notes })}
            </p>
          )}
        </div>
      )}
      <form
        className="mt-3 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-stage`} className="text-sm font-semibold">
            {t("dashboard.pipeline.stage")}
          </label>
          <select id={`${id}-stage`} value={form.stage} onChange={(event) => set("stage", event.target.value as LeadStage)} className={field}>
            {leadStages.map((stage) => (
              <option key={stage} value={stage}>
                {t(`dashboard.pipeline.stages.${stage}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-follow`} className="text-sm font-semibold">
            {t("dashboard.pipeline.followUp")}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-follow`}
              type="date"
              value={form.followUpOn}
              onChange={(event) => set("followUpOn", event.target.value)}
              className={field}
              aria-describedby={`${id}-follow-hint`}
            />
            {form.followUpOn && (
              <button type="button" className="btn-ghost shrink-0 px-3 text-sm" onClick={() => set("followUpOn", "")}>
                {t("dashboard.pipeline.clearFollowUp")}
              </button>
            )}
          </div>
          <p id={`${id}-follow-hint`} className="text-xs text-muted">
            {t("dashboard.pipeline.followUpHint")}
          </p>
        </div>
        {form.stage === "won" && (
          <fieldset className="grid gap-2 sm:col-span-2 sm:grid-cols-[1fr_auto]">
            <legend className="mb-1.5 text-sm font-semibold">{t("dashboard.pipeline.value")}</legend>
            <div className="grid gap-1">
              <label htmlFor={`${id}-amount`} className="sr-only">
                {t("dashboard.pipeline.amount")}
              </label>
              <input
                id={`${id}-amount`}
                inputMode="numeric"
                dir="ltr"
                value={form.amount}
                onChange={(event) => set("amount", event.target.value)}
                className={`${field} ${amountError ? "border-danger" : ""}`}
                aria-invalid={amountError || undefined}
                aria-describedby={amountError ? `${id}-amount-error` : undefined}
                placeholder={t("dashboard.pipeline.amount")}
              />
              {amountError && (
                <p id={`${id}-amount-error`} className="text-sm text-danger">
                  {t("dashboard.pipeline.amountInvalid")}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${id}-currency`} className="sr-only">
                {t("dashboard.pipeline.currency")}
              </label>
              <select
                id={`${id}-currency`}
                value={form.currency}
                onChange={(event) => set("currency", event.target.value as LeadCurrency)}
                className={field}
              >
                {leadCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {t(`dashboard.pipeline.currencies.${currency}`)}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
        )}
        {form.stage === "lost" && (
          <div className="grid gap-1.5 sm:col-span-2">
            <label htmlFor={`${id}-lost`} className="text-sm font-semibold">
              {t("dashboard.pipeline.lostReason")}
            </label>
            <input
              id={`${id}-lost`}
              value={form.lostReason}
              maxLength={500}
              dir="auto"
              onChange={(event) => set("lostReason", event.target.value)}
              className={field}
              aria-describedby={`${id}-lost-hint`}
            />
            <p id={`${id}-lost-hint`} className="text-xs text-muted">
              {t("dashboard.pipeline.lostReasonHint")}
            </p>
          </div>
        )}
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-notes`} className="text-sm font-semibold">
            {t("dashboard.pipeline.notes")}
          </label>
          <textarea
            id={`${id}-notes`}
            value={form.notes}
            maxLength={10_000}
            dir="auto"
            onChange={(event) => set("notes", event.target.value)}
            className={`${field} field-sizing-content min-h-20`}
            aria-describedby={`${id}-notes-hint`}
          />
          <p id={`${id}-notes-hint`} className="text-xs text-muted">
            {t("dashboard.pipeline.notesHint")}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 sm:col-span-2">
          {dirty && (
            <p className="text-sm text-warning" role="status">
              {t("dashboard.pipeline.unsaved")}
            </p>
          )}
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={saving || (!dirty && !conflict)} aria-busy={saving || undefined}>
            {saving ? t("dashboard.pipeline.saving") : t("dashboard.pipeline.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
