import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from './app-shell';
import { PageSkeleton } from './page-skeleton';

/** The chat layout: the default header and a wide content column where the messages page puts its two panes. */
export default function ChatLayout() {
  return (
    <AppShell layout="default">
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-6 sm:px-6 lg:px-8 lg:py-8 3xl:max-w-[1600px]">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </AppShell>
  );
}
