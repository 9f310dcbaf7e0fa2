import { formatEuros } from '@campus/domain/billing';
import { formatMonth, type RevenueMonth } from '@campus/domain/shop';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';
import { netCentsOfMonth, revenueTotals } from '../revenue';

const FIGURES = ['gross', 'refunds', 'net', 'new', 'lost'] as const;

/** A month's (or the total's) figures in the table's column order. */
function figuresOf(row: {
  grossCents: number;
  refundsCents: number;
  netCents: number;
  newSubscriptions: number;
  lostSubscriptions: number;
}): string[] {
  return [
    formatEuros(row.grossCents),
    formatEuros(row.refundsCents),
    formatEuros(row.netCents),
    String(row.newSubscriptions),
    String(row.lostSubscriptions),
  ];
}

// The month column stays in view while the figures scroll sideways on a phone.
const stickyCell = 'sticky left-0 bg-surface px-4 py-2.5 text-left';

function Row({ header, figures, className }: { header: ReactNode; figures: string[]; className?: string }) {
  return (
    <tr className={cn('border-t border-line', className)}>
      <th scope="row" className={cn(stickyCell, 'font-medium whitespace-nowrap')}>
        {header}
      </th>
      {figures.map((figure, index) => (
        <td key={FIGURES[index]} className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
          {figure}
        </td>
      ))}
    </tr>
  );
}

/** The months' figures (Mois, Encaissé TTC, Remboursements, Net, Nouveaux and perdus abonnements) and their total. */
export function RevenueTable({ months }: { months: readonly RevenueMonth[] }) {
  const { t } = useTranslation('shop-admin');
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface">
      <table className="w-full min-w-[44rem] text-sm text-ink">
        <caption className="sr-only">{t('revenue.table.caption')}</caption>
        <thead>
          <tr className="text-xs font-semibold tracking-wide text-ink-faint uppercase">
            <th scope="col" className={cn(stickyCell, 'py-3')}>
              {t('revenue.table.month')}
            </th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col" className="px-4 py-3 text-right">
                {t(`revenue.table.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <Row
              key={month.month}
              header={<span className="inline-block first-letter:uppercase">{formatMonth(month.month)}</span>}
              figures={figuresOf({ ...month, netCents: netCentsOfMonth(month) })}
            />
          ))}
        </tbody>
        <tfoot>
          <Row
            header={t('revenue.table.total')}
            figures={figuresOf(revenueTotals(months))}
            className="border-t-2 border-ink-faint/40 font-semibold [&>th]:bg-canvas [&>td]:bg-canvas"
          />
        </tfoot>
      </table>
    </div>
  );
}
