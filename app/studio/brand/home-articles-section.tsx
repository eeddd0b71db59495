import { useEffect, useState, type FormEvent } from "react";
import { homeArticleChoices, homeArticlesOf } from "#core/brand/brand-schema";
import { withBrand } from "#core/brand/with-brand";
import { useStudioContent } from "../kit/studio-content";
import { useStudioT } from "../kit/use-studio-t";
import { SaveRow } from "../kit/save-row";

/**
 * The home page's latest articles (issue 43): three by default, six, or no
 * section at all. Saved to the draft with the rest of the brand: previewed,
 * published and kept in history like every change.
 */
export function HomeArticlesSection() {
  const { t } = useStudioT();
  const { content, update } = useStudioContent();
  const saved = homeArticlesOf(content.document);
  const [choice, setChoice] = useState(saved);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChoice(saved), [saved]);
  const dirty = choice !== saved;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !dirty) return;
    setSaving(true);
    // The shipped number is stored as no choice, so a document that never had one reads the same.
    await update((document) => withBrand(document, { homeArticles: choice === 3 ? undefined : choice }), t("studio.brand.homeArticles.saved"));
    setSaving(false);
  };

  return (
    <section aria-labelledby="brand-home-articles-title" className="card grid gap-4 p-5" data-testid="brand-home-articles">
      <div>
        <h2 id="brand-home-articles-title" className="text-lg font-bold">
          {t("studio.brand.homeArticles.title")}
        </h2>
        <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{t("studio.brand.homeArticles.lead")}</p>
      </div>
      <form className="grid gap-4" onSubmit={save} noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">{t("studio.brand.homeArticles.legend")}</legend>
          {homeArticleChoices.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" name="brand-home-articles" value={option} checked={choice === option} onChange={() => setChoice(option)} />
              {t(`studio.brand.homeArticles.choices.${option}`)}
            </label>
          ))}
        </fieldset>
        <SaveRow
          dirty={dirty}
          saving={saving}
          unchanged={t("studio.brand.unchanged")}
          savingLabel={t("studio.brand.saving")}
          saveLabel={t("studio.brand.homeArticles.save")}
        />
      </form>
    </section>
  );
}
