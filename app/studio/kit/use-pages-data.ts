import { readOnce } from "./read-once";
import { useCallback, useEffect, useState } from "react";
import type { ShareCardPreview } from "#core/content/share-card-wire";
import type { ShippedTexts } from "#core/content/shipped-texts";
import type { Lang } from "#core/i18n/languages";
import type { StudioApi } from "./studio-shell";

/** Every shipped page text, with whether loading them failed and a way to try again. */
export function useShippedTexts(api: StudioApi) {
  const [texts, setTexts] = useState<ShippedTexts | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    try {
      setTexts(await api.content.texts());
    } catch {
      setFailed(true);
    }
  }, [api]);
  useEffect(() => void load(), [load]);
  return { texts, failed, load };
}

/** His name, as page titles carry it: the title counters count and show the title as sent. */
export function useOwnerName(api: StudioApi) {
  const [ownerName, setOwnerName] = useState<Record<Lang, string> | null>(null);
  useEffect(() => {
    let live = true;
    // The dashboard's sample notice reads the settings at the same moment: one request for both.
    readOnce(api, "settings", api.settings.get).then(
      (settings) => live && setOwnerName({ ar: settings.values.ownerNameAr, en: settings.values.ownerNameEn }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  return ownerName;
}

/**
 * The pages' share cards, live and as the draft will make them; read again after each publish (a new
 * `publishedRevision`) and each save to the draft (a new `draftVersion`), when they change.
 */
export function useShareCards(api: StudioApi, publishedRevision: number, draftVersion: number | undefined) {
  const [shareCards, setShareCards] = useState<ShareCardPreview[] | undefined>();
  const [shareCardsFailed, setShareCardsFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setShareCardsFailed(false);
    api.content.shareCards().then(
      (cards) => live && setShareCards(cards),
      () => live && setShareCardsFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, publishedRevision, draftVersion]);
  return { shareCards, shareCardsFailed };
}
