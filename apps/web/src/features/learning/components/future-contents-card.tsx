import type { ChannelSlug } from '@campus/domain/shared';
import { formatLongDate, formatTime } from '@campus/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { SectionCard } from '../../../components/section-card';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { futureContentsQueryOptions } from '../api/get-future-contents';
import { useParticipateInContent } from '../api/participate-in-content';

/** The dashboard's workshops to come in the channel, which the member joins or quits. */
export function FutureContentsCard({ channel, className }: { channel: ChannelSlug; className?: string }) {
  const { t } = useTranslation('learning');
  const contents = useQuery(futureContentsQueryOptions(channel));
  const participation = useParticipateInContent(channel);
  const items = contents.data ?? [];
  return (
    <SectionCard
      headingId="dashboard-workshops"
      icon={<Lightbulb aria-hidden="true" />}
      title={t('workshops.title')}
      isLoading={contents.isPending}
      message={contents.isError ? t('workshops.error') : items.length === 0 ? t('workshops.empty') : null}
      className={className}
    >
      <ul className="divide-y divide-line">
        {items.map((content) => (
          <li key={content.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <h3 className="font-medium text-ink">{content.title}</h3>
              <p className="text-sm text-ink-faint">
                {formatLongDate(content.startsAt)} · {formatTime(content.startsAt)} ·{' '}
                {t('workshops.participants', { count: content.participantsCount })}
              </p>
            </div>
            {content.isMine ? (
              <span className="text-sm text-ink-faint">{t('workshops.mine')}</span>
            ) : (
              <Button
                size="sm"
                variant={content.isJoined ? 'secondary' : 'primary'}
                isLoading={participation.isPending && participation.variables.id === content.id}
                aria-label={t(content.isJoined ? 'workshops.quitNamed' : 'workshops.joinNamed', {
                  title: content.title,
                })}
                onClick={() =>
                  participation.mutate(
                    { id: content.id, isJoining: !content.isJoined },
                    {
                      onError: (error) =>
                        toast({
                          title: isApiRequestError(error) ? error.message : t('classroom.error'),
                          variant: 'error',
                        }),
                    },
                  )
                }
              >
                {t(content.isJoined ? 'workshops.quit' : 'workshops.join')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
