import { displayNameOf } from '@campus/domain/account';
import { channelsOf, formatShortDate } from '@campus/domain/shared';
import { Award, RefreshCw, UserX } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, Navigate, useParams } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Button, buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { useSignedInUser } from '../../../lib/auth/me';
import { SendMessageButton } from '../../../features/messaging/components/send-message-button';
import { ReportButton } from '../../../features/moderation/components/report-button';
import { ChannelDot } from '../../../features/navigation/components/channel-dot';
import { useUser } from './api/get-user';
import { canUseNetwork } from '@campus/domain/rights';
import { MemberVisibleDetails } from '../../../features/network/components/member-visible-details';
import { BlockMemberButton } from '../../../features/network/components/block-member-button';

function MemberProfile({ uid }: { uid: string }) {
  const { t } = useTranslation(['sections', 'navigation', 'common']);
  const member = useUser(uid);
  const currentUser = useSignedInUser();
  const { channel } = useActiveChannel();

  if (member.isPending) {
    return (
      <>
        <PageHeader title={t('member.title')} />
        <Card className="flex items-center gap-5 p-6" aria-busy="true">
          <Skeleton className="size-24 rounded-full" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-64" />
          </div>
        </Card>
      </>
    );
  }
  if (member.isError) {
    const isNotFound = isApiRequestError(member.error) && member.error.status === 404;
    return (
      <>
        <PageHeader title={t('member.title')} />
        <Card>
          <EmptyState
            icon={<UserX aria-hidden="true" />}
            action={
              isNotFound ? (
                <Link to={paths.network.members} className={buttonStyles({ variant: 'secondary' })}>
                  {t('member.backToMembers')}
                </Link>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => void member.refetch()}
                  icon={<RefreshCw className="size-4" aria-hidden="true" />}
                >
                  {t('common:actions.retry')}
                </Button>
              )
            }
          >
            {isNotFound ? t('member.notFound') : t('member.loadError')}
          </EmptyState>
        </Card>
      </>
    );
  }

  const user = member.data;
  const name = displayNameOf(user) ?? t('member.title');
  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className="h-24 bg-accent-soft sm:h-28" />
      <div className="-mt-12 flex flex-col gap-5 px-6 pb-6 sm:flex-row sm:items-end">
        <Avatar name={name} pictureUrl={user.pictureUrl} size="xl" className="ring-4 ring-surface" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight text-ink">{name}</h1>
            {user.isAmbassador ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
                <Award className="size-3.5" aria-hidden="true" />
                {t('member.ambassador')}
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-ink-faint">
            {t('member.memberSince', { date: formatShortDate(user.memberSince) })}
          </p>
          {canUseNetwork(currentUser) ? <MemberVisibleDetails uid={user.uid} /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SendMessageButton recipientIds={[user.uid]} uid={currentUser.uid} channel={channel} />
          {currentUser.isCustomer ? <BlockMemberButton uid={user.uid} name={name} /> : null}
          {currentUser.isCustomer ? <ReportButton kind="member" id={user.uid} /> : null}
        </div>
      </div>
      {user.userChannels.length > 0 ? (
        <div className="border-t border-line px-6 py-4">
          <h2 className="text-sm font-semibold text-ink-soft">{t('member.channels')}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {channelsOf(user.userChannels).map((channel) => (
              <li
                key={channel.slug}
                className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1 text-sm text-ink"
              >
                <ChannelDot channel={channel.slug} />
                {t(`navigation:channels.names.${channel.slug}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

/** `/users/{firebaseId}`: another member's page; one's own goes to Mon profil (spec 2.1). */
export default function MemberPage() {
  const { uid = '' } = useParams();
  const currentUser = useSignedInUser();
  if (uid === currentUser.uid) return <Navigate to={paths.account.profile} replace />;
  return <MemberProfile key={uid} uid={uid} />;
}
