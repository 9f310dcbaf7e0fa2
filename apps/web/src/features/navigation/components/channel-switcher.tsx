import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/drawer';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { cn } from '../../../lib/cn';
import { ChannelDot } from './channel-dot';

function useSwitchableChannels() {
  const { channel, channels, canSwitch, switchTo } = useActiveChannel();
  return { channel, channels: channels.filter((item) => canSwitch(item.slug)), switchTo };
}

/** Desktop: a dropdown of the member's own channels (only those allowed per spec 4). */
function ChannelDropdown() {
  const { t } = useTranslation('navigation');
  const { channel, channels, switchTo } = useSwitchableChannels();
  const currentId = useId();
  const name = t(`channels.names.${channel}`);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('channels.switcher')}
        aria-describedby={currentId}
        className="hidden h-10 items-center gap-2 rounded-full border border-line bg-surface pr-3 pl-3.5 text-sm font-medium text-ink transition-colors hover:border-accent data-[state=open]:border-accent lg:inline-flex"
      >
        <ChannelDot channel={channel} />
        <span className="max-w-40 truncate">{name}</span>
        <ChevronDown className="size-4 text-ink-faint" aria-hidden="true" />
        <span id={currentId} hidden>
          {t('channels.current', { name })}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 min-w-56 rounded-card border border-line bg-surface p-1.5 shadow-popup"
        >
          {channels.map((item) => {
            const isActive = item.slug === channel;
            return (
              <DropdownMenu.Item
                key={item.slug}
                onSelect={() => switchTo(item.slug)}
                aria-current={isActive ? 'true' : undefined}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-canvas',
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

/** Under 1024px: the channels open in their own drawer (spec 2.6). */
function ChannelDrawer() {
  const { t } = useTranslation('navigation');
  const { channel, channels, switchTo } = useSwitchableChannels();
  const [isOpen, setIsOpen] = useState(false);
  const currentId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t('channels.switcher')}
        aria-describedby={currentId}
        aria-expanded={isOpen}
        className="flex size-10 items-center justify-center rounded-full border border-line bg-surface lg:hidden"
      >
        <ChannelDot channel={channel} className="size-3.5" />
        <span id={currentId} hidden>
          {t('channels.current', { name: t(`channels.names.${channel}`) })}
        </span>
      </button>
      <Drawer open={isOpen} onOpenChange={setIsOpen} title={t('channels.drawer')} isTitleVisible side="right">
        <ul className="flex flex-col gap-1 p-3">
          {channels.map((item) => {
            const isActive = item.slug === channel;
            return (
              <li key={item.slug}>
                <button
                  type="button"
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => {
                    setIsOpen(false);
                    switchTo(item.slug);
                  }}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-base',
                    isActive ? 'bg-accent-soft font-semibold text-accent' : 'text-ink hover:bg-canvas',
                  )}
                >
                  <ChannelDot channel={item.slug} className="size-3" />
                  <span className="flex-1">{t(`channels.names.${item.slug}`)}</span>
                  {isActive ? <Check className="size-5" aria-hidden="true" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </Drawer>
    </>
  );
}

/** The channel switcher labelled `Changer de chaîne`: a dropdown on desktop, a drawer on phones. */
export function ChannelSwitcher() {
  return (
    <>
      <ChannelDropdown />
      <ChannelDrawer />
    </>
  );
}
