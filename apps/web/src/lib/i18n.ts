import i18n, { type BackendModule, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';
export const DEFAULT_NAMESPACE = 'common';

type Dictionary = ResourceLanguage[string];

// Each area owns its namespace files: src/locales/<language>/<namespace>.json. The French namespaces
// every screen uses (common texts, menus and page titles) ship with the app; a page's or a layout's
// namespaces load with it (see `loadNamespaces`; the member shell's `layout` with the member guard),
// and other languages load when chosen, to keep the first page load small.
const shellDictionaries = import.meta.glob<Dictionary>('../locales/fr/{common,navigation}.json', {
  eager: true,
  import: 'default',
});
const lazyDictionaries = import.meta.glob<Dictionary>('../locales/*/*.json', { import: 'default' });

const FILE_PATTERN = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/;

/** Builds i18next resources from the dictionary files, keyed by language then namespace. */
export function resourcesFrom(files: Record<string, Dictionary>): Resource {
  const resources: Resource = {};
  for (const [file, dictionary] of Object.entries(files)) {
    const match = FILE_PATTERN.exec(file);
    if (!match) continue;
    const [, language = DEFAULT_LANGUAGE, namespace = DEFAULT_NAMESPACE] = match;
    (resources[language] ??= {})[namespace] = dictionary;
  }
  return resources;
}

/** Every namespace that has a dictionary file. */
export const namespaces = [
  ...new Set(Object.keys(lazyDictionaries).map((file) => FILE_PATTERN.exec(file)?.[2] ?? DEFAULT_NAMESPACE)),
];

const dictionaryFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = lazyDictionaries[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (dictionary) => callback(null, dictionary),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

void i18n
  .use(dictionaryFiles)
  .use(initReactI18next)
  .init({
    resources: resourcesFrom(shellDictionaries),
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(resourcesFrom(shellDictionaries)[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    // A component whose namespace is not loaded yet waits (Suspense) instead of flashing keys.
    react: { useSuspense: true },
    // No advertisement of i18next's sponsor in every member's console.
    showSupportNotice: false,
  });

const THOUSANDS_SEPARATORS: Record<Language, string> = { fr: '\u202f', en: ',' };

/**
 * A whole number with its thousands grouped as the language writes them, as Intl does (`1 250` with a narrow
 * no-break space, `1,250`), without `Intl.NumberFormat` for the app's languages: the first Intl formatter of a page
 * costs about 25 ms of ICU set-up (100 ms on a phone), on the dashboard's first screen before its greeting shows.
 */
export function formatInteger(value: number, language: string): string {
  const separator = THOUSANDS_SEPARATORS[language as Language];
  if (!separator || !Number.isSafeInteger(value)) return new Intl.NumberFormat(language).format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 ? `-${digits}` : digits;
}

/** What i18next reads of a plural rule (an `Intl.PluralRules`). */
interface PluralRule {
  select(count: number): Intl.LDMLPluralRule;
  resolvedOptions(): { pluralCategories: Intl.LDMLPluralRule[] };
}

/** Integer digits and visible fraction digits of a count, as CLDR's plural operands `i` and `v` read them. */
function operands(count: number): { integer: number; fractionDigits: number } {
  const [integer = '0', fraction = ''] = String(Math.abs(count)).split('.');
  return { integer: Number(integer), fractionDigits: fraction.length };
}

/**
 * The app's languages' cardinal plural rules, as CLDR writes them and `Intl.PluralRules` applies them (French: `one`
 * for 0 and 1 and what lies between, `many` for whole millions, `other`; English: `one` for exactly 1, `other`). The
 * first `Intl.PluralRules` of a page costs as much ICU set-up as the first number format (see formatInteger below), on
 * the first render of every member page that counts something; these cost nothing.
 */
export const PLURAL_RULES: Record<Language, PluralRule> = {
  fr: {
    select(count) {
      const { integer, fractionDigits } = operands(count);
      if (integer === 0 || integer === 1) return 'one';
      if (fractionDigits === 0 && integer % 1_000_000 === 0) return 'many';
      return 'other';
    },
    resolvedOptions: () => ({ pluralCategories: ['one', 'many', 'other'] }),
  },
  en: {
    select(count) {
      const { integer, fractionDigits } = operands(count);
      return integer === 1 && fractionDigits === 0 ? 'one' : 'other';
    },
    resolvedOptions: () => ({ pluralCategories: ['one', 'other'] }),
  },
};

/** i18next's plural resolver keeps a rule per language; it is given the app's own before it makes an Intl one. */
const pluralResolver = i18n.services.pluralResolver as { pluralRulesCache?: Record<string, PluralRule> } | undefined;
for (const language of LANGUAGES) {
  if (pluralResolver?.pluralRulesCache)
    pluralResolver.pluralRulesCache[JSON.stringify({ cleanedCode: language, type: 'cardinal' })] =
      PLURAL_RULES[language];
}

// `{{count, integer}}` in the dictionaries.
i18n.services.formatter?.add('integer', (value: number, language) =>
  formatInteger(value, language ?? DEFAULT_LANGUAGE),
);

/** i18next's fixed `t` as its wrapper sees it: a function with the language, namespace and prefix it was made for. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/**
 * A text by key alone, read straight from the dictionary of the language and namespace `fixedT` stands for, when
 * i18next would return it unchanged: a string without interpolation (`{{`) or nesting (`$t(`). Undefined otherwise (a
 * key of another namespace's fallback, a plural, an object, a namespace not loaded): i18next then translates it.
 */
function storedPlainText(instance: typeof i18n, fixedT: FixedT, key: string): string | undefined {
  const language = typeof fixedT.lng === 'string' ? fixedT.lng : instance.language;
  const { defaultNS } = instance.options;
  let namespace: unknown = Array.isArray(fixedT.ns) ? fixedT.ns[0] : (fixedT.ns ?? defaultNS);
  let path = typeof fixedT.keyPrefix === 'string' && fixedT.keyPrefix !== '' ? `${fixedT.keyPrefix}.${key}` : key;
  const separator = path.indexOf(':');
  if (separator >= 0) {
    namespace = path.slice(0, separator);
    path = path.slice(separator + 1);
  }
  if (typeof namespace !== 'string') return undefined;
  let node: unknown = instance.store.data[language]?.[namespace];
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && !node.includes('{{') && !node.includes('$t(') ? node : undefined;
}

/**
 * The texts a component asks for by key alone (`t('list.empty')`, most of them), translated once per language and
 * loaded dictionaries instead of at every render. i18next's fixed `t` copies its whole options object and walks the
 * language, namespace and plural chain on each call: measured on the messages page's first render, about a fifth of
 * its JavaScript. A call with options (counts, values, contexts) is translated each time, as before. A text stored as
 * it is shown is read without i18next (see storedPlainText): the first render of a page misses the cache. The cache is
 * emptied whenever the answer could change: a language chosen, a namespace loaded or a dictionary changed.
 */
export function rememberPlainTexts(instance: typeof i18n): void {
  const texts = new Map<string, string>();
  const forget = () => texts.clear();
  instance.on('languageChanged', forget);
  instance.on('loaded', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((...args: unknown[]) => {
    const fixedT = getFixedT(...args);
    const [language, namespace, keyPrefix] = args;
    // A language or namespace left out means the current ones: their changes empty the cache.
    const scope = `${String(language)}\u0000${String(namespace)}\u0000${String(keyPrefix)}\u0000`;
    const rememberingT = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return fixedT(key, ...rest);
      const cacheKey = scope + key;
      const known = texts.get(cacheKey);
      if (known !== undefined) return known;
      // The first render of a page asks for each of its texts once: most are found as they are stored.
      const text = storedPlainText(instance, fixedT, key) ?? fixedT(key);
      if (typeof text === 'string') texts.set(cacheKey, text);
      return text;
    };
    const { lng, lngs, ns, keyPrefix: prefix } = fixedT;
    return Object.assign(rememberingT, { lng, lngs, ns, keyPrefix: prefix });
  }) as unknown as typeof instance.getFixedT;
}

rememberPlainTexts(i18n);

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** Loads namespaces before a page shows (route loaders call it beside the page's code). */
export function loadNamespaces(list: readonly string[]): Promise<void> {
  return list.length === 0 ? Promise.resolve() : i18n.loadNamespaces([...list]);
}

export { i18n };
