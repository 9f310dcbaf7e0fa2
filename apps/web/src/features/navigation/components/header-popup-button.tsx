import { Bell, CalendarDays, MessageCircle, type LucideIcon } from 'lucide-react';
import { useId, type ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Badge } from '../../../components/badge';
import { cn } from '../../../lib/cn';
import type { HeaderPopupId } from '../header-popups';

export const POPUP_ICONS: Record<HeaderPopupId, LucideIcon> = {
  calendar: CalendarDays,
  messages: MessageCircle,
  notifications: Bell,
};

interface HeaderPopupButtonProps extends ComponentPropsWithRef<'button'> {
  popup: HeaderPopupId;
  count: number;
  isOpen: boolean;
}

/**
 * A header icon button labelled `Calendrier`, `Messages` or `Notifications`, with its badge count: unread messages and
 * notifications, the calendar's sessions to come.
 */
export function HeaderPopupButton({ popup, count, isOpen, className, ...props }: HeaderPopupButtonProps) {
  const { t } = useTranslation('layout');
  const countId = useId();
  const Icon = POPUP_ICONS[popup];
  return (
    <button
      type="button"
      aria-label={t(`header.${popup}`)}
      aria-describedby={count > 0 ? countId : undefined}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      className={cn(
        'relative flex size-10 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-canvas hover:text-ink',
        isOpen && 'bg-accent-soft text-accent',
        className,
      )}
      {...props}
    >
      <Icon className="size-5" aria-hidden="true" />
      <Badge count={count} className="absolute -top-0.5 -right-0.5" />
      {count > 0 ? (
        <span id={countId} hidden>
          {t(popup === 'calendar' ? 'header.upcomingCount' : 'header.unreadCount', { count })}
        </span>
      ) : null}
    </button>
  );
}
