import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Raises the card on hover, for cards that are links. */
  isInteractive?: boolean;
}

export function Card({ isInteractive = false, className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-card border border-line bg-surface',
        isInteractive && 'transition hover:shadow-card',
        className,
      )}
      {...props}
    />
  );
}
