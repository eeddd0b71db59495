import i18next, { type i18n } from "i18next";
import { defaultLanguage, type Lang } from "#core/i18n/languages";
import { defaultNamespace, type Translations } from "#core/i18n/namespaces";

/** One instance per request on the server, one per page load in the browser. */
export function createI18n(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: defaultLanguage,
    supportedLngs: ["ar", "en"],
    defaultNS: defaultNamespace,
    ns: [defaultNamespace],
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // A text the page asks for and was not sent is a bug (a bundle sent in part, a key renamed): say so in the browser.
    ...(typeof window === "undefined"
      ? {}
      : {
          saveMissing: true,
          missingKeyHandler: (
            languages: readonly string[],
            ns: string,
            key: string,
            _fallback: string,
            _update: boolean,
            options: { defaultValue?: unknown },
          ) => {
            if (options?.defaultValue === undefined) console.error(`Missing text ${languages.join(",")}/${ns}:${key}`);
          },
        }),
  });
  return instance;
}

/** Bundles already added, by instance: a page renders many times with the same loader data. */
const added = new WeakMap<i18n, WeakSet<object>>();

/**
 * Adds bundles that loaders sent, merged into what is there: a list page
 * sends part of a namespace (its cards), the item's page the rest.
 * Adding the same bundle object twice is a no-op.
 */
export function addTranslations(instance: i18n, translations: Translations | undefined) {
  if (!translations) return;
  let seen = added.get(instance);
  if (!seen) added.set(instance, (seen = new WeakSet()));
  for (const [ns, bundle] of Object.entries(translations.bundles)) {
    if (seen.has(bundle)) continue;
    seen.add(bundle);
    instance.addResourceBundle(translations.lang, ns, bundle, true, false);
  }
}
