import { ChevronDown } from 'lucide-react';
import { useId, type ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { cn } from '../../../lib/cn';
import { ChannelDot } from './channel-dot';

/** The desktop channel switcher's button: `Changer de chaîne`, showing the active channel. */
export function ChannelButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('navigation');
  const { channel } = useActiveChannel();
  const currentId = useId();
  const name = t(`channels.names.${channel}`);
  return (
    <button
      type="button"
      aria-label={t('channels.switcher')}
      aria-describedby={currentId}
      aria-haspopup="menu"
      className={cn(
        'hidden h-10 items-center gap-2 rounded-full border border-line bg-surface pr-3 pl-3.5 text-sm font-medium text-ink transition-colors hover:border-accent data-[state=open]:border-accent lg:inline-flex',
        className,
      )}
      {...props}
    >
      <ChannelDot channel={channel} />
      <span className="max-w-40 truncate">{name}</span>
      <ChevronDown className="size-4 text-ink-faint" aria-hidden="true" />
      <span id={currentId} hidden>
        {t('channels.current', { name })}
      </span>
    </button>
  );
}
