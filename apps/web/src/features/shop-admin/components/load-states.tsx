import type { ReactNode } from 'react';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';

/** Placeholder rows while a list loads, announced as loading by `label`. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Card role="status" className="p-4 md:p-6">
      <span className="sr-only">{label}</span>
      <div className="space-y-5" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <div
            key={index}
            className="grid grid-cols-2 gap-2 md:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] md:gap-4"
          >
            <div className="col-span-2 space-y-1.5 md:col-span-1">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-52 max-w-full" />
            </div>
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-24" />
          </div>
        ))}
      </div>
    </Card>
  );
}

/** A list with nothing in it yet, and what will fill it. */
export function EmptyList({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <EmptyState icon={icon}>{children}</EmptyState>
    </Card>
  );
}
