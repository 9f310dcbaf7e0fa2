import { Suspense, useId, type FocusEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Popover } from '../../../components/popover';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import type { HeaderPopupContent, HeaderPopupId } from '../header-popups';
import { HeaderPopupButton, POPUP_ICONS } from './header-popup-button';

const SEE_ALL_PATHS: Record<HeaderPopupId, string> = {
  calendar: paths.tracking.calendar,
  messages: paths.tracking.messages,
  notifications: paths.tracking.notifications,
};

export interface HeaderPopupPanelProps {
  popup: HeaderPopupId;
  content: HeaderPopupContent;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A list row focused by a wrapping Tab (the focus trap focuses without scrolling) is brought into view. */
function scrollFocusedIntoView(event: FocusEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) event.target.scrollIntoView({ block: 'nearest' });
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-4">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-4/5" />
    </div>
  );
}

/** The popup itself: its title as heading, the list or the empty text, and its bottom button (spec 2.5). */
export default function HeaderPopupPanel({ popup, content, isOpen, onOpenChange }: HeaderPopupPanelProps) {
  const { t } = useTranslation('layout');
  const headingId = useId();
  const Icon = POPUP_ICONS[popup];
  const hasItems = content.list !== null && content.list !== undefined && content.list !== false;

  return (
    <Popover
      open={isOpen}
      onOpenChange={onOpenChange}
      labelledBy={headingId}
      className="w-[min(24rem,calc(100vw-1.5rem))] min-w-[300px] md:min-w-[350px]"
      trigger={<HeaderPopupButton popup={popup} count={content.count} isOpen={isOpen} />}
    >
      <section className="flex flex-col">
        <h2 id={headingId} className="border-b border-line px-4 py-3 text-base font-semibold text-ink">
          {t(`popups.${popup}.title`)}
        </h2>
        <div className="max-h-[250px] overflow-y-auto md:max-h-[350px]" onFocus={scrollFocusedIntoView}>
          {content.isLoading ? (
            <ListSkeleton />
          ) : hasItems ? (
            // A list whose code loads on first opening waits here: never in the boundary around the whole popup,
            // which would swap out the focused trigger (focus fell to the page on the first opening).
            <Suspense fallback={<ListSkeleton />}>{content.list}</Suspense>
          ) : (
            <EmptyState icon={<Icon aria-hidden="true" />} className="py-8">
              {t(`popups.${popup}.empty`)}
            </EmptyState>
          )}
        </div>
        <div className="border-t border-line p-3">
          <Link
            to={SEE_ALL_PATHS[popup]}
            onClick={() => onOpenChange(false)}
            className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
          >
            {t(`popups.${popup}.seeAll`)}
          </Link>
        </div>
      </section>
    </Popover>
  );
}
