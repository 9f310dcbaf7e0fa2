import type { MemberSummary, MembersQuery } from '@campus/domain/administration';
import { channelName, formatShortDate, formatTime } from '@campus/domain/shared';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useMembers } from '../api/get-members';
import { MemberStatusBadge, useFormationNames } from './member-labels';
import { MembersSkeleton } from './members-skeleton';
import { LoadMoreButton } from '../../../components/load-more-button';
import { LoadError } from '../../../components/load-error';

const cellStyles = 'block md:table-cell md:px-4 md:py-3 md:align-top';

/** A cell of a row: on phones, where the row is a card, it names its column itself. */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn(cellStyles, className)}>
      <span className="block text-xs font-medium text-ink-faint md:hidden">{label}</span>
      {children}
    </td>
  );
}

function MemberRow({ member }: { member: MemberSummary }) {
  const { t } = useTranslation('administration');
  const formationNames = useFormationNames();
  return (
    <tr className="grid grid-cols-2 gap-3 rounded-card border border-line bg-surface p-4 md:table-row md:rounded-none md:border-0 md:border-t md:p-0">
      <td className={cn(cellStyles, 'col-span-2 min-w-0')}>
        <Link
          to={paths.administration.member(member.uid)}
          className="font-medium break-words text-ink underline-offset-4 hover:text-accent hover:underline"
        >
          {member.name}
        </Link>
        <span className="block text-sm break-all text-ink-faint">{member.email}</span>
      </td>
      <Cell label={t('members.columns.status')}>
        <MemberStatusBadge status={member.status} />
      </Cell>
      <Cell label={t('members.columns.customer')} className="text-sm text-ink-soft">
        {member.isCustomer ? t('members.customer') : t('members.prospect')}
      </Cell>
      <Cell label={t('members.columns.formations')} className="text-sm text-ink-soft">
        {formationNames(member.formations)}
      </Cell>
      <Cell label={t('members.columns.channels')} className="text-sm text-ink-soft">
        {member.channels.map(channelName).join(', ') || '—'}
      </Cell>
      <Cell label={t('members.columns.lastSignIn')} className="col-span-2 text-sm text-ink-soft md:whitespace-nowrap">
        {member.lastSignInAt
          ? t('at', { date: formatShortDate(member.lastSignInAt), time: formatTime(member.lastSignInAt) })
          : t('members.never')}
      </Cell>
    </tr>
  );
}

/**
 * The members matching a query, 50 at a time (keyset pages, `Afficher plus de membres`): a table from 768 px, a card
 * per member below; a placeholder while the first page loads, a sentence when none matches, a retry on an error.
 */
export function MembersList({ query }: { query: MembersQuery }) {
  const { t } = useTranslation('administration');
  const members = useMembers(query);

  if (members.isPending) return <MembersSkeleton />;
  if (members.isError) {
    return <LoadError message={t('members.loadError')} query={members} />;
  }
  const items = members.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState icon={<SearchX />}>{t('members.empty')}</EmptyState>
      </Card>
    );
  }

  return (
    <div className="space-y-4" aria-busy={members.isPlaceholderData || undefined}>
      <table
        className={cn(
          'block w-full transition-opacity md:table md:overflow-hidden md:rounded-card md:border md:border-line md:bg-surface',
          members.isPlaceholderData && 'opacity-60',
        )}
      >
        <caption className="sr-only">{t('members.caption')}</caption>
        <thead className="hidden md:table-header-group">
          <tr className="text-left text-xs font-semibold tracking-wide text-ink-faint uppercase">
            {(['member', 'status', 'customer', 'formations', 'channels', 'lastSignIn'] as const).map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {t(`members.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {items.map((member) => (
            <MemberRow key={member.uid} member={member} />
          ))}
        </tbody>
      </table>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-ink-faint">{t('members.count', { count: items.length })}</p>
        <LoadMoreButton pages={members}>{t('members.more')}</LoadMoreButton>
      </div>
    </div>
  );
}
