import type { MemberDetail } from '@campus/domain/administration';
import { formatShortDate, formatTime } from '@campus/domain/shared';
import { AlertTriangle, ArrowLeft, Download, FileText, History, Receipt, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useExportMemberData } from '../api/export-member-data';
import { useMember } from '../api/get-member';
import { AuditTrail } from './audit-trail';
import { MemberAccountActions } from './member-account-actions';
import { MemberStatusBadge } from './member-labels';
import { MemberRightsForm } from './member-rights-form';

function Section({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id} className="space-y-4 p-5 md:p-6">
        <h2
          id={id}
          className="flex items-center gap-2 text-lg font-semibold text-ink [&_svg]:size-5 [&_svg]:text-accent"
        >
          {icon}
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** A date and time in French, or the word for none. */
function useDateTime() {
  const { t } = useTranslation('administration');
  return (value: string | null, none: string) =>
    value ? t('at', { date: formatShortDate(value), time: formatTime(value) }) : none;
}

function Facts({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('administration');
  const dateTime = useDateTime();
  const facts: [string, string][] = [
    [t('member.createdAt'), dateTime(member.createdAt, '—')],
    [t('member.lastSignIn'), dateTime(member.lastSignInAt, t('members.never'))],
    [t('member.previousSignIn'), dateTime(member.previousSignInAt, t('members.never'))],
  ];
  if (member.deactivatedAt) facts.push([t('member.deactivatedAt'), dateTime(member.deactivatedAt, '—')]);
  if (member.closureDueAt) facts.push([t('member.closureDueAt'), formatShortDate(member.closureDueAt)]);
  if (member.closedAt) facts.push([t('member.closedAt'), dateTime(member.closedAt, '—')]);
  if (member.invitation) {
    facts.push([
      t('member.invitation'),
      t(`invitationStates.${member.invitation.state}`, {
        sentAt: formatShortDate(member.invitation.sentAt),
        expiresAt: formatShortDate(member.invitation.expiresAt),
      }),
    ]);
  }
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-medium text-ink-faint">{term}</dt>
          <dd className="text-sm text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The member's data as a zip for the admin (issue 32), journaled by the server. */
function ExportDataButton({ uid }: { uid: string }) {
  const { t } = useTranslation('administration');
  const exportData = useExportMemberData();
  return (
    <Button
      variant="secondary"
      icon={<Download aria-hidden="true" />}
      isLoading={exportData.isPending}
      onClick={() =>
        exportData.mutate(uid, {
          onError: (error) =>
            toast({ title: isApiRequestError(error) ? error.message : t('member.exportFailed'), variant: 'error' }),
        })
      }
    >
      {t('member.exportData')}
    </Button>
  );
}

function MemberSkeleton() {
  const { t } = useTranslation('administration');
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t('member.loading')}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-40 w-full rounded-card" />
      <Skeleton className="h-80 w-full rounded-card" />
    </div>
  );
}

/**
 * `/administration/membres/:uid`: who the member is (status, sign-ins, invitation), what the admin does to the account
 * (invitation, deactivation), their rights edited in place, their invoices and contracts, and their audit trail.
 */
export function MemberAdministration({ uid }: { uid: string }) {
  const { t } = useTranslation('administration');
  const member = useMember(uid);
  const back = (
    <Link
      to={paths.administration.members}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('member.back')}
    </Link>
  );

  if (member.isPending) return <MemberSkeleton />;
  if (member.isError) {
    const isMissing = isApiRequestError(member.error) && member.error.status === 404;
    return (
      <div className="space-y-6">
        {back}
        <PageHeader title={t('member.title')} className="mb-0" />
        <Card>
          <EmptyState
            icon={<AlertTriangle />}
            action={
              isMissing ? null : (
                <Button variant="secondary" onClick={() => void member.refetch()}>
                  {t('members.reload')}
                </Button>
              )
            }
          >
            {isMissing ? member.error.message : t('member.loadError')}
          </EmptyState>
        </Card>
      </div>
    );
  }

  const detail = member.data;
  return (
    <div className="space-y-6">
      {back}
      <PageHeader
        title={detail.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{detail.email}</span>
            <MemberStatusBadge status={detail.status} />
            <span className="text-sm">{detail.isCustomer ? t('members.customer') : t('members.prospect')}</span>
          </span>
        }
        actions={<MemberAccountActions member={detail} />}
        className="mb-0"
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          {detail.status === 'closed' ? null : (
            <Section id="member-rights" icon={<ShieldCheck />} title={t('member.rights')}>
              <MemberRightsForm member={detail} />
            </Section>
          )}
        </div>
        <div className="space-y-6">
          <Section id="member-account" icon={<UserRound />} title={t('member.account')}>
            <Facts member={detail} />
            <ExportDataButton uid={uid} />
          </Section>
          <Section id="member-billing" icon={<FileText />} title={t('member.billing')}>
            <p className="text-sm text-ink-soft">
              {t('member.invoices', { count: detail.invoiceCount })} ·{' '}
              {t('member.contracts', { count: detail.contractCount })}
            </p>
            <Link
              to={detail.links.billing}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
            >
              <Receipt className="size-4" aria-hidden="true" />
              {t('member.openBilling')}
            </Link>
          </Section>
          <Section id="member-audit" icon={<History />} title={t('member.audit')}>
            <AuditTrail query={{ target: uid }} />
            <Link
              to={paths.administration.memberJournal(uid)}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
            >
              {t('journal.seeAll')}
            </Link>
          </Section>
        </div>
      </div>
    </div>
  );
}
