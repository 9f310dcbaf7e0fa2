import { formatEuros } from '@campus/domain/billing';
import { formatMonth, type RevenueMonth } from '@campus/domain/shop';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { GroupedBarChart } from '../../../components/grouped-bar-chart';
import { monthCategories } from '../revenue';

let roundEuros: Intl.NumberFormat | undefined;

/** `1 200 €` on the scale: whole euros. */
function formatEurosTick(cents: number): string {
  roundEuros ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return roundEuros.format(cents / 100);
}

/**
 * The months as two bar charts: takings against refunds (TTC), and subscriptions won against lost. Each describes
 * itself to screen readers, which read the figures in the table below.
 */
export function RevenueCharts({ months }: { months: readonly RevenueMonth[] }) {
  const { t } = useTranslation('shop-admin');
  const categories = monthCategories(months);
  const span = { from: formatMonth(months[0]?.month ?? ''), to: formatMonth(months.at(-1)?.month ?? '') };
  return (
    <div className="space-y-4">
      <Card className="p-4 sm:p-6">
        <GroupedBarChart
          title={t('revenue.money.title')}
          description={t('revenue.money.description', span)}
          categories={categories}
          series={[
            {
              key: 'gross',
              label: t('revenue.series.gross'),
              fillClassName: 'fill-level-blue',
              values: months.map((month) => month.grossCents),
            },
            {
              key: 'refunds',
              label: t('revenue.series.refunds'),
              fillClassName: 'fill-channel-sport',
              values: months.map((month) => month.refundsCents),
            },
          ]}
          formatValue={formatEuros}
          formatTick={formatEurosTick}
          scrollHint={t('revenue.scrollHint')}
        />
      </Card>
      <Card className="p-4 sm:p-6">
        <GroupedBarChart
          title={t('revenue.members.title')}
          description={t('revenue.members.description', span)}
          categories={categories}
          series={[
            {
              key: 'new',
              label: t('revenue.series.new'),
              fillClassName: 'fill-level-blue',
              values: months.map((month) => month.newSubscriptions),
            },
            {
              key: 'lost',
              label: t('revenue.series.lost'),
              fillClassName: 'fill-channel-sport',
              values: months.map((month) => month.lostSubscriptions),
            },
          ]}
          formatValue={String}
          scrollHint={t('revenue.scrollHint')}
        />
      </Card>
    </div>
  );
}
