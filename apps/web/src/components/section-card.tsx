import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from './card';
import { Skeleton } from './skeleton';

interface SectionCardProps {
  /** The heading's id, which names the section. */
  headingId: string;
  /** A lucide icon (or a menu icon) shown before the title, in the accent colour. */
  icon: ReactNode;
  title: string;
  /** The link to the whole list, at the top right. */
  more?: { to: string; label: string };
  isLoading: boolean;
  /** The sentence shown instead of the content: an error, or nothing to show; null when the content is ready. */
  message: string | null;
  className?: string;
  children?: ReactNode;
}

interface SectionHeadingProps {
  headingId: string;
  icon: ReactNode;
  title: string;
  more?: { to: string; label: string } | undefined;
}

/** A dashboard section's heading: its icon and title, and the link to the whole list (under the title on a phone). */
export function SectionHeading({ headingId, icon, title, more }: SectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <h2
        id={headingId}
        className="flex items-center gap-2 text-lg font-semibold text-ink [&_svg]:size-5 [&_svg]:text-accent"
      >
        {icon}
        {title}
      </h2>
      {more ? (
        <Link to={more.to} className="text-sm font-medium whitespace-nowrap text-accent hover:underline">
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A dashboard section as a card (spec 4): its titled heading with an icon and a link to the whole list, then a
 * skeleton while loading, a sentence on an error or when empty, or the content.
 */
export function SectionCard({
  headingId,
  icon,
  title,
  more,
  isLoading,
  message,
  className,
  children,
}: SectionCardProps) {
  return (
    <Card className={className}>
      <section aria-labelledby={headingId} className="space-y-4 p-5">
        <SectionHeading headingId={headingId} icon={icon} title={title} more={more} />
        {isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : message ? (
          <p className="text-sm text-ink-soft">{message}</p>
        ) : (
          children
        )}
      </section>
    </Card>
  );
}
