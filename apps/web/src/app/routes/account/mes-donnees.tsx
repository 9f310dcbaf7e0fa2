import { DATA_EXPORT_DAYS } from '@campus/domain/account';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { DataExportPanel } from '../../../features/account/components/data-export-panel';

/** What the zip holds, in the order of its README. */
const CONTENTS = ['profile', 'messages', 'events', 'learning', 'projects', 'deals', 'billing', 'contracts', 'journal'];

/**
 * `/mon-compte/mes-donnees` (issue 32): the member asks for a copy of their data, follows its preparation and
 * downloads the zip; the mail's link (`?jeton=`) leads here.
 */
export default function DataPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  return (
    <div className="space-y-6">
      <PageHeader title={t('data.title')} description={t('data.intro')} className="mb-0" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <DataExportPanel token={searchParams.get('jeton')} />
        <Card className="p-4 sm:p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <ShieldCheck aria-hidden="true" className="size-5 text-accent" />
            {t('data.contentsTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-soft">
            {CONTENTS.map((item) => (
              <li key={item}>{t(`data.contents.${item}`)}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-ink-soft">{t('data.contentsNote', { count: DATA_EXPORT_DAYS })}</p>
        </Card>
      </div>
    </div>
  );
}
