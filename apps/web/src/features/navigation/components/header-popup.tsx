import { Bell, CalendarDays, MessageCircle, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Popover } from '../../../components/popover';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { HeaderPopupId, HeaderPopupSource } from '../header-popups';

const POPUPS: Record<HeaderPopupId, { Icon: LucideIcon; seeAllPath: string }> = {
  calendar: { Icon: CalendarDays, seeAllPath: paths.tracking.calendar },
  messages: { Icon: MessageCircle, seeAllPath: paths.tracking.messages },
  notifications: { Icon: Bell, seeAllPath: paths.tracking.notifications },
};

interface HeaderPopupProps {
  id: HeaderPopupId;
  source: HeaderPopupSource;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One header icon button with its badge and popup: title, list or empty text, and its bottom button. */
export function HeaderPopup({ id, source, isOpen, onOpenChange }: HeaderPopupProps) {
  const { t } = useTranslation('layout');
  const headingId = useId();
  const countId = useId();
  const content = source.useContent();
  const { Icon, seeAllPath } = POPUPS[id];
  const hasItems = content.list !== null && content.list !== undefined && content.list !== false;

  const changeOpen = (open: boolean) => {
    if (open) content.onOpen?.();
    onOpenChange(open);
  };

  return (
    <Popover
      open={isOpen}
      onOpenChange={changeOpen}
      labelledBy={headingId}
      className="w-[min(24rem,calc(100vw-1.5rem))] min-w-[300px] md:min-w-[350px]"
      trigger={
        <button
          type="button"
          aria-label={t(`header.${id}`)}
          aria-describedby={content.count > 0 ? countId : undefined}
          className={cn(
            'relative flex size-10 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-canvas hover:text-ink',
            isOpen && 'bg-accent-soft text-accent',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
          <Badge count={content.count} className="absolute -top-0.5 -right-0.5" />
          {content.count > 0 ? (
            <span id={countId} hidden>
              {t('header.unreadCount', { count: content.count })}
            </span>
          ) : null}
        </button>
      }
    >
      <section className="flex flex-col">
        <h2 id={headingId} className="border-b border-line px-4 py-3 text-base font-semibold text-ink">
          {t(`popups.${id}.title`)}
        </h2>
        <div className="max-h-[250px] overflow-y-auto md:max-h-[350px]">
          {content.isLoading ? (
            <div className="flex flex-col gap-3 p-4">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-4/5" />
            </div>
          ) : hasItems ? (
            content.list
          ) : (
            <EmptyState icon={<Icon aria-hidden="true" />} className="py-8">
              {t(`popups.${id}.empty`)}
            </EmptyState>
          )}
        </div>
        <div className="border-t border-line p-3">
          <Link
            to={seeAllPath}
            onClick={() => onOpenChange(false)}
            className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
          >
            {t(`popups.${id}.seeAll`)}
          </Link>
        </div>
      </section>
    </Popover>
  );
}
