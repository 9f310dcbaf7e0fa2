import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { formatDealPrice, publishedAgoText, roomsText } from './deal-texts';

describe('the rooms count of a deal card (spec 9: six plural forms, `and more`)', () => {
  it('says 1 pièce … 5 pièces et plus in French', async () => {
    await i18n.loadNamespaces('network');
    const t = i18n.getFixedT('fr');
    expect([0, 1, 2, 3, 4, 5, 9].map((rooms) => roomsText(t, rooms))).toEqual([
      'Aucune pièce',
      '1 pièce',
      '2 pièces',
      '3 pièces',
      '4 pièces',
      '5 pièces et plus',
      '5 pièces et plus',
    ]);
  });

  it('says how many days ago a deal was published', async () => {
    await i18n.loadNamespaces('network');
    const t = i18n.getFixedT('fr');
    const now = new Date('2026-11-23T10:00:00Z');
    expect(publishedAgoText(t, '2026-11-23T08:00:00Z', now)).toBe('Publié aujourd’hui');
    expect(publishedAgoText(t, '2026-11-22T08:00:00Z', now)).toBe('Publié il y a 1 jour');
    expect(publishedAgoText(t, '2026-11-13T08:00:00Z', now)).toBe('Publié il y a 10 jours');
  });
});

describe('the price of a deal', () => {
  it('is written in whole euros, as French writes amounts', () => {
    expect(formatDealPrice(250_000)).toBe('250\u202f000\u00a0€');
    expect(formatDealPrice(189_990.4)).toBe('189\u202f990\u00a0€');
  });
});
