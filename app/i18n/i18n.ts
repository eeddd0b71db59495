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
  });
  return instance;
}

/** Adds bundles that loaders sent; adding the same bundle twice is a no-op. */
export function addTranslations(instance: i18n, translations: Translations | undefined) {
  if (!translations) return;
  for (const [ns, bundle] of Object.entries(translations.bundles)) {
    if (!instance.hasResourceBundle(translations.lang, ns)) {
      instance.addResourceBundle(translations.lang, ns, bundle, true, false);
    }
  }
}
