import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useVisualViewportHeight } from '../../lib/use-visual-viewport-height';
import { AppShell } from './app-shell';
import { PageSkeleton } from './page-skeleton';

/**
 * The chat layout: the default header and a wide content column where the messages page puts its two panes. It fills
 * the visible height (above a phone's keyboard) and the page itself does not scroll: its panes do (issue 34).
 */
export default function ChatLayout() {
  useVisualViewportHeight();
  return (
    <AppShell layout="default" fitsViewport>
      <div className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col lg:px-8 lg:py-6 3xl:max-w-[1600px]">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </AppShell>
  );
}
