import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { X } from "lucide-react";
import { languages, type Lang } from "#core/i18n/languages";
import { sectorIds, type SectorId } from "#core/catalogue/sectors";
import { portfolioCategories, type PortfolioCategory } from "#core/content/content-types";
import { listTextFields, type ListName } from "#core/content/content-document";
import { useStudioContent, type SaveResult } from "../studio-content";
import { ImageField } from "../image-field";
import { useAdminT } from "../use-admin-t";
import { BilingualField } from "./bilingual-field";
import {
  checkItem,
  emptyTextFields,
  fieldErrorsFrom,
  formFor,
  multilineFields,
  textLimit,
  type AnyEntry,
  type FieldError,
  type FieldErrors,
  type FieldKey,
  type ItemForm,
  type TextField,
} from "./item-form";

type Props = {
  list: ListName;
  /** The item edited, or null for a new one. */
  item: AnyEntry | null;
  /** The edited item's id (a fresh one for a new item). */
  id: string;
  /** Where the item sits in the saved document ("lists.faq.2"), to find its problems in a refused save. */
  problemPrefix: string;
  sectorNames: Record<SectorId, string>;
  onSave: (item: AnyEntry) => Promise<SaveResult>;
  onClose: () => void;
};

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const inputClass = "w-full rounded-lg border bg-bg/60 px-3 py-2.5 text-base text-fg outline-none focus:border-accent";

/**
 * The editor of one list item, in a native modal dialog: the rest of the
 * studio is inert, Tab stays inside, Escape closes it. Each text has its
 * Arabic and English fields side by side (stacked on a phone). A published
 * item with an empty text is refused here, before the server refuses to
 * publish it.
 */
export function ItemEditor({ list, item, id, problemPrefix, sectorNames, onSave, onClose }: Props) {
  const { t } = useAdminT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [form, setForm] = useState<ItemForm>(() => formFor(list, item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [saving, setSaving] = useState(false);
  const [focusError, setFocusError] = useState(0);
  const { api } = useStudioContent();
  const [showAltErrors, setShowAltErrors] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The owner came to write: the first text field gets the focus rather than the close button.
    dialog.querySelector<HTMLElement>('input[type="text"], textarea')?.focus();
  }, []);

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
  const setText = (field: TextField, lang: Lang, value: string) => {
    const current = form.texts[field] ?? { ar: "", en: "" };
    change({ texts: { ...form.texts, [field]: { ...current, [lang]: value } } }, `${field}.${lang}`);
  };

  // A hidden item may stay incomplete: hiding it drops the missing-translation errors.
  const setPublished = (published: boolean) => {
    setForm((current) => ({ ...current, published }));
    if (published) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([, error]) => error.code !== "missing")));
    setMessage("");
  };

  const refuse = (found: FieldErrors, text: string) => {
    setErrors(found);
    setMessage(text);
    setFocusError((n) => n + 1);
  };

  // A published item's image needs its description in both languages, like its texts.
  const missingAlt = languages.filter((lang) => list === "portfolio" && form.published && form.image && form.image.alt[lang].trim() === "");
  const altErrors = showAltErrors ? Object.fromEntries(missingAlt.map((lang) => [lang, t("studio.images.altMissing")])) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
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
    setSaving(true);
    const result = await onSave(checked.item);
    setSaving(false);
    if (!result.ok) refuse(fieldErrorsFrom(result.problems, problemPrefix), t("studio.lists.editor.fixErrors"));
  };

  const errorText = (key: FieldKey, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const { code, line } = error;
    if (code === "missing") return t("studio.lists.editor.errors.missing");
    if (key === "videos") {
      if (code === "too_big") return t("studio.lists.editor.errors.videos_too_big");
      if (line !== undefined)
        return code === "too_long" ? t("studio.lists.editor.errors.url_too_long", { line }) : t("studio.lists.editor.errors.url", { line });
    }
    if (key === "number") return code === "too_big" ? t("studio.lists.editor.errors.number_too_big") : t("studio.lists.editor.errors.number");
    if (code === "too_long" && key !== "form")
      return t("studio.lists.editor.errors.too_long", { max: textLimit(list, key.split(".")[0] as TextField) });
    if (code === "control") return t("studio.lists.editor.errors.control");
    return t("studio.lists.editor.errors.other");
  };

  const empty = new Set(form.published ? emptyTextFields(list, form) : []);
  const fieldLabel = (field: TextField | "number" | "category" | "sector" | "videos") => t(`studio.lists.editor.fields.${field}.label`);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const extra: ReactNode[] = [];
  if (list === "portfolio") {
    extra.push(
      <SelectField
        key="category"
        id="item-category"
        label={fieldLabel("category")}
        hint={t("studio.lists.editor.fields.category.hint")}
        value={form.category}
        options={portfolioCategories.map((category) => [category, t(`studio.lists.categories.${category}`)])}
        onChange={(value) => change({ category: value as PortfolioCategory }, "category")}
        error={errorText("category", errors.category)}
      />,
      <div key="image" className="md:col-span-2">
        <ImageField
          id="item-image"
          label={t("studio.lists.editor.fields.image.label")}
          value={form.image}
          onChange={(image) => setForm((current) => ({ ...current, image }))}
          errors={altErrors}
          api={api}
        />
      </div>,
      <PlainField
        key="videos"
        id="item-videos"
        label={fieldLabel("videos")}
        hint={t("studio.lists.editor.fields.videos.hint")}
        error={errorText("videos", errors.videos)}
      >
        {(described) => (
          <textarea
            {...described}
            rows={3}
            dir="ltr"
            lang="en"
            inputMode="url"
            spellCheck={false}
            value={form.videos}
            onChange={(event) => change({ videos: event.target.value }, "videos")}
            className={`${inputClass} font-mono text-sm ${errors.videos ? "border-red-500" : "border-line"}`}
          />
        )}
      </PlainField>,
    );
  }
  if (list === "testimonials") {
    extra.push(
      <SelectField
        key="sector"
        id="item-sector"
        label={fieldLabel("sector")}
        hint={t("studio.lists.editor.fields.sector.hint")}
        value={form.sector}
        options={sectorIds.map((sector) => [sector, sectorNames[sector]])}
        onChange={(value) => change({ sector: value as SectorId }, "sector")}
        error={errorText("sector", errors.sector)}
      />,
    );
  }
  if (list === "stats") {
    extra.push(
      <PlainField
        key="number"
        id="item-number"
        label={fieldLabel("number")}
        hint={t("studio.lists.editor.fields.number.hint")}
        error={errorText("number", errors.number)}
      >
        {(described) => (
          <input
            {...described}
            type="text"
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            value={form.number}
            onChange={(event) => change({ number: event.target.value }, "number")}
            className={`${inputClass} sm:max-w-48 ${errors.number ? "border-red-500" : "border-line"}`}
          />
        )}
      </PlainField>,
    );
  }

  // A stat's number comes before its label, as visitors read it; the other lists' extra fields follow their texts.
  const extraGrid = <div className="grid gap-5 md:grid-cols-2">{extra}</div>;

  return (
    // A native modal <dialog>: the studio behind it is inert and Escape closes it; Tab is kept inside.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={trapTab}
      className="m-auto h-dvh max-h-dvh w-full max-w-full overflow-y-auto border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/70 sm:h-fit sm:max-h-[92dvh] sm:w-[min(94vw,64rem)] sm:rounded-2xl sm:border"
      data-testid="item-editor"
    >
      <form onSubmit={submit} noValidate className="flex min-h-full flex-col">
        <div className="flex items-start gap-4 border-b border-line px-4 py-4 sm:px-6">
          <h2 id={titleId} className="flex-1 text-xl font-extrabold">
            {item ? t(`studio.lists.screens.${list}.edit`) : t(`studio.lists.screens.${list}.new`)}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="grid size-10 shrink-0 place-items-center rounded-lg border border-line hover:border-accent"
            aria-label={t("studio.lists.editor.close")}
            data-testid="editor-close"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>

        <div className="grid flex-1 content-start gap-6 px-4 py-5 sm:px-6">
          {item?.sample && (
            <p className="rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm text-amber-200">
              {t("studio.lists.editor.sampleNote")}
            </p>
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
              {t("studio.lists.editor.published")}
            </label>
            <p id="item-published-hint" className="ps-8 text-xs leading-5 text-muted">
              {t("studio.lists.editor.publishedHint")}
            </p>
          </div>

          {list === "stats" && extraGrid}

          {(listTextFields[list] as readonly TextField[]).map((field) => {
            const hintId = `item-${field}-hint`;
            return (
              <div key={field} className="grid gap-x-5 gap-y-3 md:grid-cols-2" data-testid={`pair-${field}`}>
                {languages.map((lang) => {
                  const key = `${field}.${lang}` as const;
                  return (
                    <BilingualField
                      key={lang}
                      id={`item-${field}-${lang}`}
                      lang={lang}
                      label={t("studio.lists.editor.field", { field: fieldLabel(field), language: t(`studio.lists.language.${lang}`) })}
                      hintId={hintId}
                      value={form.texts[field]?.[lang] ?? ""}
                      onChange={(value) => setText(field, lang, value)}
                      multiline={multilineFields.includes(field)}
                      warning={empty.has(key) ? t("studio.lists.editor.errors.missing") : undefined}
                      error={errorText(key, errors[key])}
                    />
                  );
                })}
                <p id={hintId} className="-mt-1 text-xs leading-5 text-muted md:col-span-2">
                  {t(`studio.lists.editor.fields.${field}.hint`)}
                </p>
              </div>
            );
          })}

          {extra.length > 0 && list !== "stats" && extraGrid}
        </div>

        <div className="sticky bottom-0 border-t border-line bg-surface px-4 py-3 sm:px-6">
          <p role="alert" className="empty:hidden mb-3 text-sm font-semibold text-red-300" data-testid="editor-message">
            {message}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-ghost py-2" onClick={() => ref.current?.close()}>
              {t("studio.lists.editor.cancel")}
            </button>
            <button type="submit" className="btn-primary py-2" disabled={saving} aria-busy={saving} data-testid="editor-save">
              {saving ? t("studio.lists.editor.saving") : t("studio.lists.editor.save")}
            </button>
          </div>
        </div>
      </form>
    </dialog>
  );
}

type Described = { id: string; "aria-describedby": string; "aria-invalid": true | undefined };

/** A labelled control of the editor with its hint and error wired for screen readers. */
function PlainField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  children: (described: Described) => ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5" data-testid={`field-${id}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({ id, "aria-describedby": error ? `${id}-hint ${id}-error` : `${id}-hint`, "aria-invalid": error ? true : undefined })}
      <p id={`${id}-hint`} className="text-xs leading-5 text-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function SelectField({
  options,
  value,
  onChange,
  ...field
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <PlainField {...field}>
      {(described) => (
        <select
          {...described}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} ${field.error ? "border-red-500" : "border-line"}`}
        >
          {options.map(([option, name]) => (
            <option key={option} value={option}>
              {name}
            </option>
          ))}
        </select>
      )}
    </PlainField>
  );
}
