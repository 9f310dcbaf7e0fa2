import { CHANNELS, type ChannelSlug } from '@campus/domain/shared';
import { Building2, CalendarDays, GraduationCap, PlayCircle, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { cn } from '../../../lib/cn';

const BENEFITS: { id: string; icon: LucideIcon }[] = [
  { id: 'trainings', icon: GraduationCap },
  { id: 'replays', icon: PlayCircle },
  { id: 'events', icon: CalendarDays },
  { id: 'network', icon: Users },
  { id: 'incubator', icon: Building2 },
];

const CHANNEL_SWATCHES: Record<ChannelSlug, string> = {
  base: 'bg-channel-base',
  immobilier: 'bg-channel-immobilier',
  entrepreneuriat: 'bg-channel-entrepreneuriat',
  finance: 'bg-channel-finance',
  sport: 'bg-channel-sport',
};

/** What membership brings: courses, replays, live events, the network and the incubator. */
export function MembershipBenefits() {
  const { t } = useTranslation('account');
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-6">
      {BENEFITS.map(({ id, icon: Icon }, index) => (
        // Three cards then two wider ones on a desktop; the fifth spans the row on a tablet.
        <li key={id} className={cn(index < 3 ? 'lg:col-span-2' : 'lg:col-span-3', index === 4 && 'sm:col-span-2')}>
          <Card className="h-full p-5">
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-ink">{t(`anonymous.benefits.${id}.title`)}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t(`anonymous.benefits.${id}.text`)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The five thematic channels, each in its colour. */
export function ChannelList() {
  const { t } = useTranslation('navigation');
  return (
    <ul className="flex flex-wrap gap-2">
      {CHANNELS.map((channel) => (
        <li
          key={channel.slug}
          className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink"
        >
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', CHANNEL_SWATCHES[channel.slug])} />
          {t(`channels.names.${channel.slug}`)}
        </li>
      ))}
    </ul>
  );
}
