import { CHANNEL_SLUGS } from '@campus/domain/shared';
import { buildAccountMenu, buildMenu } from '@campus/domain/navigation';
import { NO_FORMATIONS, type RightsSubject } from '@campus/domain/rights';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/dashboard.json';
import fr from '../../locales/fr/dashboard.json';

// The dashboard's quick links describe each page they lead to (quick-links-card.tsx): a page without its description
// would show the member a translation key. The dashboard itself is not among them (dashboard-further-cards.tsx).
const customer: RightsSubject = {
  isCustomer: true,
  isAmbassador: false,
  permissionAmbassador: false,
  permissions: ['MDB_ADMIN'],
  formations: { ...NO_FORMATIONS, mdb: true, air: true },
};

describe('the quick links’ descriptions', () => {
  it('cover every page of the menu and of the account, in French and in English', () => {
    const ids = new Set(buildAccountMenu(customer).map((item) => item.id));
    for (const channel of CHANNEL_SLUGS)
      for (const item of buildMenu({ layout: 'default', channel, user: customer }))
        if (item.id !== 'dashboard') ids.add(item.id);
    for (const [language, dictionary] of [
      ['fr', fr],
      ['en', en],
    ] as const) {
      const descriptions: Record<string, string | undefined> = dictionary.quickLinks.descriptions;
      for (const id of ids) expect(descriptions[id], `${language}: ${id}`).toBeTruthy();
    }
  });
});
