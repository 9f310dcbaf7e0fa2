import { useTranslation } from '../../lib/use-translation';
import { Skeleton } from '../../components/skeleton';

/** The shell's shape while the member loads: never a flash of the wrong page. */
export function FullPageSkeleton() {
  const { t } = useTranslation('layout');
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh bg-canvas">
      <span className="sr-only">{t('shell.loading')}</span>
      <div className="hidden w-66 shrink-0 flex-col gap-3 border-r border-line bg-surface p-5 lg:flex">
        <Skeleton className="mb-6 h-8 w-32" />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-9 w-full" />
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-16 items-center justify-between gap-4 border-b border-line bg-surface px-4 lg:px-8">
          <Skeleton className="h-6 w-40" />
          <div className="flex gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="size-10 rounded-full" />
            ))}
          </div>
        </div>
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 lg:p-8">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-5 w-full max-w-xl" />
          <div className="grid gap-4 md:grid-cols-2 3xl:grid-cols-3">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-40 w-full rounded-card" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
