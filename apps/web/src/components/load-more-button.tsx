import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';

/** What the button needs of an infinite list (TanStack Query's useInfiniteQuery). */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The next page of a list, centred under it, busy while it loads; nothing once the list is whole. */
export function LoadMoreButton({
  pages,
  children,
  className,
}: {
  pages: NextPages;
  children: ReactNode;
  className?: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button variant="secondary" isLoading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        {children}
      </Button>
    </div>
  );
}
