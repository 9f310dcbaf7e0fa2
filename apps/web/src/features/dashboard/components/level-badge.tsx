import { levelColour, levelIcon, type LevelColour, type LevelIcon, type LevelItem } from '@campus/domain/account';
import type { ChannelSlug } from '@campus/domain/shared';
import { Banknote, Building, House, Key, Lightbulb, Rocket, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';

const ICONS: Record<LevelIcon, LucideIcon> = {
  lightbulb: Lightbulb,
  banknote: Banknote,
  rocket: Rocket,
  key: Key,
  house: House,
  building: Building,
};

// Completed green #15803D; otherwise blue for immobilier, yellow #A16207 on #FEF9C3 (design brief).
const COLOURS: Record<LevelColour, { disc: string; status: string }> = {
  green: { disc: 'bg-success-soft text-level-done ring-level-done/35', status: 'bg-success-soft text-level-done' },
  blue: {
    disc: 'bg-channel-immobilier-soft text-level-blue ring-level-blue/35',
    status: 'bg-channel-immobilier-soft text-level-blue',
  },
  yellow: {
    disc: 'bg-level-yellow-soft text-level-yellow ring-level-yellow/35',
    status: 'bg-level-yellow-soft text-level-yellow',
  },
};

interface LevelBadgeProps {
  channel: ChannelSlug;
  level: LevelItem;
}

/** One level of a channel: its icon (spec 3.2), its number and whether it is completed. */
export function LevelBadge({ channel, level }: LevelBadgeProps) {
  const { t } = useTranslation('dashboard');
  const iconName = levelIcon(channel, level.level);
  const colour = levelColour(channel, level.completed);
  const Icon = iconName ? ICONS[iconName] : null;
  return (
    <div className="flex flex-col items-center gap-2 text-center" data-level-colour={colour}>
      <span
        className={cn('flex size-14 items-center justify-center rounded-full ring-2 sm:size-16', COLOURS[colour].disc)}
      >
        {Icon ? (
          <Icon aria-hidden="true" className="size-6 sm:size-7" data-level-icon={iconName} />
        ) : (
          <span aria-hidden="true" className="text-xl font-semibold">
            {level.level}
          </span>
        )}
      </span>
      <span className="text-sm font-semibold text-ink">{t('levels.level', { level: level.level })}</span>
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', COLOURS[colour].status)}>
        {level.completed ? t('levels.completed') : t('levels.toDo')}
      </span>
    </div>
  );
}
