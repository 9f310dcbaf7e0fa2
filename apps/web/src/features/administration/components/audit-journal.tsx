import { AUDIT_ACTIONS } from '@campus/domain/administration';
import { Download } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormErrors } from '../../../components/form/form-errors';
import { useExportAudit } from '../api/export-audit';
import { AuditFiltersFields, type AuditFilterName, type AuditFilters } from './audit-filters';
import { AuditTrail } from './audit-trail';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters written in the page's address: a hand-written value that is not one of them is left out. */
function filtersFrom(searchParams: URLSearchParams): AuditFilters {
  const text = (name: AuditFilterName) => searchParams.get(name)?.trim() || undefined;
  const day = (name: 'from' | 'to') => {
    const value = searchParams.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    actor: text('actor'),
    target: text('target'),
    action: AUDIT_ACTIONS.find((action) => action === searchParams.get('action')),
    from: day('from'),
    to: day('to'),
  };
}

/** Only the filters that are set: an unset one is not a filter, and the query keys stay the same. */
const setOnly = (filters: AuditFilters): AuditFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));

/** The journal of every admin action, newest first, filtered from its address, and its export as CSV. */
export function AuditJournal() {
  const { t } = useTranslation('administration');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = setOnly(filtersFrom(searchParams));
  const hasBadDates = Boolean(filters.from && filters.to && filters.from > filters.to);
  const exportAudit = useExportAudit();

  const setFilter = (name: AuditFilterName, value: string | undefined) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <AuditFiltersFields filters={filters} onFilterChange={setFilter} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">{t('journal.newestFirst')}</p>
        <Button
          variant="secondary"
          icon={<Download className="size-4" aria-hidden="true" />}
          isLoading={exportAudit.isPending}
          disabled={hasBadDates}
          onClick={() => exportAudit.mutate(filters)}
        >
          {t('journal.export')}
        </Button>
      </div>
      {exportAudit.isError ? <FormErrors messages={[t('journal.exportFailed')]} /> : null}
      <Card>
        <div className="p-4 md:p-6">
          {hasBadDates ? (
            <p className="text-sm text-ink-soft">{t('journal.badDates')}</p>
          ) : (
            <AuditTrail query={filters} />
          )}
        </div>
      </Card>
    </div>
  );
}
