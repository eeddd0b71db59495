import { useEffect, useState, type FormEvent } from "react";
import type { ImageRef } from "#core/content/content-document";
import { ImageField } from "../kit/image-field";
import { useStudioContent } from "../kit/studio-content";
import { useStudioT } from "../kit/use-studio-t";
import { withBrand } from "#core/brand/with-brand";
import { SaveRow } from "../kit/save-row";

type Choice = "mark" | "image" | "none";
const choices: readonly Choice[] = ["mark", "image", "none"];

/**
 * The home page's hero graphic (ADR 041): the shipped mark, his own picture
 * (shown in the same square, its recorded size kept, so nothing moves), or none.
 */
export function HeroSection() {
  const { t } = useStudioT();
  const { content, update, api } = useStudioContent();
  const hero = content.document.brand?.hero;
  const savedChoice: Choice = hero === undefined ? "mark" : hero === null ? "none" : "image";
  const savedKey = JSON.stringify(hero ?? null);
  const [choice, setChoice] = useState<Choice>(savedChoice);
  const [picture, setPicture] = useState<ImageRef | null>(JSON.parse(savedKey) as ImageRef | null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setChoice(savedChoice);
    setPicture(JSON.parse(savedKey) as ImageRef | null);
  }, [savedChoice, savedKey]);
  const dirty = choice !== savedChoice || (choice === "image" && JSON.stringify(picture) !== savedKey);
  const ready = choice !== "image" || picture !== null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !dirty || !ready) return;
    setSaving(true);
    const next = choice === "mark" ? undefined : choice === "none" ? null : picture;
    await update((document) => withBrand(document, { hero: next }), t("studio.brand.hero.saved"));
    setSaving(false);
  };

  return (
    <section aria-labelledby="brand-hero-title" className="card grid gap-4 p-5" data-testid="brand-hero-section">
      <div>
        <h2 id="brand-hero-title" className="text-lg font-bold">
          {t("studio.brand.hero.title")}
        </h2>
        <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{t("studio.brand.hero.lead")}</p>
      </div>
      <form className="grid gap-4" onSubmit={save} noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">{t("studio.brand.hero.legend")}</legend>
          {choices.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" name="brand-hero" value={option} checked={choice === option} onChange={() => setChoice(option)} />
              {t(`studio.brand.hero.choices.${option}`)}
            </label>
          ))}
        </fieldset>
        {choice === "image" && (
          <ImageField id="brand-hero" value={picture} onChange={setPicture} label={t("studio.brand.hero.label")} api={api} described={false} />
        )}
        <SaveRow
          dirty={dirty}
          saving={saving}
          blocked={!ready}
          unchanged={t("studio.brand.unchanged")}
          savingLabel={t("studio.brand.saving")}
          saveLabel={t("studio.brand.hero.save")}
        >
          {dirty && !ready && <p className="text-sm text-muted">{t("studio.brand.hero.needsPicture")}</p>}
        </SaveRow>
      </form>
    </section>
  );
}
