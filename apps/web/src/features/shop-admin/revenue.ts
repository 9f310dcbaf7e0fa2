import { formatMonth, type RevenueMonth } from '@campus/domain/shop';

export interface RevenueTotals {
  grossCents: number;
  refundsCents: number;
  netCents: number;
  newSubscriptions: number;
  lostSubscriptions: number;
}

/** What stays of a month's takings once its refunds are paid back. */
export const netCentsOfMonth = (month: RevenueMonth) => month.grossCents - month.refundsCents;

/** The sums over the months shown (the table's total row). */
export function revenueTotals(months: readonly RevenueMonth[]): RevenueTotals {
  const sum = (pick: (month: RevenueMonth) => number) => months.reduce((total, month) => total + pick(month), 0);
  return {
    grossCents: sum((month) => month.grossCents),
    refundsCents: sum((month) => month.refundsCents),
    netCents: sum(netCentsOfMonth),
    newSubscriptions: sum((month) => month.newSubscriptions),
    lostSubscriptions: sum((month) => month.lostSubscriptions),
  };
}

/** True when nothing was sold, refunded, won or lost over the months: a new organisation's first year. */
export const isQuietYear = (months: readonly RevenueMonth[]) =>
  months.every(
    (month) =>
      month.grossCents === 0 &&
      month.refundsCents === 0 &&
      month.newSubscriptions === 0 &&
      month.lostSubscriptions === 0,
  );

let shortMonths: Intl.DateTimeFormat | undefined;

/** `nov.` for `2026-11`: a chart's label under its bars (formatMonth says the month in full). */
export function shortMonthOf(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  shortMonths ??= new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });
  return shortMonths.format(new Date(Date.UTC(year, index - 1, 15)));
}

/** The months as a chart's categories: short under the bars, the year under the first one and under January. */
export function monthCategories(months: readonly RevenueMonth[]) {
  return months.map(({ month }, index) => ({
    key: month,
    label: shortMonthOf(month),
    ...((index === 0 || month.endsWith('-01')) && { sublabel: month.slice(0, 4) }),
    name: formatMonth(month),
  }));
}
