import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
export const DEFAULT_NAMESPACE = 'common';

type Dictionary = ResourceLanguage[string];

// Each engineer owns its own namespace files: src/locales/<language>/<namespace>.json.
const dictionaries = import.meta.glob<Dictionary>('../locales/*/*.json', { eager: true, import: 'default' });

/** Builds i18next resources from the dictionary files, keyed by language then namespace. */
export function resourcesFrom(files: Record<string, Dictionary>): Resource {
  const resources: Resource = {};
  for (const [file, dictionary] of Object.entries(files)) {
    const match = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language = DEFAULT_LANGUAGE, namespace = DEFAULT_NAMESPACE] = match;
    (resources[language] ??= {})[namespace] = dictionary;
  }
  return resources;
}

export const resources = resourcesFrom(dictionaries);
export const namespaces = [...new Set(Object.values(resources).flatMap((language) => Object.keys(language)))];

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

export { i18n };
