import { useEffect, useState, type FormEvent } from "react";
import type { ImageRef } from "#core/content/content-document";
import { ImageField } from "../kit/image-field";
import { useStudioContent } from "../kit/studio-content";
import type { useStudioT } from "../kit/use-studio-t";
import { SaveRow } from "../kit/save-row";

type T = ReturnType<typeof useStudioT>["t"];

/**
 * The owner's own picture in place of a drawn share card: for one page, or
 * ("default") for every page without its own. Saved to the draft like any
 * content; visitors' chat apps get it once he publishes.
 */
export function ShareImageEditor({ imageKey, title, lead, t }: { imageKey: string; title: string; lead: string; t: T }) {
  const { content, update, api } = useStudioContent();
  // Compared as text: a reload of the draft gives a new object for the same picture.
  const savedKey = JSON.stringify(content.document.shareImages?.[imageKey] ?? null);
  const [picture, setPicture] = useState<ImageRef | null>(JSON.parse(savedKey) as ImageRef | null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setPicture(JSON.parse(savedKey) as ImageRef | null), [savedKey]);
  const dirty = JSON.stringify(picture) !== savedKey;
  const id = `share-image-${imageKey}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !dirty) return;
    setSaving(true);
    await update((document) => {
      const { [imageKey]: _old, ...others } = document.shareImages ?? {};
      return { ...document, shareImages: picture ? { ...others, [imageKey]: picture } : others };
    }, t("studio.pages.shareCards.saved"));
    setSaving(false);
  };

  return (
    <form
      className="grid gap-3 border-t border-line pt-3"
      onSubmit={save}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="share-image-editor"
    >
      <div>
        <h4 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h4>
        <p className="text-sm leading-6 text-muted">{lead}</p>
      </div>
      <ImageField id={id} value={picture} onChange={setPicture} label={t("studio.pages.shareCards.picture")} api={api} />
      <SaveRow
        dirty={dirty}
        saving={saving}
        unchanged={t("studio.pages.shareCards.unchanged")}
        savingLabel={t("studio.pages.shareCards.saving")}
        saveLabel={t("studio.pages.shareCards.save")}
      />
    </form>
  );
}
