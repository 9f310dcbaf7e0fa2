import type { ReactNode } from 'react';
import { Card } from '../../../components/card';

interface BillingSectionProps {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** One card of the invoices page: a titled section (h2) with its actions. */
export function BillingSection({ id, title, description, actions, children }: BillingSectionProps) {
  return (
    <Card>
      <section aria-labelledby={id} className="p-5 sm:p-6">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={id} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-ink-soft">{description}</p> : null}
          </div>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  );
}
