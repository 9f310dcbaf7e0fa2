import type { BlockedMember } from '@campus/domain/blocks';
import { formatShortDate } from '@campus/domain/shared';
import { UserCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useBlockedMembers } from '../api/get-blocked-members';
import { useUnblockMember } from '../api/unblock-member';
import { ListError } from './list-states';

/** Mon profil's `Membres bloqués`: each member blocked, since when, and `Débloquer`. */
export function BlockedMembersCard() {
  const { t } = useTranslation('network');
  const blocked = useBlockedMembers();
  return (
    <Card className="p-6">
      <section aria-labelledby="blocked-members-title">
        <h2 id="blocked-members-title" className="text-lg font-semibold text-ink">
          {t('blocks.listTitle')}
        </h2>
        <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-soft">{t('blocks.listIntro')}</p>
        {blocked.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : blocked.isError ? (
          <ListError query={blocked} />
        ) : blocked.data.length === 0 ? (
          <p className="text-sm text-ink-faint">{t('blocks.listEmpty')}</p>
        ) : (
          <ul className="divide-y divide-line" aria-label={t('blocks.listTitle')}>
            {blocked.data.map((member) => (
              <BlockedMemberRow key={member.uid} member={member} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function BlockedMemberRow({ member }: { member: BlockedMember }) {
  const { t } = useTranslation('network');
  const unblock = useUnblockMember();
  const name = member.displayName ?? t('blocks.unnamed');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar name={name} pictureUrl={member.pictureUrl} size="md" />
      <div className="min-w-0 flex-1">
        <Link to={paths.member(member.uid)} className="block truncate font-medium text-ink hover:underline">
          {name}
        </Link>
        <p className="text-xs text-ink-faint">{t('blocks.since', { date: formatShortDate(member.since) })}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('blocks.unblockNamed', { name })}
        isLoading={unblock.isPending}
        icon={<UserCheck className="size-4" aria-hidden="true" />}
        onClick={() =>
          unblock.mutate(member.uid, {
            onSuccess: () => toast({ title: t('blocks.unblocked', { name }), variant: 'success' }),
            onError: (error) =>
              toast({ title: t('blocks.unblockFailed'), description: error.message, variant: 'error' }),
          })
        }
      >
        {t('blocks.unblock')}
      </Button>
    </li>
  );
}
