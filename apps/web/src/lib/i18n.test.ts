import { AUTH_MESSAGES } from '@campus/domain/account';
import { buildAccountMenu, buildMenu, type MenuItem } from '@campus/domain/navigation';
import { MDB_ADMIN, NO_FORMATIONS } from '@campus/domain/rights';
import { CHANNELS } from '@campus/domain/shared';
import { describe, expect, it } from 'vitest';
import { formatInteger, i18n, LANGUAGES, namespaces, PLURAL_RULES, resourcesFrom } from './i18n';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const resources = resourcesFrom(files);

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

// i18next plural forms differ per language (French has `_many`); compare the base keys.
const baseKeys = (dictionary: unknown) =>
  [...new Set(keysOf(dictionary).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('the dictionaries', () => {
  it.each(namespaces)('the %s namespace has the same keys in French and English', (namespace) => {
    expect(baseKeys(resources.en?.[namespace])).toEqual(baseKeys(resources.fr?.[namespace]));
  });

  it('speaks French by default', () => {
    expect(i18n.language).toBe('fr');
    expect(i18n.t('layout:header.account')).toBe('Mon compte');
  });

  it("titles every menu item exactly as the spec's French titles", () => {
    const everyItem = (items: MenuItem[]): MenuItem[] =>
      items.flatMap((item) => [item, ...everyItem(item.children ?? [])]);
    const admin = {
      isCustomer: true,
      isAmbassador: true,
      permissionAmbassador: true,
      permissions: [MDB_ADMIN],
      formations: { ...NO_FORMATIONS, air: true },
    };
    const items = [
      ...everyItem(buildMenu({ layout: 'default', channel: 'immobilier', user: admin })),
      ...everyItem(buildMenu({ layout: 'mdb', channel: 'immobilier', user: admin })),
      ...everyItem(buildMenu({ layout: 'default', channel: 'sport', user: admin })),
      ...buildAccountMenu(admin),
    ];
    for (const item of items) expect(i18n.t(`navigation:menu.${item.id}`)).toBe(item.title);
  });

  it('names the channels as the spec does', () => {
    for (const channel of CHANNELS) expect(i18n.t(`navigation:channels.names.${channel.slug}`)).toBe(channel.name);
  });
});

describe('the login failure of spec 8', () => {
  it('is in both dictionaries: French as the server says it, English as the spec says it', () => {
    const auth = (language: string) => resources[language]?.auth as { errors?: { badCredentials?: string } };
    expect(auth('fr').errors?.badCredentials).toBe(AUTH_MESSAGES.badCredentials);
    expect(auth('en').errors?.badCredentials).toBe('Bad email or password');
  });
});

describe('whole numbers in the texts', () => {
  it('group their thousands as Intl does in French and English', () => {
    const values = [0, 7, 999, 1000, 1250, 12_345, 999_999, 1_000_000, 123_456_789, -4200, Number.MAX_SAFE_INTEGER];
    for (const language of LANGUAGES)
      for (const value of values)
        expect(formatInteger(value, language)).toBe(new Intl.NumberFormat(language).format(value));
  });

  it('read the member’s points with them', async () => {
    await i18n.loadNamespaces('dashboard');
    expect(i18n.t('dashboard:greeting.points', { count: 1250 })).toBe('1\u202f250 points');
    expect(i18n.t('dashboard:greeting.points', { count: 1 })).toBe('1 point');
  });
});

describe('the texts asked for by key alone', () => {
  it('follow a changed dictionary and a changed language, and still take options', async () => {
    const t = i18n.getFixedT(null, 'common');
    i18n.addResource('fr', 'common', 'cacheProbe', 'Avant');
    i18n.addResource('en', 'common', 'cacheProbe', 'Before');
    expect(t('cacheProbe')).toBe('Avant');
    expect(t('cacheProbe')).toBe('Avant');
    i18n.addResource('fr', 'common', 'cacheProbe', 'Après');
    expect(t('cacheProbe')).toBe('Après');
    await i18n.changeLanguage('en');
    try {
      expect(i18n.getFixedT(null, 'common')('cacheProbe')).toBe('Before');
      expect(t('cacheProbe')).toBe('Before');
    } finally {
      await i18n.changeLanguage('fr');
    }
    expect(t('cacheProbe')).toBe('Après');
    i18n.addResource('fr', 'common', 'cacheProbeCount_one', '{{count}} essai');
    i18n.addResource('fr', 'common', 'cacheProbeCount_other', '{{count}} essais');
    expect(t('cacheProbeCount', { count: 1 })).toBe('1 essai');
    expect(t('cacheProbeCount', { count: 2 })).toBe('2 essais');
  });
});

describe('every text of every dictionary, asked for by key alone', () => {
  it('is the text i18next itself gives, in both languages, by namespace and with a namespace in the key', async () => {
    await i18n.loadLanguages([...LANGUAGES]);
    await i18n.loadNamespaces(namespaces);
    let compared = 0;
    for (const language of LANGUAGES) {
      for (const namespace of namespaces) {
        const t = i18n.getFixedT(language, namespace);
        const other = i18n.getFixedT(language, namespace === 'common' ? 'navigation' : 'common');
        for (const key of keysOf(resources[language]?.[namespace])) {
          const expected = i18n.t(key, { lng: language, ns: namespace });
          expect(t(key), `${language} ${namespace}:${key}`).toBe(expected);
          expect(other(`${namespace}:${key}`), `${language} ${namespace}:${key}`).toBe(expected);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('the plural rules of the app’s languages', () => {
  it('choose the form Intl.PluralRules chooses, without asking Intl', () => {
    const counts = [0, 0.5, 1, 1.5, 2, 3, 10, 999_999, 1_000_000, 1_500_000, 2_000_000, 1_000_000.5, -1, -2, 42];
    for (const language of LANGUAGES) {
      const intl = new Intl.PluralRules(language);
      expect(PLURAL_RULES[language].resolvedOptions().pluralCategories.sort()).toEqual(
        [...intl.resolvedOptions().pluralCategories].sort(),
      );
      for (const count of counts)
        expect(PLURAL_RULES[language].select(count), `${language} ${count}`).toBe(intl.select(count));
    }
  });

  it('are the ones i18next uses', async () => {
    await i18n.loadNamespaces('dashboard');
    const resolver = i18n.services.pluralResolver as unknown as { getRule(code: string): unknown };
    for (const language of LANGUAGES) expect(resolver.getRule(language)).toBe(PLURAL_RULES[language]);
    expect(i18n.t('dashboard:greeting.points', { count: 0 })).toBe('0 point');
  });
});
