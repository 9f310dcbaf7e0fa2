import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle, useRouteTitle } from '../route-title';

/** The login layout: sign-in and password pages draw their own full-page frame. */
export default function LoginLayout() {
  const { t } = useTranslation('common');
  useDocumentTitle(useRouteTitle());
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh items-center justify-center text-accent">
          <Spinner label={t('status.loading')} className="size-8" />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
