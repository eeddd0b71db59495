import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { X } from "lucide-react";
import { Dialog, DialogTitle } from "~/components/ui/dialog";
import { languages, type Lang } from "#core/i18n/languages";
import type { FieldSpec, TextField } from "#core/content/list-kit";
import { listDescriptor, type ListName } from "#core/content/lists/catalogue";
import { useStudioContent, type SaveResult } from "../kit/studio-content";
import { useStudioFormats } from "../kit/studio-formats";
import { useStudioLanguage } from "../kit/studio-language";
import { useStudioT } from "../kit/use-studio-t";
import { BilingualField } from "../kit/bilingual-field";
import {
  checkItem,
  emptyTextFields,
  fieldErrorsFrom,
  formFor,
  mergeItem,
  missingAlts,
  type AnyEntry,
  type Conflict,
  type Bilingual,
  type FieldError,
  type FieldErrors,
  type FieldKey,
  type ItemForm,
} from "./item-form";
import { useListTexts, type ChoiceNames } from "./list-texts";
import { useAuth } from "../kit/auth-context";
import { useFactWriter, useFigure } from "../kit/use-facts";
import { formFor as labelForm } from "#core/content/facts";
import { dropUnsaved, readUnsaved, useKeptWhilePending } from "../kit/unsaved-edits";
import { useBeforeUnloadWarning } from "../kit/leave-guard";
import { RestoredNote } from "../kit/restored-note";
import { sameContent } from "#core/content/revision-diff";
import { confirmListText, listStepKey, listTextsBehind } from "#core/content/list-steps";
import { BehindNote } from "../kit/behind-note";
import { fieldWidget } from "./field-widgets";

type Props = {
  list: ListName;
  /** The item edited, or null for a new one. */
  item: AnyEntry | null;
  /** The edited item's id (a fresh one for a new item). */
  id: string;
  /** Where the item sits in the saved document ("lists.faq.2"), to find its problems in a refused save. */
  problemPrefix: string;
  choiceNames: ChoiceNames;
  /**
   * Saves the item; `base` is the copy the editor's values started from. When
   * another tab changed the item meanwhile, `theirs` is its saved copy (null
   * if it was deleted there), to merge with.
   */
  onSave: (item: AnyEntry, base: AnyEntry | null) => Promise<SaveResult & { theirs?: AnyEntry | null }>;
  onClose: () => void;
};

/** The address an item's page (a service, a sector, a landing page) has with this slug, as a reader sees it. */
const slugPath = (list: ListName, item: Record<string, unknown>, lang: Lang, slug: string) =>
  `${lang === "ar" ? "/ar" : "/en"}/${listDescriptor(list).pageSection?.(item) ?? list}/${slug.trim()}`;

/**
 * The editor of one list item, in a modal dialog: the rest of the studio
 * waits, Tab stays inside, Escape closes it. Each text has its
 * Arabic and English fields side by side (stacked on a phone). A published
 * item with an empty text is refused here, before the server refuses to
 * publish it.
 */
export function ItemEditor({ list, item, id, problemPrefix, choiceNames, onSave, onClose }: Props) {
  const format = useStudioFormats();
  const { lang: studioLang } = useStudioLanguage();
  const { t } = useStudioT();
  const texts = useListTexts(list);
  const fields = Object.entries(listDescriptor(list).fields);
  const ref = useRef<HTMLDivElement>(null);
  const { api, content: studioContent, update } = useStudioContent();
  // What he typed and did not save survives a closed tab or an ended session: kept in this browser, brought back here.
  const owner = useAuth().user?.id ?? "";
  const place = `${list}/${item ? id : "new"}`;
  const [restored] = useState(() => {
    const kept = owner ? readUnsaved<{ form: ItemForm; base: AnyEntry | null }>(owner, place) : null;
    if (!kept) return null;
    // Merged like a save from another tab: fields he did not touch take what is saved now.
    const merged = mergeItem(list, kept.value.form, kept.value.base, item);
    return { form: merged.form, conflicts: merged.conflicts, savedAt: kept.savedAt };
  });
  const [form, setForm] = useState<ItemForm>(() => restored?.form ?? formFor(list, item, studioContent.document));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [saving, setSaving] = useState(false);
  const [focusError, setFocusError] = useState(0);
  const [showAltErrors, setShowAltErrors] = useState(false);
  // The saved copy his values are compared with: the item as opened, then what another tab saved, once merged.
  const [base, setBase] = useState<AnyEntry | null>(item);
  const [conflicts, setConflicts] = useState<Record<string, Conflict>>(() => restored?.conflicts ?? {});
  const [showRestored, setShowRestored] = useState(restored !== null);
  const dirty = !sameContent(form, formFor(list, base, studioContent.document));

  const kept = useMemo(() => ({ form, base }), [form, base]);
  useKeptWhilePending(owner, place, kept, dirty);
  // Closing or reloading the tab with unsaved edits asks first (the browser's own question).
  useBeforeUnloadWarning(dirty);

  const discardRestored = () => {
    setForm(formFor(list, base, studioContent.document));
    setConflicts({});
    setShowRestored(false);
    if (owner) dropUnsaved(owner, place);
  };
  const [deletedElsewhere, setDeletedElsewhere] = useState(false);
  const makeMine = useRef(false);
  const writeFacts = useFactWriter();
  // A label with forms by number (a stat's) reads as the page will show it under the figure: "900 creative campaigns".
  const figureOf = useFigure();
  const formsOf = (field: string, value: string, lang: Lang): string | undefined => {
    const { formsField, numberField } = listDescriptor(list);
    if (field !== formsField || !numberField || !value.includes("|")) return undefined;
    const figure = figureOf(listDescriptor(list), { ...form.values, [numberField]: Number(form.values[numberField]) || 0 });
    return figure === undefined ? undefined : `${figure} ${labelForm(figure, value, lang)}`;
  };

  // After a refused save, the first field with an error gets the focus.
  useEffect(() => {
    if (focusError) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const change = (patch: Partial<ItemForm>, ...cleared: FieldKey[]) => {
    setForm((current) => ({ ...current, ...patch }));
    if (!cleared.some((key) => errors[key])) return;
    setErrors((current) => {
      const next = { ...current };
      for (const key of cleared) delete next[key];
      return next;
    });
  };
  const setValue = (field: string, value: ItemForm["values"][string], cleared: FieldKey = field) =>
    change({ values: { ...form.values, [field]: value } }, cleared);
  const setText = (field: string, lang: Lang, value: string) =>
    setValue(field, { ...(form.values[field] as Bilingual), [lang]: value }, `${field}.${lang}`);

  // A hidden item may stay incomplete: hiding it drops the missing-translation errors.
  const setPublished = (published: boolean) => {
    setForm((current) => ({ ...current, published }));
    if (published) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([, error]) => error?.code !== "missing")));
    setMessage("");
  };

  const refuse = (found: FieldErrors, text: string) => {
    setErrors(found);
    setMessage(text);
    setFocusError((n) => n + 1);
  };

  // A published item's image needs its description in both languages, like its texts.
  const missingAlt = missingAlts(list, form);
  const altErrors = showAltErrors ? Object.fromEntries(missingAlt.map((lang) => [lang, t("studio.images.altMissing")])) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // "Make it mine" keeps a sample item as it is, as his; Save with nothing changed saves nothing (a sample stays a sample).
    const keepAsMine = makeMine.current;
    makeMine.current = false;
    if (saving) return;
    if (item && !keepAsMine && sameContent(form, formFor(list, item, studioContent.document))) {
      if (owner) dropUnsaved(owner, place);
      onClose();
      return;
    }
    if (missingAlt.length > 0) {
      setShowAltErrors(true);
      refuse({}, t("studio.lists.refused"));
      return;
    }
    const checked = checkItem(list, form, id);
    if (!checked.ok) {
      refuse(checked.errors, checked.incomplete ? t("studio.lists.refused") : t("studio.lists.editor.fixErrors"));
      return;
    }
    if (Object.keys(conflicts).length > 0) {
      refuse({}, t("studio.lists.editor.conflictOpen"));
      return;
    }
    setSaving(true);
    let result = await onSave(checked.item, base);
    if (!result.ok && result.theirs !== undefined) {
      // Another tab saved this item meanwhile: his untouched fields take its values, fields both changed wait for his choice.
      const merged = mergeItem(list, form, base, result.theirs);
      setForm(merged.form);
      setBase(result.theirs);
      setDeletedElsewhere(result.theirs === null);
      setConflicts(merged.conflicts);
      if (Object.keys(merged.conflicts).length > 0) {
        setSaving(false);
        refuse({}, t("studio.lists.editor.conflict"));
        return;
      }
      const again = checkItem(list, merged.form, id);
      result = again.ok ? await onSave(again.item, result.theirs) : { ok: false, problems: [] };
    }
    setSaving(false);
    if (result.ok) {
      if (owner) dropUnsaved(owner, place);
    } else refuse(fieldErrorsFrom(list, result.problems, problemPrefix), t("studio.lists.editor.fixErrors"));
  };

  /** He settles a conflict: his value stays, or the one saved in the other tab replaces it. */
  const settle = (name: string, keepTheirs: boolean) => {
    const conflict = conflicts[name];
    if (!conflict) return;
    if (keepTheirs) setForm((current) => ({ ...current, values: { ...current.values, [name]: conflict.theirs } }));
    setConflicts(({ [name]: _settled, ...rest }) => rest);
    if (Object.keys(conflicts).length === 1) setMessage("");
  };

  const errorText = (key: FieldKey, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const { code, line } = error;
    if (code === "missing") return t("studio.lists.editor.errors.missing");
    const spec: FieldSpec | undefined = listDescriptor(list).fields[key.split(".")[0]!];
    if (spec?.kind === "links") {
      if (code === "too_big") return t("studio.lists.editor.errors.links_too_big", { count: spec.max });
      if (line !== undefined)
        return code === "too_long" ? t("studio.lists.editor.errors.url_too_long", { line }) : t("studio.lists.editor.errors.url", { line });
    }
    if (spec?.kind === "link") return code === "too_long" ? t("studio.lists.editor.errors.link_too_long") : t("studio.lists.editor.errors.link");
    if (spec?.kind === "number") return code === "too_big" ? t("studio.lists.editor.errors.number_too_big") : t("studio.lists.editor.errors.number");
    if (code === "too_long" && spec?.kind === "text") return t("studio.lists.editor.errors.too_long", { count: spec.max });
    if (code === "slug" || code === "slug_reserved" || code === "slug_lookalike" || code === "slug_taken")
      return t(`studio.lists.editor.errors.${code}`);
    if (spec?.kind === "refs" && code === "too_big") return t("studio.lists.editor.errors.refs_too_big", { count: spec.max });
    if (code === "control") return t("studio.lists.editor.errors.control");
    return t("studio.lists.editor.errors.other");
  };

  const empty = new Set(form.published ? emptyTextFields(list, form) : []);

  // His texts of this item whose other language changed after they were written (issue 43, item 7), as saved.
  const behind = new Set(
    item
      ? listTextsBehind(studioContent.document).flatMap((entry) => (entry.list === list && entry.id === id ? [`${entry.field}.${entry.lang}`] : []))
      : [],
  );
  const [confirming, setConfirming] = useState(false);
  const behindNote = (field: string, lang: Lang) => {
    if (!behind.has(`${field}.${lang}`)) return undefined;
    const key = listStepKey(list, id, field);
    const other: Lang = lang === "ar" ? "en" : "ar";
    const saved = (studioContent.document.lists[list] as AnyEntry[]).find((entry) => entry.id === id) as Record<string, unknown> | undefined;
    return (
      <BehindNote
        lang={lang}
        was={studioContent.document.textSteps?.[key]?.[lang].inStepText ?? ""}
        now={(saved?.[field] as Bilingual | undefined)?.[other] ?? ""}
        disabled={saving || confirming}
        onConfirm={async () => {
          setConfirming(true);
          await update((document) => confirmListText(document, key, lang), t("studio.pages.behind.confirmed"), undefined, "retry");
          setConfirming(false);
        }}
      />
    );
  };

  /** A field that is not a text pair: its kind's widget (field-widgets.tsx); sample artwork is not edited. */
  const otherField = (name: string, spec: Exclude<FieldSpec, TextField>): ReactNode =>
    fieldWidget(spec, {
      name,
      id: `item-${name}`,
      label: texts.label(name),
      // Asked only by a widget that shows one (an image has none).
      get hint() {
        return texts.hint(name);
      },
      error: errorText(name, errors[name]),
      value: form.values[name]!,
      set: (value) => setValue(name, value),
      change: (next) => setForm((current) => ({ ...current, values: { ...current.values, [name]: next(current.values[name]!) } })),
      list,
      itemId: id,
      document: studioContent.document,
      studioLang,
      choiceNames,
      noPick: t("studio.lists.editor.noPick"),
      api,
      altErrors,
    });

  const textPair = (field: string, spec: TextField) => {
    const hintId = `item-${field}-hint`;
    return (
      <div key={field} className="grid gap-x-5 gap-y-3 md:grid-cols-2" data-testid={`pair-${field}`}>
        {languages.map((lang) => {
          const key = `${field}.${lang}`;
          const value = (form.values[field] as Bilingual)[lang];
          // The limit shows as he types: a counter from four fifths of it, the error the moment he passes it.
          const near = value.length >= spec.max * 0.8;
          const over = value.length > spec.max;
          return (
            <BilingualField
              key={lang}
              id={`item-${field}-${lang}`}
              lang={lang}
              label={t("studio.lists.editor.field", { field: texts.label(field), language: t(`studio.lists.language.${lang}`) })}
              hintId={hintId}
              value={value}
              onChange={(next) => setText(field, lang, next)}
              multiline={spec.multiline}
              rows={spec.format === "blocks" ? 10 : 4}
              address={spec.format === "slug" ? slugPath(list, form.values, lang, value) : undefined}
              reads={formsOf(field, value, lang) ?? writeFacts(value, lang)}
              readsLabel={t("studio.pages.readsAs")}
              warning={empty.has(key) ? t("studio.lists.editor.errors.missing") : undefined}
              error={errorText(key, errors[key]) ?? (over ? t("studio.lists.editor.errors.too_long", { count: spec.max }) : undefined)}
              counter={near ? t("studio.pages.counter", { count: spec.max, length: value.length }) : undefined}
              note={behindNote(field, lang)}
            />
          );
        })}
        <p id={hintId} className="-mt-1 text-xs leading-5 text-muted md:col-span-2">
          {texts.hint(field)}
        </p>
      </div>
    );
  };

  /** A field's conflict, above it: across both columns of the fields' grid (`wide`), or in the editor's one column. */
  const conflictPanel = (name: string, wide = false) => {
    const conflict = conflicts[name];
    if (!conflict) return null;
    const headingId = `conflict-${name}`;
    return (
      <div
        key={`conflict-${name}`}
        role="group"
        aria-labelledby={headingId}
        // Spanning two columns in the editor's one-column grid would add a second column and squeeze every field into half.
        className={`grid gap-2 rounded-lg border border-warning/60 bg-warning/10 p-3 text-sm ${wide ? "md:col-span-2" : ""}`}
        data-testid="field-conflict"
      >
        <p id={headingId} className="font-bold text-warning">
          {t("studio.lists.editor.conflictField", { field: texts.label(name) })}
        </p>
        <ConflictValue label={t("studio.lists.editor.savedMeanwhile")} value={conflict.theirs} />
        <ConflictValue label={t("studio.lists.editor.original")} value={conflict.original} />
        <p className="text-muted">{t("studio.lists.editor.yoursBelow")}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-ghost py-1.5 text-sm" onClick={() => settle(name, false)}>
            {t("studio.lists.editor.keepMine")}
          </button>
          <button type="button" className="btn-ghost py-1.5 text-sm" onClick={() => settle(name, true)}>
            {t("studio.lists.editor.useSaved")}
          </button>
        </div>
      </div>
    );
  };

  // The fields in the description's order: each text as its Arabic/English pair, the others two to a row.
  const sections: ReactNode[] = [];
  let others: ReactNode[] = [];
  const flush = () => {
    if (others.length > 0)
      sections.push(
        <div key={`grid-${sections.length}`} className="grid gap-5 md:grid-cols-2">
          {others}
        </div>,
      );
    others = [];
  };
  for (const [name, spec] of fields) {
    if (spec.kind === "text") {
      flush();
      if (conflicts[name]) sections.push(conflictPanel(name));
      sections.push(textPair(name, spec));
    } else if (spec.kind !== "art") {
      if (conflicts[name]) others.push(conflictPanel(name, true));
      others.push(otherField(name, spec));
    }
  }
  flush();

  return (
    <Dialog
      ref={ref}
      onClose={onClose}
      // The owner came to write: the first text field gets the focus rather than the close button.
      initialFocus={(content) => content.querySelector<HTMLElement>('input[type="text"], textarea')}
      className="h-dvh max-h-dvh w-full max-w-full overflow-y-auto border-line bg-surface shadow-2xl sm:h-fit sm:max-h-[92dvh] sm:w-[min(94vw,64rem)] sm:rounded-2xl sm:border"
      testId="item-editor"
    >
      <form onSubmit={submit} noValidate className="flex min-h-full flex-col">
        <div className="flex items-start gap-4 border-b border-line px-4 py-4 sm:px-6">
          <DialogTitle className="flex-1 text-xl font-extrabold">{item ? texts.screen("edit") : texts.screen("new")}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            className="grid size-10 shrink-0 place-items-center rounded-lg border border-line hover:border-accent"
            aria-label={t("studio.lists.editor.close")}
            data-testid="editor-close"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>

        <div className="grid flex-1 grid-cols-1 content-start gap-6 px-4 py-5 sm:px-6">
          {showRestored && restored && (
            <RestoredNote
              text={t("studio.lists.editor.restored", { time: format.time(restored.savedAt) })}
              onDiscard={discardRestored}
              testId="restored-edits"
            />
          )}
          {deletedElsewhere && (
            <p className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning" data-testid="deleted-elsewhere">
              {t("studio.lists.editor.deletedElsewhere")}
            </p>
          )}
          {item?.sample && !listDescriptor(list).private && (
            <div
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2"
              data-testid="sample-note"
            >
              <p className="min-w-0 flex-1 basis-60 text-sm text-warning">{t("studio.lists.editor.sampleNote")}</p>
              <button
                type="submit"
                className="btn-ghost py-1.5 text-sm"
                disabled={saving}
                onClick={() => (makeMine.current = true)}
                data-testid="make-mine"
              >
                {t("studio.lists.editor.makeMine")}
              </button>
            </div>
          )}

          <div className="grid gap-1">
            <label className="flex items-center gap-3 text-base font-semibold">
              <input
                type="checkbox"
                className="size-5 accent-[var(--accent-solid)]"
                checked={form.published}
                onChange={(event) => setPublished(event.target.checked)}
                aria-describedby="item-published-hint"
                data-testid="editor-published"
              />
              {t(listDescriptor(list).private ? "studio.lists.editor.privatePublished" : "studio.lists.editor.published")}
            </label>
            <p id="item-published-hint" className="ps-8 text-xs leading-5 text-muted">
              {t(listDescriptor(list).private ? "studio.lists.editor.privatePublishedHint" : "studio.lists.editor.publishedHint")}
            </p>
          </div>

          {sections}
        </div>

        <div className="sticky bottom-0 border-t border-line bg-surface px-4 py-3 sm:px-6">
          <p role="alert" className="empty:hidden mb-3 text-sm font-semibold text-danger" data-testid="editor-message">
            {message}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-ghost py-2" onClick={onClose}>
              {t("studio.lists.editor.cancel")}
            </button>
            <button type="submit" className="btn-primary py-2" disabled={saving} aria-busy={saving} data-testid="editor-save">
              {saving ? t("studio.lists.editor.saving") : t("studio.lists.editor.save")}
            </button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

/** A value as the other tab saved it, or as it was before: each language on its own line. */
function ConflictValue({ label, value }: { label: string; value: unknown }) {
  const bilingual = value && typeof value === "object" && "ar" in value && "en" in value ? (value as Bilingual) : null;
  return (
    <div>
      <p className="text-xs font-semibold text-muted">{label}</p>
      {bilingual ? (
        languages.map((lang) => (
          <p key={lang} lang={lang} dir={lang === "ar" ? "rtl" : "ltr"} className="break-words whitespace-pre-line">
            {bilingual[lang] || "—"}
          </p>
        ))
      ) : (
        <p dir="auto" className="break-words whitespace-pre-line">
          {typeof value === "string" ? value || "—" : value === null ? "—" : JSON.stringify(value)}
        </p>
      )}
    </div>
  );
}
