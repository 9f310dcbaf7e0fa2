import type { ChannelSlug } from '@campus/domain/shared';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';
import { CourseAuthoring } from './course-authoring';
import { ReplayAuthoring } from './replay-authoring';
import { ResourceAuthoring } from './resource-authoring';

const TABS = ['formations', 'replays', 'ressources'] as const;
type Tab = (typeof TABS)[number];
/** The tab is kept in the address (`?onglet=replays`): a reload or a shared link opens the same one. */
const TAB_PARAM = 'onglet';

/** The learning administration of a channel in three tabs: `Formations`, `Replays`, `Ressources utiles`. */
export function AuthoringTabs({ channel }: { channel: ChannelSlug }) {
  const { t } = useTranslation('learning');
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const current: Tab = TABS.find((tab) => tab === asked) ?? 'formations';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const select = (tab: Tab, focus = false) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(TAB_PARAM, tab);
        return next;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[tab]?.focus();
  };
  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(current);
    const target =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target, true);
  };
  return (
    <div className="space-y-6">
      <div
        role="tablist"
        aria-label={t('authoringTabs.label')}
        className="flex gap-1 overflow-x-auto rounded-lg border border-line bg-surface p-1"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`authoring-tab-${tab}`}
            aria-selected={current === tab}
            aria-controls={`authoring-panel-${tab}`}
            tabIndex={current === tab ? 0 : -1}
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}
            className={cn(
              'flex-1 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              current === tab ? 'bg-accent-soft text-accent' : 'text-ink-soft hover:bg-canvas hover:text-ink',
            )}
          >
            {t(`authoringTabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`authoring-panel-${current}`} aria-labelledby={`authoring-tab-${current}`}>
        {current === 'formations' ? (
          <CourseAuthoring channel={channel} />
        ) : current === 'replays' ? (
          <ReplayAuthoring channel={channel} />
        ) : (
          <ResourceAuthoring channel={channel} />
        )}
      </div>
    </div>
  );
}
