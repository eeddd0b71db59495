import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { ImagePlus, Trash2 } from "lucide-react";
import { UploadedImage } from "~/components/ui/uploaded-image";
import { Field } from "~/components/ui/field";
import { languages, type Lang } from "#core/i18n/languages";
import type { ImageRef } from "#core/content/content-document";
import { imageAccept, imageUploadLimits, isImageUploadError, type ImageUploadError } from "#core/content/image-upload";
import { StudioApiError } from "./studio-api";
import type { StudioApi } from "./studio-shell";
import { studioField, studioInputClass } from "./studio-field";
import { useStudioT } from "./use-studio-t";

type Props = {
  value: ImageRef | null;
  /** Called with the uploaded image (alt texts empty), edited alt texts, or null when removed. Saving is the screen's job. */
  onChange: (next: ImageRef | null) => void;
  label: string;
  api: StudioApi;
  /** Messages for the alt texts, from the screen's save (e.g. a missing description). */
  errors?: Partial<Record<Lang, string>>;
  /** A stable id prefix (the inputs are `<id>-file`, `<id>-alt-ar`, `<id>-alt-en`); generated when absent. */
  id?: string;
  /** False for a picture that only decorates (his logo, the hero graphic): no descriptions and no focal point to ask for. */
  described?: boolean;
};

type UploadState = { kind: "idle" } | { kind: "uploading"; name: string } | { kind: "failed"; code: ImageUploadError | "upload_failed" };

const altLabel = { ar: "altAr", en: "altEn" } as const;

/**
 * An image upload with its two alt texts: a file picker (any keyboard
 * reaches it through its visible label), the upload's progress and refusal in
 * words, a preview, and remove. It never saves: it hands the image to the screen.
 */
export function ImageField({ value, onChange, label, api, errors = {}, id, described = true }: Props) {
  const { t } = useStudioT();
  const generated = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const base = id ?? `image-${generated}`;
  const ids = { file: `${base}-file`, hint: `${base}-hint`, error: `${base}-error`, alt: (lang: Lang) => `${base}-alt-${lang}` };
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const [announcement, setAnnouncement] = useState("");
  const [focusAfter, setFocusAfter] = useState<"alt" | "file" | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Focus follows the work: to the first description after an upload, back to the picker after a removal.
  useEffect(() => {
    if (!focusAfter) return;
    if (focusAfter === "alt") document.getElementById(`${base}-alt-ar`)?.focus();
    else fileInput.current?.focus();
    setFocusAfter(null);
  }, [focusAfter, base]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again (after fixing it elsewhere) still uploads.
    event.target.value = "";
    if (!file || state.kind === "uploading") return;
    if (file.size > imageUploadLimits.maxBytes) {
      setState({ kind: "failed", code: "too_large" });
      return;
    }
    setState({ kind: "uploading", name: file.name });
    setAnnouncement(t("studio.images.uploading", { name: file.name }));
    try {
      const image = await api.images.upload(file);
      // A new image gets new descriptions: the old ones described another picture.
      onChange({ ...image, alt: { ar: "", en: "" } });
      setState({ kind: "idle" });
      setAnnouncement(t(described ? "studio.images.uploaded" : "studio.images.uploadedReady"));
      setFocusAfter(described ? "alt" : "file");
    } catch (error) {
      const code =
        error instanceof StudioApiError
          ? isImageUploadError(error.body.error)
            ? error.body.error
            : error.status === 413
              ? "too_large"
              : "upload_failed"
          : "upload_failed";
      setState({ kind: "failed", code });
      setAnnouncement("");
    }
  };

  const remove = () => {
    onChange(null);
    setState({ kind: "idle" });
    setAnnouncement(t("studio.images.removed"));
    setFocusAfter("file");
  };

  const setAlt = (lang: Lang, text: string) => value && onChange({ ...value, alt: { ...value.alt, [lang]: text } });
  const focus = value?.focus ?? { x: 50, y: 50 };
  // The centre is no focal point: the image is stored without one, as before.
  const setFocus = (axis: "x" | "y", percent: number) => {
    if (!value) return;
    const next = { ...focus, [axis]: percent };
    const { focus: _old, ...rest } = value;
    onChange(next.x === 50 && next.y === 50 ? rest : { ...rest, focus: next });
  };
  const failed = state.kind === "failed";
  const uploading = state.kind === "uploading";

  return (
    <fieldset className="grid gap-4" data-testid={`image-field-${base}`} aria-busy={uploading}>
      <legend className="mb-1 text-sm font-semibold">{label}</legend>

      <div className="flex flex-wrap items-start gap-4">
        <figure className="grid gap-1.5">
          <figcaption className="sr-only">{t("studio.images.previewLabel")}</figcaption>
          {value ? (
            <div className="relative" data-testid="image-preview">
              <UploadedImage
                image={{ id: value.id, width: value.width, height: value.height, alt: value.alt.en.trim() || t("studio.images.previewAlt") }}
                sizes="240px"
                eager
                className="h-48 w-auto max-w-full rounded-xl border border-line bg-bg/60 object-contain"
              />
            </div>
          ) : (
            <div
              className="grid h-48 w-40 place-items-center rounded-xl border border-dashed border-line text-center text-sm text-muted"
              data-testid="image-empty"
            >
              <span className="px-3">{t("studio.images.none")}</span>
            </div>
          )}
        </figure>

        <div className="grid min-w-0 flex-1 basis-56 content-start gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {/* The real input lies, transparent, over its label: clicked directly, opened from the keyboard
                (Enter, Space), its focus shown on the label. */}
            <span className="relative inline-flex">
              <input
                ref={fileInput}
                id={ids.file}
                type="file"
                accept={imageAccept}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-wait"
                onChange={(event) => void pick(event)}
                disabled={uploading}
                aria-invalid={failed ? true : undefined}
                aria-describedby={failed ? `${ids.hint} ${ids.error}` : ids.hint}
                data-testid="image-file"
              />
              <label
                htmlFor={ids.file}
                className="btn-ghost inline-flex py-2 text-sm peer-hover:border-fg/20 peer-hover:bg-fg/5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:opacity-70"
              >
                <ImagePlus className="size-4" aria-hidden />
                {t("studio.images.choose")}
              </label>
            </span>
            {value && !uploading && (
              <button type="button" className="btn-ghost inline-flex py-2 text-sm" onClick={remove} data-testid="image-remove">
                <Trash2 className="size-4" aria-hidden />
                {t("studio.images.remove")}
              </button>
            )}
          </div>
          <p id={ids.hint} className="text-xs leading-5 text-muted">
            {t("studio.images.hint")}
          </p>
          {uploading && (
            <p className="flex items-center gap-2 text-sm text-muted" data-testid="image-uploading">
              <span className="size-4 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden />
              <span dir="auto">{t("studio.images.uploading", { name: state.name })}</span>
            </p>
          )}
          {failed && (
            <p id={ids.error} role="alert" className="text-sm text-danger" data-testid="image-error">
              {t(`studio.images.errors.${state.code}`)}
            </p>
          )}
          <p className="sr-only" role="status" aria-live="polite">
            {announcement}
          </p>
        </div>
      </div>

      {value && described && (
        <div className="flex flex-wrap items-center gap-4" data-testid="image-focus">
          <div className="grid gap-1 text-xs text-muted">
            <span aria-hidden>{t("studio.images.focus.preview")}</span>
            <UploadedImage
              image={{ id: value.id, width: value.width, height: value.height, alt: "", focus }}
              sizes="96px"
              className="size-24 rounded-lg border border-line object-cover"
            />
          </div>
          <div className="grid min-w-0 flex-1 basis-56 gap-2">
            <p className="text-sm font-semibold">{t("studio.images.focus.title")}</p>
            <p id={`${base}-focus-hint`} className="text-xs leading-5 text-muted">
              {t("studio.images.focus.hint")}
            </p>
            {(["x", "y"] as const).map((axis) => (
              <label key={axis} className="flex items-center gap-3 text-sm">
                <span className="w-24 shrink-0 sm:w-28">{t(`studio.images.focus.${axis}`)}</span>
                <input
                  type="range"
                  min={0}
                  max={100}
                  step={5}
                  // Percent from the left, whatever the studio's direction.
                  dir="ltr"
                  value={focus[axis]}
                  onChange={(event) => setFocus(axis, Number(event.target.value))}
                  aria-describedby={`${base}-focus-hint`}
                  aria-valuetext={`${focus[axis]}%`}
                  className="w-0 min-w-0 flex-1 accent-[var(--accent-solid)]"
                />
                <output className="w-10 shrink-0 text-end tabular-nums text-muted">{focus[axis]}%</output>
              </label>
            ))}
          </div>
        </div>
      )}

      {value && described && (
        <div className="grid gap-4 sm:grid-cols-2">
          {languages.map((lang) => {
            const inputId = ids.alt(lang);
            const error = errors[lang];
            return (
              <Field
                key={lang}
                {...studioField}
                id={inputId}
                className="grid content-start gap-1.5"
                testId={`image-alt-${lang}`}
                labelClassName="flex flex-wrap items-center gap-2 text-sm font-semibold"
                label={
                  <>
                    {t(`studio.images.${altLabel[lang]}`)}
                    <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-muted" aria-hidden>
                      {t("studio.images.required")}
                    </span>
                  </>
                }
                hint={t("studio.images.altHint")}
                error={error}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    dir={lang === "ar" ? "rtl" : "ltr"}
                    lang={lang}
                    required
                    maxLength={200}
                    value={value.alt[lang]}
                    onChange={(event) => setAlt(lang, event.target.value)}
                    className={studioInputClass(Boolean(error), lang === "ar" ? "font-arabic" : "")}
                  />
                )}
              </Field>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
