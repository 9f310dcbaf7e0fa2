import type { BillingMember } from '@campus/domain/billing';
import { Search, UserRound } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { TextField } from '../../../components/form/text-field';
import { cn } from '../../../lib/cn';
import { BILLING_SEARCH_MIN_LENGTH, useBillingMemberSearch } from '../api/search-billing-members';
import { LoadError } from '../../../components/load-error';
import { BillingSection } from './billing-section';
import { RowsSkeleton } from './rows-skeleton';

interface MemberBillingSearchProps {
  selectedUid: string | null;
  onSelect: (member: BillingMember) => void;
}

/** The billing admin finds a member by name or e-mail (prospects too), then opens their billing. */
export function MemberBillingSearch({ selectedUid, onSelect }: MemberBillingSearchProps) {
  const { t } = useTranslation('billing');
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const search = useBillingMemberSearch(deferred);
  const isSearching = deferred.trim().length >= BILLING_SEARCH_MIN_LENGTH;

  return (
    <BillingSection id="admin-billing-search" title={t('admin.search.title')}>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('admin.search.label')}
          hint={t('admin.search.hint')}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      {isSearching ? (
        <div className="mt-4">
          {search.isPending ? <RowsSkeleton rows={2} /> : null}
          {search.isError ? <LoadError inCard={false} message={t('admin.search.error')} query={search} /> : null}
          {search.data?.length === 0 ? (
            <EmptyState icon={<Search />} className="py-6">
              {t('admin.search.empty')}
            </EmptyState>
          ) : null}
          {search.data && search.data.length > 0 ? (
            <ul aria-label={t('admin.search.results')} className="divide-y divide-line rounded-lg border border-line">
              {search.data.map((member) => (
                <li key={member.uid}>
                  <button
                    type="button"
                    aria-label={t('admin.search.choose', { name: member.name })}
                    aria-current={member.uid === selectedUid ? 'true' : undefined}
                    onClick={() => onSelect(member)}
                    className={cn(
                      'flex w-full items-center gap-3 px-4 py-3 text-left transition hover:bg-canvas focus-visible:outline-2 focus-visible:outline-accent',
                      member.uid === selectedUid && 'bg-accent-soft',
                    )}
                  >
                    <UserRound aria-hidden="true" className="size-5 shrink-0 text-ink-soft" />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-ink">{member.name}</span>
                      <span className="block truncate text-sm text-ink-soft">{member.email}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </BillingSection>
  );
}
