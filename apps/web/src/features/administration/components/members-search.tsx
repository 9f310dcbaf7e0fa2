import {
  FORMATION_KEYS,
  MEMBER_ROLE_FILTERS,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  type MembersQuery,
} from '@campus/domain/administration';
import { CHANNEL_SLUGS } from '@campus/domain/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { MembersFilters, type MemberFilterName, type MemberFilters } from './members-filters';
import { MembersList } from './members-list';

/** The search is asked for once the admin stopped typing for this long. */
const SEARCH_DELAY_MS = 300;

/** A value of the address kept only when it is one of the filter's: a hand-written address asks for no nonsense. */
function oneOf<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  return values.find((known) => known === value);
}

/** The filters written in the page's address (kept on a reload and on the way back from a member's page). */
function filtersFrom(searchParams: URLSearchParams): MemberFilters {
  return {
    channel: oneOf(searchParams.get('channel'), CHANNEL_SLUGS),
    formation: oneOf(searchParams.get('formation'), FORMATION_KEYS),
    customer: oneOf(searchParams.get('customer'), ['customer', 'prospect'] as const),
    role: oneOf(searchParams.get('role'), MEMBER_ROLE_FILTERS),
    status: oneOf(searchParams.get('status'), MEMBER_STATUSES),
    sort: oneOf(searchParams.get('sort'), MEMBER_SORTS),
  };
}

/** The member list with its search box and filters, all kept in the page's address (`?q=&channel=…`). */
export function MembersSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, setSearchParams]);

  const filters = filtersFrom(searchParams);
  const setFilter = (name: MemberFilterName, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && !(name === 'sort' && value === MEMBER_SORTS[0])) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const query: MembersQuery = { ...filters, ...(q && { q }) };

  return (
    <div className="space-y-6">
      <MembersFilters search={search} onSearchChange={setSearch} filters={filters} onFilterChange={setFilter} />
      <MembersList query={query} />
    </div>
  );
}
