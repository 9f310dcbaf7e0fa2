import { departmentName, type MemberCard } from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import { MapPin } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { SegmentedControl } from '../../../components/segmented-control';
import { Skeleton } from '../../../components/skeleton';
import { useMapCounts } from '../api/get-map-counts';
import { useMapDepartment } from '../api/get-map-department';
import { ListError } from '../components/list-states';
import { PeopleList } from '../components/people-list';
import { MembersMap } from './members-map';

type Layer = 'clients' | 'ambassadors';

interface MembersMapViewProps {
  channel: ChannelSlug;
  renderAction?: (member: MemberCard) => ReactNode;
}

/** The members map with its layer switch, its table alternative, and the members of the department picked. */
export function MembersMapView({ channel, renderAction }: MembersMapViewProps) {
  const { t } = useTranslation('network');
  const [layer, setLayer] = useState<Layer>('clients');
  const [selected, setSelected] = useState<string | null>(null);
  const counts = useMapCounts(channel, layer);
  const members = useMapDepartment(channel, selected, layer === 'ambassadors');
  const rows = counts.data?.departments ?? [];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl
          label={t('map.layer')}
          value={layer}
          onChange={setLayer}
          options={[
            { value: 'clients', label: t('map.clients') },
            { value: 'ambassadors', label: t('map.ambassadors') },
          ]}
        />
        {counts.data ? (
          <p className="text-sm text-ink-soft" aria-live="polite">
            {t('map.total', { count: counts.data.total })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-4">
          {counts.isPending ? (
            <Skeleton className="aspect-[6/7] w-full" />
          ) : counts.isError ? (
            <ListError query={counts} />
          ) : (
            <MembersMap counts={counts.data} selected={selected} onSelect={setSelected} />
          )}
          <p className="mt-3 text-xs text-ink-faint">{t('map.optIn')}</p>
        </Card>
        <div className="space-y-4">
          <Card className="p-4">
            <table className="w-full text-sm">
              <caption className="mb-2 text-left text-sm font-semibold text-ink">{t('map.table')}</caption>
              <thead>
                <tr className="text-left text-xs text-ink-faint">
                  <th scope="col" className="py-1 font-medium">
                    {t('map.tableDepartment')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('map.tableCount')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((row) => (
                  <tr key={row.code}>
                    <th scope="row" className="py-1.5 text-left font-normal">
                      <button
                        type="button"
                        aria-pressed={selected === row.code}
                        className="text-left text-accent hover:underline aria-pressed:font-semibold"
                        onClick={() => setSelected(row.code)}
                      >
                        {departmentName(row.code)} ({row.code})
                      </button>
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </div>
      </div>
      <section aria-live="polite" className="space-y-3">
        {selected ? (
          <>
            <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
              <MapPin className="size-5 text-accent" aria-hidden="true" />
              {t('map.listTitle', { name: departmentName(selected), code: selected })}
            </h2>
            <PeopleList query={members} empty={t('map.listEmpty')} renderAction={renderAction} />
          </>
        ) : (
          <p className="text-sm text-ink-soft">{t('map.pick')}</p>
        )}
      </section>
    </div>
  );
}
