import type { Resource } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, FileText, Link2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button, buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { downloadFile } from '../api/download-file';
import { resourcesQueryOptions } from '../api/get-resources';
import { LoadError } from '../../../components/load-error';

function DownloadButton({ resource }: { resource: Resource }) {
  const { t } = useTranslation('learning');
  const download = useMutation({
    mutationFn: () => downloadFile(resource.url, resource.title),
    onError: (error) =>
      toast({ title: isApiRequestError(error) ? error.message : t('resources.downloadError'), variant: 'error' }),
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={download.isPending}
      icon={<Download aria-hidden="true" className="size-4" />}
      aria-label={t('resources.downloadNamed', { title: resource.title })}
      onClick={() => download.mutate()}
    >
      {t('classroom.download')}
    </Button>
  );
}

function ResourceItem({ resource }: { resource: Resource }) {
  const { t } = useTranslation('learning');
  const isDocument = resource.kind === 'document';
  const Icon = isDocument ? FileText : Link2;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
          <Icon aria-hidden="true" className="size-4" />
        </div>
        <div className="min-w-0">
          <h3 className="font-medium text-ink">{resource.title}</h3>
          {resource.description ? <p className="text-sm text-ink-soft">{resource.description}</p> : null}
        </div>
      </div>
      {isDocument ? (
        <DownloadButton resource={resource} />
      ) : (
        <a
          href={resource.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          aria-label={t('resources.openNamed', { title: resource.title })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('classroom.openLink')}
        </a>
      )}
    </li>
  );
}

/** `Mes ressources utiles`: the channel's documents (downloaded through the platform) and links, by category. */
export function ResourcesList({ channel, emptyIcon }: { channel: ChannelSlug; emptyIcon: React.ReactNode }) {
  const { t } = useTranslation('learning');
  const resources = useQuery(resourcesQueryOptions(channel));
  if (resources.isPending) {
    return (
      <Card className="space-y-4 p-5" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12 w-full" />
        ))}
      </Card>
    );
  }
  if (resources.isError) {
    return <LoadError message={t('resources.error')} query={resources} />;
  }
  if (resources.data.length === 0) {
    return (
      <Card>
        <EmptyState icon={emptyIcon}>{t('resources.empty')}</EmptyState>
      </Card>
    );
  }
  const categories = [...new Set(resources.data.map((resource) => resource.category))];
  return (
    <div className="space-y-6">
      {categories.map((category) => (
        <section key={category} aria-labelledby={`category-${category}`}>
          <h2 id={`category-${category}`} className="mb-3 text-lg font-semibold text-ink">
            {category}
          </h2>
          <Card>
            <ul className="divide-y divide-line">
              {resources.data
                .filter((resource) => resource.category === category)
                .map((resource) => (
                  <ResourceItem key={resource.id} resource={resource} />
                ))}
            </ul>
          </Card>
        </section>
      ))}
    </div>
  );
}
