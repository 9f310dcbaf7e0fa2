import { MessagesSquare } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { AppShell } from './app-shell';
import { PageSkeleton } from './page-skeleton';

/** The chat layout: the default header plus a conversations column beside the discussion. */
export default function ChatLayout() {
  const { t } = useTranslation('layout');
  return (
    <AppShell layout="default">
      <div className="mx-auto grid w-full max-w-7xl flex-1 gap-4 px-4 py-6 sm:px-6 lg:grid-cols-[20rem_1fr] lg:px-8 lg:py-8 3xl:max-w-[1600px]">
        <aside
          aria-labelledby="chat-conversations"
          className="order-2 rounded-card border border-line bg-surface lg:order-1"
        >
          <h2 id="chat-conversations" className="border-b border-line px-4 py-3 text-base font-semibold text-ink">
            {t('chat.conversations')}
          </h2>
          <EmptyState icon={<MessagesSquare aria-hidden="true" />}>{t('chat.noConversation')}</EmptyState>
        </aside>
        <div className="order-1 min-w-0 lg:order-2">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </AppShell>
  );
}
