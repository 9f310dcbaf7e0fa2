import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';

/** Placeholder cards while the events load. */
export function EventsSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <Card key={key} className="space-y-3 p-5">
          <Skeleton className="h-3 w-40" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-10 w-full" />
        </Card>
      ))}
    </div>
  );
}
