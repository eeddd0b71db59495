import { useEffect, useState, type FormEvent } from "react";
import { languages, type Lang } from "#core/i18n/languages";
import type { ImageRef } from "#core/content/content-document";
import { ImageField } from "../kit/image-field";
import { useStudioContent } from "../kit/studio-content";
import { useToast } from "~/components/ui/toast";
import { useStudioT } from "../kit/use-studio-t";
import { SaveRow } from "../kit/save-row";

const fieldId = "owner-photo";
type AltErrors = Partial<Record<Lang, string>>;

/** "Your photo": the owner's picture for the about page and the CV, saved to the draft like any content. */
export function PhotoEditor() {
  const { t } = useStudioT();
  const { toast } = useToast();
  const { content, update, api } = useStudioContent();
  // Compared as text: a reload of the draft gives a new object for the same photo.
  const savedKey = JSON.stringify(content.document.photo);
  const [photo, setPhoto] = useState<ImageRef | null>(content.document.photo);
  const [errors, setErrors] = useState<AltErrors>({});
  const [saving, setSaving] = useState(false);

  // Publishing, discarding or another screen's save brings a new draft: show its photo.
  useEffect(() => {
    setPhoto(JSON.parse(savedKey) as ImageRef | null);
    setErrors({});
  }, [savedKey]);

  const dirty = JSON.stringify(photo) !== savedKey;

  const change = (next: ImageRef | null) => {
    setPhoto(next);
    // A description typed in clears its own message only.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([lang]) => next && !next.alt[lang as Lang].trim())));
  };

  const refuse = (found: AltErrors) => {
    setErrors(found);
    toast({ title: t("studio.content.saveFailed"), description: t("studio.images.photo.fixErrors"), variant: "destructive" });
    const first = languages.find((lang) => found[lang]);
    if (first) document.getElementById(`${fieldId}-alt-${first}`)?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !dirty) return;
    if (photo) {
      const missing: AltErrors = {};
      for (const lang of languages) if (!photo.alt[lang].trim()) missing[lang] = t("studio.images.altMissing");
      if (Object.keys(missing).length > 0) return refuse(missing);
    }
    setSaving(true);
    const result = await update((document) => ({ ...document, photo }), t("studio.images.photo.saved"));
    setSaving(false);
    if (!result.ok) {
      const found: AltErrors = {};
      for (const problem of result.problems) {
        const lang = /^photo\.alt\.(ar|en)$/.exec(problem.path)?.[1] as Lang | undefined;
        if (lang) found[lang] = problem.code === "too_long" ? t("studio.images.altTooLong") : t("studio.images.altMissing");
      }
      if (Object.keys(found).length > 0) setErrors(found);
    }
  };

  return (
    <section aria-labelledby="photo-editor-title" className="card grid gap-4 p-5" data-testid="photo-editor">
      <div>
        <h2 id="photo-editor-title" className="text-lg font-bold">
          {t("studio.images.photo.title")}
        </h2>
        <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{t("studio.images.photo.lead")}</p>
      </div>
      <form className="grid gap-4" onSubmit={save} noValidate>
        <ImageField id={fieldId} value={photo} onChange={change} label={t("studio.images.photo.label")} api={api} errors={errors} />
        <SaveRow
          dirty={dirty}
          saving={saving}
          unchanged={t("studio.images.photo.unchanged")}
          savingLabel={t("studio.images.photo.saving")}
          saveLabel={t("studio.images.photo.save")}
          testId="photo-save"
        />
      </form>
    </section>
  );
}
