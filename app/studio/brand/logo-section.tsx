import { useEffect, useState, type FormEvent } from "react";
import type { ImageRef } from "#core/content/content-document";
import { ImageField } from "../kit/image-field";
import { useStudioContent } from "../kit/studio-content";
import { useStudioT } from "../kit/use-studio-t";
import { withBrand } from "#core/brand/with-brand";
import { SaveRow } from "../kit/save-row";

/**
 * His logo in place of the shipped mark: header, loading screen, footer,
 * favicons and share cards (ADR 041). Saved to the draft like any content;
 * visitors see it once he publishes.
 */
export function LogoSection() {
  const { t } = useStudioT();
  const { content, update, api } = useStudioContent();
  // Compared as text: a reload of the draft gives a new object for the same picture.
  const savedKey = JSON.stringify(content.document.brand?.logo ?? null);
  const [logo, setLogo] = useState<ImageRef | null>(JSON.parse(savedKey) as ImageRef | null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setLogo(JSON.parse(savedKey) as ImageRef | null), [savedKey]);
  const dirty = JSON.stringify(logo) !== savedKey;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !dirty) return;
    setSaving(true);
    await update((document) => withBrand(document, { logo }), t("studio.brand.logo.saved"));
    setSaving(false);
  };

  return (
    <section aria-labelledby="brand-logo-title" className="card grid gap-4 p-5" data-testid="brand-logo-section">
      <div>
        <h2 id="brand-logo-title" className="text-lg font-bold">
          {t("studio.brand.logo.title")}
        </h2>
        <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{t("studio.brand.logo.lead")}</p>
        <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{t("studio.brand.logo.formats")}</p>
      </div>
      <form className="grid gap-4" onSubmit={save} noValidate>
        <ImageField id="brand-logo" value={logo} onChange={setLogo} label={t("studio.brand.logo.label")} api={api} described={false} />
        <SaveRow
          dirty={dirty}
          saving={saving}
          unchanged={t("studio.brand.unchanged")}
          savingLabel={t("studio.brand.saving")}
          saveLabel={t("studio.brand.logo.save")}
        />
      </form>
    </section>
  );
}
