import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { cn } from '../../../lib/cn';
import { ChannelButton } from './channel-button';
import { ChannelDot } from './channel-dot';

/** The desktop channel dropdown: the member's own channels, only those allowed (spec 4). */
export default function ChannelMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation('navigation');
  const { channel, channels, canSwitch, switchTo } = useActiveChannel();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ChannelButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 min-w-56 rounded-card border border-line bg-surface p-1.5 shadow-popup"
        >
          {channels
            .filter((item) => canSwitch(item.slug))
            .map((item) => {
              const isActive = item.slug === channel;
              return (
                <DropdownMenu.Item
                  key={item.slug}
                  onSelect={() => switchTo(item.slug)}
                  aria-current={isActive ? 'true' : undefined}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-canvas focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-accent',
                    isActive && 'font-semibold',
                  )}
                >
                  <ChannelDot channel={item.slug} />
                  <span className="flex-1">{t(`channels.names.${item.slug}`)}</span>
                  {isActive ? <Check className="size-4 text-accent" aria-hidden="true" /> : null}
                </DropdownMenu.Item>
              );
            })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
