import type { Ref } from 'react';
import { cn } from '../lib/cn';

interface SkeletonProps {
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A grey placeholder block while content loads. */
export function Skeleton({ className, ref }: SkeletonProps) {
  return <div ref={ref} aria-hidden="true" className={cn('animate-pulse rounded-md bg-line/70', className)} />;
}
