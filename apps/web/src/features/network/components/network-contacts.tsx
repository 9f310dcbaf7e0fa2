import { departmentName, type NetworkContact } from '@campus/domain/network';
import { ExternalLink, Globe, Mail, MapPin } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { useExperts } from '../api/get-experts';
import { useNetworkContacts } from '../api/get-network-contacts';
import { usePointsOfSale } from '../api/get-points-of-sale';
import { CardsSkeleton, ListEmpty, ListError } from './list-states';

function ContactCard({ contact }: { contact: NetworkContact }) {
  const { t } = useTranslation('network');
  const department = contact.departmentCode ? departmentName(contact.departmentCode) : null;
  return (
    <Card id={contact.id} className="flex h-full flex-col gap-3 p-5">
      <div>
        <h3 className="text-base font-semibold text-ink">{contact.name}</h3>
        <p className="text-sm text-accent">{contact.trade}</p>
      </div>
      {contact.description ? <p className="line-clamp-2 text-sm text-ink-soft">{contact.description}</p> : null}
      {department ? (
        <p className="flex items-center gap-1.5 text-sm text-ink-faint">
          <MapPin className="size-4" aria-hidden="true" />
          {department}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-1 text-sm">
        {contact.contactKind === 'MAIL' ? (
          <a
            href={`mailto:${contact.contact}`}
            className="inline-flex items-center gap-1.5 font-medium text-accent hover:underline"
            aria-label={t('contacts.write', { name: contact.name })}
          >
            <Mail className="size-4" aria-hidden="true" />
            {contact.contact}
          </a>
        ) : (
          <a
            href={contact.contact}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 font-medium text-accent hover:underline"
            aria-label={t('contacts.website', { name: contact.name })}
          >
            <Globe className="size-4" aria-hidden="true" />
            {contact.contact.replace(/^https?:\/\//, '')}
          </a>
        )}
        {contact.socials.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('contacts.socials', { name: contact.name })}>
            {contact.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noreferrer"
                  className="rounded-md border border-line px-2 py-0.5 text-xs text-ink-soft hover:bg-canvas"
                >
                  {t(`contacts.networks.${social.network}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}

/** Partners or good contacts (trades and services): their business contact and social links. */
export function NetworkContactList({ kind, icon }: { kind: 'partners' | 'good-contacts'; icon?: ReactNode }) {
  const { t } = useTranslation('network');
  const contacts = useNetworkContacts(kind);
  if (contacts.isPending) return <CardsSkeleton count={3} />;
  if (contacts.isError) return <ListError query={contacts} />;
  if (contacts.data.length === 0) return <ListEmpty icon={icon}>{t('contacts.empty')}</ListEmpty>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {contacts.data.map((contact) => (
        <li key={contact.id}>
          <ContactCard contact={contact} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A list of spec 7.1 fetched once in its `{ success, data }` envelope: on failure an empty list and an error state.
 */
function FetchedOnceList<Item extends { id: string }>({
  query,
  empty,
  className,
  children,
}: {
  query: UseQueryResult<{ success: boolean; data: Item[] }>;
  empty: string;
  className: string;
  children: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <CardsSkeleton count={3} />;
  const items = query.data?.success ? query.data.data : [];
  return (
    <div className="space-y-3">
      {query.isError ? <ListError query={query} /> : null}
      {!query.isError && items.length === 0 ? <ListEmpty>{empty}</ListEmpty> : null}
      <ul className={className}>
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The experts (spec 7.1 `/experts/full`). */
export function ExpertList() {
  const { t } = useTranslation('network');
  return (
    <FetchedOnceList
      query={useExperts()}
      empty={t('partners.expertsEmpty')}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {(expert) => (
        <Card className="flex h-full flex-col gap-2 p-5">
          <h3 className="text-base font-semibold text-ink">{expert.name}</h3>
          <p className="text-sm text-accent">{expert.speciality}</p>
          {expert.description ? <p className="text-sm text-ink-soft">{expert.description}</p> : null}
          {expert.website ? (
            <a
              href={expert.website}
              target="_blank"
              rel="noreferrer"
              className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
            >
              {t('partners.visit')}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : null}
        </Card>
      )}
    </FetchedOnceList>
  );
}

/** The training points of sale (spec 7.1 `/pdvs/light`). */
export function PointOfSaleList() {
  const { t } = useTranslation('network');
  return (
    <FetchedOnceList
      query={usePointsOfSale()}
      empty={t('partners.pdvsEmpty')}
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4"
    >
      {(pdv) => (
        <Card className="p-4">
          <h3 className="font-semibold text-ink">{pdv.name}</h3>
          <p className="text-sm text-ink-soft">
            {pdv.city} · {departmentName(pdv.departmentCode) ?? pdv.departmentCode}
          </p>
          {pdv.website ? (
            <a
              href={pdv.website}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-medium text-accent hover:underline"
            >
              {t('partners.visit')}
            </a>
          ) : null}
        </Card>
      )}
    </FetchedOnceList>
  );
}
