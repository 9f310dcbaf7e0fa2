import {
  allowedModerationActions,
  type ModerationAction,
  type ModerationDecision,
  type ModerationTarget,
  type QueueItem,
  type ReportTargetKind,
} from '@campus/domain/moderation';
import { formatShortDate, formatTime } from '@campus/domain/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form/select-field';
import { SegmentedControl } from '../../../components/segmented-control';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useModerationQueue } from '../api/get-moderation-queue';
import { useDecide, useReverseDecision } from '../api/moderation-decisions';
import { useLiveModeration } from '../hooks/use-live-moderation';
import { isUndoable, reasonSummary } from '../queue-texts';
import { DecisionDialog, type DialogAction } from './decision-dialog';
import { LoadError } from '../../../components/load-error';

type Tab = 'open' | 'resolved';
type KindFilter = ReportTargetKind | 'all';
const KIND_FILTERS: readonly KindFilter[] = ['all', 'message', 'discussion', 'member', 'deal'];

const when = (date: string) => `${formatShortDate(date)} ${formatTime(date)}`;

/** `/administration/moderation`: the live queue of reports, each thing's decisions, and the history. */
export function ModerationQueue() {
  const { t } = useTranslation('moderation-queue');
  const [tab, setTab] = useState<Tab>('open');
  const [kind, setKind] = useState<KindFilter>('all');
  const waiting = useLiveModeration();
  const queue = useModerationQueue({ status: tab, ...(kind !== 'all' && { kind }) });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SegmentedControl
          label={t('tabs.label')}
          value={tab}
          onChange={setTab}
          options={[
            { value: 'open', label: t('tabs.open') },
            { value: 'resolved', label: t('tabs.resolved') },
          ]}
        />
        <SelectField
          label={t('kindFilter')}
          className="w-full sm:w-48"
          value={kind}
          onChange={(event) => setKind(event.target.value as KindFilter)}
          options={KIND_FILTERS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
      </div>
      {waiting !== null ? (
        <p className="text-sm text-ink-soft" role="status">
          {t('waiting', { count: waiting })}
        </p>
      ) : null}
      {queue.isPending ? (
        <div className="space-y-3" aria-label={t('loading')} aria-busy="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : queue.isError ? (
        <LoadError message={t('loadError')} inCard={false} query={queue} />
      ) : tab === 'open' ? (
        queue.data.items.length === 0 ? (
          <EmptyState icon={<ShieldCheck aria-hidden="true" />}>{t('empty')}</EmptyState>
        ) : (
          <ul className="space-y-3" aria-label={t('reportsList')}>
            {queue.data.items.map((item) => (
              <QueueEntry key={`${item.target.kind}:${item.target.id}`} item={item} />
            ))}
          </ul>
        )
      ) : queue.data.decisions.length === 0 ? (
        <EmptyState icon={<ShieldCheck aria-hidden="true" />}>{t('emptyHistory')}</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label={t('decisions')}>
          {queue.data.decisions.map((decision) => (
            <DecisionEntry key={decision.id} decision={decision} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** What was reported: its kind, title, text, the member concerned and their state. */
function TargetSummary({ target }: { target: ModerationTarget }) {
  const { t } = useTranslation('moderation-queue');
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
          {t(`kind.${target.kind}`)}
        </span>
        <span className="font-semibold break-words text-ink">
          {target.title ?? (target.excerpt === null ? t('gone') : t('untitled'))}
        </span>
        {target.isHidden ? (
          <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-medium text-ink-soft">{t('hidden')}</span>
        ) : null}
        {target.suspendedUntil ? (
          <span className="rounded-full bg-danger/10 px-2 py-0.5 text-xs font-medium text-danger">
            {t('suspendedUntil', { date: when(target.suspendedUntil) })}
          </span>
        ) : null}
      </p>
      {target.excerpt ? (
        <blockquote className="border-l-2 border-line pl-3 text-sm break-words whitespace-pre-wrap text-ink">
          {target.excerpt}
        </blockquote>
      ) : null}
      <p className="flex flex-wrap gap-x-3 text-sm text-ink-soft">
        {target.member ? (
          <Link to={paths.administration.member(target.member.uid)} className="hover:underline">
            {target.kind === 'member'
              ? t('memberPage')
              : t('about', { name: target.member.name ?? t('unknownMember') })}
          </Link>
        ) : null}
        {target.link && target.kind !== 'member' ? (
          <Link to={target.link} className="text-accent hover:underline">
            {t('open_link')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}

function useDecisionRunner() {
  const { t } = useTranslation('moderation-queue');
  const decide = useDecide();
  const reverse = useReverseDecision();
  const done = (action: DialogAction) => toast({ title: t(`done.${action}`), variant: 'success' });
  const failed = (error: Error) => toast({ title: t('failed'), description: error.message, variant: 'error' });
  return { decide, reverse, done, failed };
}

function QueueEntry({ item }: { item: QueueItem }) {
  const { t } = useTranslation('moderation-queue');
  const { target } = item;
  const [action, setAction] = useState<ModerationAction | null>(null);
  const { decide, done, failed } = useDecisionRunner();
  const actions = allowedModerationActions(target.kind).filter(
    (value) =>
      (value !== 'hide' || !target.isHidden) &&
      (value === 'dismiss' || value === 'hide' || target.member !== null) &&
      (value !== 'suspend' || target.suspendedUntil === null),
  );
  return (
    <li>
      <Card className="space-y-3 p-4 sm:p-5">
        <TargetSummary target={target} />
        <p className="text-sm font-medium text-ink">
          {t('reporters', { count: item.reporterCount })} · {reasonSummary(item.reports)}
        </p>
        <ul className="space-y-2 rounded-lg bg-canvas p-3 text-sm">
          {item.reports.map((report) => (
            <li key={report.id} className="break-words">
              <span className="font-medium text-ink">{report.reporter?.name ?? t('anonymousReporter')}</span>
              <span className="text-ink-faint"> · {when(report.createdAt)}</span>
              {report.comment ? <p className="text-ink-soft">« {report.comment} »</p> : null}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {actions.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={value === 'dismiss' ? 'secondary' : value === 'warn' ? 'secondary' : 'danger'}
              onClick={() => setAction(value)}
            >
              {t(`actions.${value}`)}
            </Button>
          ))}
        </div>
      </Card>
      <DecisionDialog
        key={action ?? 'closed'}
        action={action}
        memberName={target.member?.name ?? t('unknownMember')}
        isPending={decide.isPending}
        errors={isApiRequestError(decide.error) ? decide.error.errors : undefined}
        onCancel={() => {
          setAction(null);
          decide.reset();
        }}
        onConfirm={(input) => {
          if (!action) return;
          decide.mutate(
            { kind: target.kind, id: target.id, action, ...input },
            {
              onSuccess: () => {
                done(action);
                setAction(null);
              },
              onError: (error) => {
                if (!isApiRequestError(error) || Object.keys(error.errors).length === 0) failed(error);
              },
            },
          );
        }}
      />
    </li>
  );
}

function DecisionEntry({ decision }: { decision: ModerationDecision }) {
  const { t } = useTranslation('moderation-queue');
  const [isAsking, setAsking] = useState(false);
  const { reverse, done, failed } = useDecisionRunner();
  const detail =
    decision.action === 'suspend' && decision.detail ? t('until', { date: when(decision.detail) }) : decision.detail;
  return (
    <li>
      <Card className="space-y-3 p-4 sm:p-5">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-ink">{t(`decision.${decision.action}`)}</span>
          {detail ? <span className="break-words text-ink-soft">« {detail} »</span> : null}
          <span className="text-ink-faint">
            {when(decision.createdAt)}
            {decision.actor?.name ? ` · ${t('by', { name: decision.actor.name })}` : ''} ·{' '}
            {t('reportCount', { count: decision.reportCount })}
          </span>
        </p>
        <TargetSummary target={decision.target} />
        {decision.reversedAt ? (
          <p className="text-sm text-ink-soft">
            {t('reversed', { date: when(decision.reversedAt), name: decision.reversedBy?.name ?? '' })}
          </p>
        ) : null}
        {isUndoable(decision) ? (
          <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
            {t('actions.reverse')}
          </Button>
        ) : null}
      </Card>
      <DecisionDialog
        action={isAsking ? 'reverse' : null}
        memberName={decision.target.member?.name ?? ''}
        isPending={reverse.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          reverse.mutate(decision.id, {
            onSuccess: () => {
              done('reverse');
              setAsking(false);
            },
            onError: failed,
          })
        }
      />
    </li>
  );
}
