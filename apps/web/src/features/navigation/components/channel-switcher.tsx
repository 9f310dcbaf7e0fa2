import { Check } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Drawer } from '../../../components/drawer';
import { lazyWithPrefetch } from '../../../components/lazy-with-prefetch';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { cn } from '../../../lib/cn';
import { ChannelButton } from './channel-button';
import { ChannelDot } from './channel-dot';

const channelMenu = lazyWithPrefetch(() => import('./channel-menu'));

/** Desktop: a dropdown whose code loads when first opened (fetched ahead on hover or focus). */
function ChannelDropdown() {
  const [isActivated, setIsActivated] = useState(false);
  const button = (
    <ChannelButton
      aria-expanded={false}
      onPointerEnter={channelMenu.prefetch}
      onFocus={channelMenu.prefetch}
      onClick={() => setIsActivated(true)}
    />
  );
  if (!isActivated) return button;
  return (
    <Suspense fallback={button}>
      <channelMenu.Component defaultOpen />
    </Suspense>
  );
}

/** Under 1024px: the channels open in their own drawer (spec 2.6). */
function ChannelDrawer() {
  const { t } = useTranslation('navigation');
  const { channel, channels, canSwitch, switchTo } = useActiveChannel();
  const [isOpen, setIsOpen] = useState(false);
  const currentId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t('channels.switcher')}
        aria-describedby={currentId}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className="flex h-10 max-w-30 min-w-10 items-center justify-center gap-1.5 rounded-full border border-line bg-surface px-3 lg:hidden"
      >
        <ChannelDot channel={channel} className="size-3" />
        {/* The active channel's name, visible: a coloured dot alone tells nothing (issue 34). */}
        <span className="truncate text-xs font-medium text-ink" aria-hidden="true">
          {t(`channels.names.${channel}`)}
        </span>
        <span id={currentId} hidden>
          {t('channels.current', { name: t(`channels.names.${channel}`) })}
        </span>
      </button>
      <Drawer open={isOpen} onOpenChange={setIsOpen} title={t('channels.drawer')} isTitleVisible side="right">
        <ul className="flex flex-col gap-1 p-3">
          {channels
            .filter((item) => canSwitch(item.slug))
            .map((item) => {
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
