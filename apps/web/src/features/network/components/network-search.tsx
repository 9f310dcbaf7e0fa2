import type { SearchCategory } from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import { Search } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Card } from '../../../components/card';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Skeleton } from '../../../components/skeleton';
import { useSearchStructure } from '../api/get-search-structure';
import { useNetworkSearch } from '../api/search-network';
import { ListEmpty, ListError } from './list-states';

interface NetworkSearchProps {
  channel: ChannelSlug;
  q: string;
  category: SearchCategory | undefined;
  onChange: (next: { q: string; category: SearchCategory | undefined }) => void;
}

/** One search across the categories of `/configurations/search_engine/structure`, each result linking to its page. */
export function NetworkSearch({ channel, q, category, onChange }: NetworkSearchProps) {
  const { t } = useTranslation('network');
  const structure = useSearchStructure();
  const deferred = useDeferredValue(q.trim());
  const search = useNetworkSearch(channel, deferred, category);
  // Spec 7.1: on failure an empty structure is used.
  const categories = structure.data?.success ? structure.data.data.categories : [];
  const groups = search.data?.groups.filter((group) => group.results.length > 0) ?? [];

  return (
    <div className="space-y-5">
      <form
        role="search"
        className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-[2fr_1fr]"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="relative">
          <TextField
            label={t('search.label')}
            type="search"
            value={q}
            placeholder={t('search.placeholder')}
            hint={t('search.hint')}
            autoComplete="off"
            onChange={(event) => onChange({ q: event.target.value, category })}
          />
          <Search aria-hidden="true" className="pointer-events-none absolute top-9 right-3 size-4 text-ink-faint" />
        </div>
        <SelectField
          label={t('search.category')}
          value={category ?? ''}
          onChange={(event) =>
            onChange({ q, category: (event.target.value || undefined) as SearchCategory | undefined })
          }
          options={[
            { value: '', label: t('search.allCategories') },
            // Only the categories the server answers (the structure marks any other as not available).
            ...categories
              .filter((item) => item.available)
              .map((item) => ({ value: item.key, label: t(`search.categories.${item.key}`) })),
          ]}
        />
      </form>
      {deferred.length < 2 ? null : search.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : search.isError ? (
        <ListError query={search} />
      ) : groups.length === 0 ? (
        <ListEmpty icon={<Search aria-hidden="true" />}>{t('search.empty', { q: deferred })}</ListEmpty>
      ) : (
        <div className="space-y-5">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`search-${group.category}`}>
              <h2 id={`search-${group.category}`} className="mb-2 text-lg font-semibold text-ink">
                {t(`search.categories.${group.category}`)}
              </h2>
              <Card>
                <ul className="divide-y divide-line">
                  {group.results.map((result) => (
                    <li key={result.id} className="flex items-center gap-3 px-4 py-3">
                      {group.category === 'members' ? (
                        <Avatar name={result.title} pictureUrl={result.pictureUrl} size="sm" />
                      ) : null}
                      <div className="min-w-0">
                        <Link to={result.link} className="font-medium text-ink hover:underline">
                          {result.title}
                        </Link>
                        {result.subtitle ? <p className="text-sm text-ink-soft">{result.subtitle}</p> : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </Card>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
