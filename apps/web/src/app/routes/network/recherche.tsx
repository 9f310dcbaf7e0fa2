import { SEARCH_CATEGORIES, type SearchCategory } from '@campus/domain/network';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { NetworkSearch } from '../../../features/network/components/network-search';
import { useActiveChannel } from '../../../lib/auth/active-channel';

const isCategory = (value: string | null): value is SearchCategory =>
  (SEARCH_CATEGORIES as readonly (string | null)[]).includes(value);

/** `/mon-reseau/recherche?q=&category=`: the network search, its text and category kept in the URL. */
export default function NetworkSearchPage() {
  const { t } = useTranslation('network');
  const { channel } = useActiveChannel();
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  return (
    <>
      <PageHeader title={t('search.title')} />
      <NetworkSearch
        channel={channel}
        q={params.get('q') ?? ''}
        category={isCategory(category) ? category : undefined}
        onChange={(next) =>
          setParams(
            (previous) => {
              const updated = new URLSearchParams(previous);
              if (next.q) updated.set('q', next.q);
              else updated.delete('q');
              if (next.category) updated.set('category', next.category);
              else updated.delete('category');
              return updated;
            },
            { replace: true },
          )
        }
      />
    </>
  );
}
