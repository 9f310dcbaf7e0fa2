import type { ReactNode } from 'react';
import { Card } from '../../../components/card';

interface ProfileSectionProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One card of the profile page: a titled group of fields. */
export function ProfileSection({ id, title, description, children }: ProfileSectionProps) {
  return (
    <Card>
      <section aria-labelledby={id} className="p-5 sm:p-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <div className="mb-5 lg:mb-0">
          <h2 id={id} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-ink-soft">{description}</p> : null}
        </div>
        <div className="min-w-0">{children}</div>
      </section>
    </Card>
  );
}
