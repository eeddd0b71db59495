import type { Namespace } from "../i18n/namespaces";
import type { Lang } from "../i18n/languages";
import type { BundleReader } from "../i18n/resources";
import { editableNamespaces, flattenBundle, isSlugKey, isStructuralPath, metaLimit } from "./text-overrides";

/** One shipped page text in both languages, as the studio's Pages screen lists it. */
export type ShippedText = {
  /** "namespace:dotted.path" */
  key: string;
  ar: string;
  en: string;
  /** How many characters search engines show of this title (60) or description (160). */
  meta?: number;
  /** The text is a page's address: changing it redirects the old address. */
  slug?: true;
  /** The one language that has this text (a plural form only Arabic has, like "_few"); absent when both do. */
  only?: Lang;
};
export type ShippedTexts = { namespaces: { ns: Namespace; entries: ShippedText[] }[] };

/** Every editable text of every public namespace, Arabic order first; a text missing in one language reads "". */
export function shippedTexts(read: BundleReader): ShippedTexts {
  return {
    namespaces: editableNamespaces.map((ns) => {
      const ar = new Map(flattenBundle(read("ar", ns)));
      const en = new Map(flattenBundle(read("en", ns)));
      const paths = [...new Set([...ar.keys(), ...en.keys()])].filter((path) => !isStructuralPath(path));
      return {
        ns,
        entries: paths.map((path) => {
          const key = `${ns}:${path}`;
          const meta = metaLimit(key);
          const only: Lang | undefined = !en.has(path) ? "ar" : !ar.has(path) ? "en" : undefined;
          return {
            key,
            ar: ar.get(path) ?? "",
            en: en.get(path) ?? "",
            ...(meta && { meta }),
            ...(isSlugKey(key) && { slug: true as const }),
            ...(only && { only }),
          };
        }),
      };
    }),
  };
}
