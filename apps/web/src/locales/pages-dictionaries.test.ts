import { describe, expect, it } from 'vitest';
import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enDashboard from './en/dashboard.json';
import enLegalPages from './en/legal-pages.json';
import frAccount from './fr/account.json';
import frAuth from './fr/auth.json';
import frDashboard from './fr/dashboard.json';
import frLegalPages from './fr/legal-pages.json';

/** Every key path of a dictionary, array items by index, with the kind of value found there. */
function shapeOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shapeOf(item, `${path}[${i}]`))];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => shapeOf(child, path ? `${path}.${key}` : key));
  }
  return [`${path}:${typeof value}`];
}

function emptyTexts(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [path] : [];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => emptyTexts(child, `${path}.${key}`));
  }
  return [];
}

const NAMESPACES = {
  auth: [frAuth, enAuth],
  account: [frAccount, enAccount],
  dashboard: [frDashboard, enDashboard],
  'legal-pages': [frLegalPages, enLegalPages],
} as const;

describe.each(Object.entries(NAMESPACES))('the %s dictionaries', (_namespace, [french, english]) => {
  it('have the same keys in French and in English', () => {
    expect(shapeOf(english)).toEqual(shapeOf(french));
  });

  it('have no empty text', () => {
    expect([...emptyTexts(french), ...emptyTexts(english)]).toEqual([]);
  });
});
