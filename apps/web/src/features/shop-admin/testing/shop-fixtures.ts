import type { AdminOffer, AdminSubscription, RevenueMonth, Sale } from '@campus/domain/shop';

/** An offer as the admin's list shows it, for tests; override what a test is about. */
export function adminOffer(overrides: Partial<AdminOffer> = {}): AdminOffer {
  return {
    id: 'offer-mdb',
    name: 'MDB Premium',
    description: 'La formation MDB complète, avec la chaîne Immobilier.',
    priceCents: 4990,
    vatRateBasisPoints: 2000,
    interval: 'month',
    grants: { formations: ['mdb'], channels: ['immobilier'] },
    status: 'active',
    salesCount: 3,
    createdAt: '2026-09-01T08:00:00.000Z',
    updatedAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

/** An invoice of the sales list (paid, refundable), for tests. */
export function sale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: 'inv-1',
    number: 'F-2026-000042',
    kind: 'invoice',
    status: 'paid',
    issuedAt: '2026-11-10T09:00:00.000Z',
    dueAt: '2026-12-10T09:00:00.000Z',
    paidAt: '2026-11-10T09:00:00.000Z',
    title: 'MDB Premium',
    netCents: 4158,
    vatCents: 832,
    grossCents: 4990,
    currency: 'EUR',
    member: { uid: 'u-lea', name: 'Léa Martin', email: 'lea.martin@exemple.fr' },
    isRefundable: true,
    refundableCents: 4990,
    ...overrides,
  };
}

/** A member's subscription as the admin's list shows it, for tests. */
export function adminSubscription(overrides: Partial<AdminSubscription> = {}): AdminSubscription {
  return {
    id: 'sub-1',
    product: 'MDB Premium',
    period: 'monthly',
    status: 'active',
    amountCents: 4990,
    startedAt: '2026-09-10T09:00:00.000Z',
    nextRenewalAt: '2026-12-10T09:00:00.000Z',
    offerId: 'offer-mdb',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-12-10T09:00:00.000Z',
    graceEndsAt: null,
    member: { uid: 'u-lea', name: 'Léa Martin', email: 'lea.martin@exemple.fr' },
    ...overrides,
  };
}

/** Twelve months from December 2025 to November 2026, nothing sold unless told otherwise. */
export function revenueMonths(figures: Partial<Record<string, Partial<RevenueMonth>>> = {}): RevenueMonth[] {
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 11 + index, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { month, grossCents: 0, refundsCents: 0, newSubscriptions: 0, lostSubscriptions: 0, ...figures[month] };
  });
}
