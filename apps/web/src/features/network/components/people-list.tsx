import type { MemberCard as MemberCardData } from '@campus/domain/network';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemberCard } from './member-card';
import { CardsSkeleton, ListEmpty, ListError } from './list-states';

interface PeopleListProps {
  query: UseQueryResult<MemberCardData[]>;
  empty: string;
  icon?: ReactNode;
  renderAction?: (member: MemberCardData) => ReactNode;
}

/** Ambassadors, mentors, coaches, a department of the map: member cards with loading, empty and error states. */
export function PeopleList({ query, empty, icon, renderAction }: PeopleListProps) {
  if (query.isPending) return <CardsSkeleton />;
  if (query.isError) return <ListError query={query} />;
  if (query.data.length === 0) return <ListEmpty icon={icon}>{empty}</ListEmpty>;
  return <MemberGrid members={query.data} renderAction={renderAction} />;
}

export function MemberGrid({
  members,
  renderAction,
}: {
  members: readonly MemberCardData[];
  renderAction?: ((member: MemberCardData) => ReactNode) | undefined;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {members.map((member) => (
        <li key={member.uid}>
          <MemberCard member={member} action={renderAction?.(member)} />
        </li>
      ))}
    </ul>
  );
}
