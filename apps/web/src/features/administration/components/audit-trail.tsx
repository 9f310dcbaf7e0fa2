import type { AuditEntry, AuditQuery } from '@campus/domain/administration';
import { formatShortDate, formatTime } from '@campus/domain/shared';
import { AlertTriangle, History } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { isApiRequestError } from '../../../lib/api-client';
import { useAudit } from '../api/get-audit';
import { LoadMoreButton } from '../../../components/load-more-button';

type AuditState = AuditEntry['before'];

/** A value of a state as the admin reads it: yes or no, a list, a text; nested values as written. */
function useReadableValue() {
  const { t } = useTranslation('administration');
  const readable = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (Array.isArray(value)) return value.length > 0 ? value.map(readable).join(', ') : '—';
    if (typeof value === 'object') {
      return Object.entries(value)
        .map(([key, inner]) => `${key} ${readable(inner)}`)
        .join(', ');
    }
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
  return readable;
}

/** The fields an action changed, each with its value before and after. */
export function changedFields(before: AuditState, after: AuditState): { field: string; from: unknown; to: unknown }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, from: before?.[field], to: after?.[field] }))
    .filter(({ from, to }) => JSON.stringify(from) !== JSON.stringify(to));
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('administration');
  const readable = useReadableValue();
  const changes = changedFields(entry.before, entry.after);
  return (
    <li className="space-y-1.5 border-t border-line py-3 first:border-t-0">
      <p className="text-sm text-ink">
        <span className="font-medium">{t(`auditActions.${entry.action}`, { defaultValue: entry.action })}</span>{' '}
        <span className="text-ink-soft">
          {t('audit.by', { actor: entry.actorName ?? entry.actorUid ?? t('audit.commandLine') })}
        </span>
      </p>
      <p className="text-xs text-ink-faint">
        <time dateTime={entry.at}>{t('at', { date: formatShortDate(entry.at), time: formatTime(entry.at) })}</time>
        {entry.targetName ? ` · ${entry.targetName}` : ''}
        {entry.subject ? ` · ${entry.subject}` : ''}
      </p>
      {changes.length > 0 ? (
        <ul className="space-y-0.5 text-xs text-ink-soft">
          {changes.map(({ field, from, to }) => (
            <li key={field} className="break-words">
              <span className="font-medium text-ink">{t(`auditFields.${field}`, { defaultValue: field })}</span> :{' '}
              {readable(from)} → {readable(to)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The audit journal's entries for a query, newest first, a page at a time (a member's trail, the journal). */
export function AuditTrail({ query }: { query: AuditQuery }) {
  const { t } = useTranslation('administration');
  const audit = useAudit(query);

  if (audit.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('audit.loading')}</span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (audit.isError) {
    return (
      <EmptyState
        icon={<AlertTriangle />}
        action={
          <Button variant="secondary" onClick={() => void audit.refetch()}>
            {t('members.reload')}
          </Button>
        }
      >
        {/* A filter the server refused says why (a bad date); anything else is a failed load. */}
        {isApiRequestError(audit.error) && audit.error.status === 400 ? audit.error.message : t('audit.loadError')}
      </EmptyState>
    );
  }
  const entries = audit.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <EmptyState icon={<History />}>{t('audit.empty')}</EmptyState>;
  return (
    <div className="space-y-3">
      <ol aria-label={t('audit.list')}>
        {entries.map((entry) => (
          <AuditItem key={entry.id} entry={entry} />
        ))}
      </ol>
      <LoadMoreButton pages={audit}>{t('audit.more')}</LoadMoreButton>
    </div>
  );
}
