import { cn } from '../lib/cn';

interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block while content loads. */
export function Skeleton({ className }: SkeletonProps) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-line/70', className)} />;
}
