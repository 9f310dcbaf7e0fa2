import {
  INVOICE_STATUSES,
  formatEuros,
  type BillingAuditEntry,
  type BillingMember,
  type InvoiceSummary,
  type MemberBilling,
} from '@campus/domain/billing';
import type { Contract } from '@campus/domain/contracts';
import { formatShortDate, formatTime } from '@campus/domain/shared';
import { CreditCard, FileSignature, History, Receipt, Repeat, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useMemberBilling } from '../api/get-member-billing';
import { useVoidInvoice } from '../api/set-invoice-status';
import { LoadError } from '../../../components/load-error';
import { BillingSection } from './billing-section';
import { InvoiceRow } from './invoice-row';
import { PaymentMethodCard } from './payment-method-card';
import { RowsSkeleton } from './rows-skeleton';
import { SubscriptionList } from './subscription-list';

const isInvoiceStatus = (status: string): status is InvoiceSummary['status'] =>
  (INVOICE_STATUSES as readonly string[]).includes(status);

/** The admin's invoice row: the shared row, with "Annuler" on an open invoice. */
function AdminInvoiceRow({ invoice, onVoid }: { invoice: InvoiceSummary; onVoid: (invoice: InvoiceSummary) => void }) {
  const { t } = useTranslation('billing');
  return (
    <InvoiceRow
      invoice={invoice}
      action={
        invoice.status === 'open' ? (
          <Button
            variant="danger-ghost"
            size="sm"
            aria-label={t('admin.void.label', { number: invoice.number })}
            onClick={() => onVoid(invoice)}
          >
            {t('admin.void.action')}
          </Button>
        ) : null
      }
    />
  );
}

function AuditRow({ entry }: { entry: BillingAuditEntry }) {
  const { t } = useTranslation('billing');
  const statusLabel = (status: string) => (isInvoiceStatus(status) ? t(`invoices.status.${status}`) : status);
  let what: string;
  switch (entry.kind) {
    case 'invoice-status':
      what = t('admin.audit.invoiceStatus', {
        number: entry.invoiceNumber,
        from: statusLabel(entry.fromStatus),
        to: statusLabel(entry.toStatus),
      });
      break;
    case 'contract-issued':
      what = t('admin.audit.contractIssued', { name: entry.contractName });
      break;
  }
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <p className="text-sm font-medium text-ink">{what}</p>
      <p className="text-xs text-ink-faint">
        {t('admin.audit.by', { name: entry.actorName, date: formatShortDate(entry.at), time: formatTime(entry.at) })}
      </p>
    </li>
  );
}

interface MemberBillingPanelProps {
  uid: string;
  /** The contract's `Signé` / `À signer` badge (the contracts feature's, composed by the page). */
  renderContractStatus: (status: Contract['status']) => ReactNode;
  /** What the page puts after the contracts: the admin's contract issue form for this member. */
  renderIssueContract: (member: BillingMember) => ReactNode;
}

function PanelSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <Card className="p-5 sm:p-6">
        <Skeleton className="h-6 w-56" />
        <Skeleton className="mt-2 h-4 w-72 max-w-full" />
      </Card>
      <Card className="p-5 sm:p-6">
        <RowsSkeleton rows={4} />
      </Card>
    </div>
  );
}

/**
 * One member's billing state for the billing admin: identity, invoices (void an open one, confirmed), subscriptions,
 * cards (brand, last four digits, expiry), contracts signed or waiting, and the audit trail of admin actions.
 */
export function MemberBillingPanel({ uid, renderContractStatus, renderIssueContract }: MemberBillingPanelProps) {
  const { t } = useTranslation('billing');
  const billing = useMemberBilling(uid);
  const voidInvoice = useVoidInvoice();
  const [voiding, setVoiding] = useState<InvoiceSummary | null>(null);

  if (billing.isPending) return <PanelSkeleton />;
  if (billing.isError) {
    const isMissing = isApiRequestError(billing.error) && billing.error.status === 404;
    return (
      <Card>
        {isMissing ? (
          <EmptyState icon={<UserRound />} className="py-8">
            {t('admin.member.notFound')}
          </EmptyState>
        ) : (
          <LoadError inCard={false} message={t('admin.member.error')} query={billing} />
        )}
      </Card>
    );
  }
  const data: MemberBilling = billing.data;

  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-ink">{data.member.name}</h2>
        <p className="mt-1 text-sm break-all text-ink-soft">
          <span className="sr-only">{t('admin.member.contact')} : </span>
          {data.member.email}
        </p>
      </Card>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <BillingSection
            id="admin-billing-invoices"
            title={t('invoices.title')}
            description={t('invoices.count', { count: data.invoices.length })}
          >
            {data.invoices.length === 0 ? (
              <EmptyState icon={<Receipt />} className="py-6">
                {t('admin.invoices.empty')}
              </EmptyState>
            ) : (
              <ul className="divide-y divide-line">
                {data.invoices.map((invoice) => (
                  <AdminInvoiceRow key={invoice.id} invoice={invoice} onVoid={setVoiding} />
                ))}
              </ul>
            )}
          </BillingSection>
          <BillingSection id="admin-billing-contracts" title={t('admin.contracts.title')}>
            {data.contracts.length === 0 ? (
              <EmptyState icon={<FileSignature />} className="py-6">
                {t('admin.contracts.empty')}
              </EmptyState>
            ) : (
              <ul className="divide-y divide-line">
                {data.contracts.map((contract) => (
                  <li
                    key={contract.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{contract.name}</p>
                      <p className="text-xs text-ink-faint">
                        {contract.signedAt
                          ? t('admin.contracts.signedOn', { date: formatShortDate(contract.signedAt) })
                          : t('admin.contracts.issuedOn', { date: formatShortDate(contract.created_at) })}
                      </p>
                    </div>
                    {renderContractStatus(contract.status)}
                  </li>
                ))}
              </ul>
            )}
          </BillingSection>
          {renderIssueContract(data.member)}
        </div>
        <aside className="min-w-0 space-y-6" aria-label={data.member.name}>
          <BillingSection id="admin-billing-subscriptions" title={t('subscriptions.title')}>
            {data.subscriptions.length === 0 ? (
              <EmptyState icon={<Repeat />} className="py-6">
                {t('admin.subscriptions.empty')}
              </EmptyState>
            ) : (
              <SubscriptionList subscriptions={data.subscriptions} />
            )}
          </BillingSection>
          <BillingSection
            id="admin-billing-cards"
            title={t('paymentMethods.title')}
            description={t('admin.paymentMethods.description')}
          >
            {data.paymentMethods.length === 0 ? (
              <EmptyState icon={<CreditCard />} className="py-6">
                {t('admin.paymentMethods.empty')}
              </EmptyState>
            ) : (
              <ul className="space-y-3">
                {data.paymentMethods.map((card) => (
                  <PaymentMethodCard key={card.id} card={card} />
                ))}
              </ul>
            )}
          </BillingSection>
          <BillingSection id="admin-billing-audit" title={t('admin.audit.title')}>
            {data.audit.length === 0 ? (
              <EmptyState icon={<History />} className="py-6">
                {t('admin.audit.empty')}
              </EmptyState>
            ) : (
              <ul className="divide-y divide-line">
                {data.audit.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </BillingSection>
        </aside>
      </div>
      <ConfirmDialog
        open={voiding !== null}
        onOpenChange={(open) => {
          if (!open) setVoiding(null);
        }}
        title={t('admin.void.title')}
        description={
          voiding
            ? t('admin.void.description', { number: voiding.number, amount: formatEuros(voiding.grossCents) })
            : ''
        }
        confirmLabel={t('admin.void.action')}
        isPending={voidInvoice.isPending}
        onConfirm={() => {
          if (!voiding) return;
          voidInvoice.mutate(voiding, {
            onSuccess: () => {
              toast({ title: t('admin.void.done', { number: voiding.number }), variant: 'success' });
              setVoiding(null);
            },
            onError: () => toast({ title: t('admin.void.error'), variant: 'error' }),
          });
        }}
      />
    </div>
  );
}
