import { languages, type Lang } from "../i18n/languages";
import type { Namespace } from "../i18n/namespaces";
import type { BundleReader } from "../i18n/resources";
import { flattenBundle } from "./text-overrides";
import type { ContentDocument } from "./content-document";

/**
 * Shipped texts that tell the sample owner's own story (how he started, his
 * CV's profile): true of nobody else, so they count as sample values until
 * the owner has written his own, in each language. Figures and places in
 * texts are facts, tracked with the Facts list.
 */
export const sampleStory: readonly { ns: Namespace; prefix: string; group: string }[] = [
  { ns: "pages", prefix: "about.story.", group: "about" },
  { ns: "pages", prefix: "cv.profile", group: "cv" },
];

/** A story text visitors still read as shipped: its key, the Pages group it is in, and the languages still shipped. */
export type SampleText = { key: string; group: string; langs: Lang[] };

export function sampleTexts(document: Pick<ContentDocument, "texts">, read: BundleReader): SampleText[] {
  return sampleStory.flatMap(({ ns, prefix, group }) =>
    flattenBundle(read("ar", ns))
      .map(([path]) => path)
      .filter((path) => path.startsWith(prefix))
      .map((path) => {
        const key = `${ns}:${path}`;
        return { key, group, langs: languages.filter((lang) => document.texts[lang][key] === undefined) };
      })
      .filter((text) => text.langs.length > 0),
  );
}
