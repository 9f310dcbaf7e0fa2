import { channelName } from '@campus/domain/shared';
import type { OfferGrants as Grants } from '@campus/domain/shop';
import { GraduationCap, Tv } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';

/** What an offer opens: its formations (AIR, MDB, Sport, Starter MDB), then its channels. */
export function OfferGrants({ grants, labelledBy }: { grants: Grants; labelledBy?: string }) {
  const { t } = useTranslation('shop');
  const items = [
    ...grants.formations.map((key) => ({
      key: `formation-${key}`,
      icon: GraduationCap,
      label: t('offers.formation', { name: t(`formations.${key}`) }),
    })),
    ...grants.channels.map((slug) => ({
      key: `channel-${slug}`,
      icon: Tv,
      label: t('offers.channel', { name: channelName(slug) }),
    })),
  ];
  return (
    <ul aria-labelledby={labelledBy} className="space-y-2 text-sm text-ink">
      {items.map(({ key, icon: Icon, label }) => (
        <li key={key} className="flex items-start gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          {label}
        </li>
      ))}
    </ul>
  );
}
