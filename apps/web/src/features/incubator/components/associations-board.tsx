import { INVESTOR_KINDS, LABELS, type Association, type InvestorKind } from '@campus/domain/incubator';
import { formatShortDate } from '@campus/domain/shared';
import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCreateAssociation } from '../api/create-association';
import { useAssociations } from '../api/get-associations';
import { useJoinAssociation } from '../api/join-association';
import { useQuitAssociation } from '../api/quit-association';
import { useSetAssociationStatus } from '../api/set-association-status';
import { useMyProjects } from '../api/get-my-projects';
import { LoadError } from '../../../components/load-error';

function AssociationCard({ association, isHighlighted }: { association: Association; isHighlighted: boolean }) {
  const { t } = useTranslation('incubator');
  const join = useJoinAssociation();
  const quit = useQuitAssociation();
  const setStatus = useSetAssociationStatus();
  const error = join.error ?? quit.error ?? setStatus.error;
  const isOpen = association.status === 'IN_PROGRESS';
  return (
    <Card className={cn('p-4 sm:p-5', isHighlighted && 'ring-2 ring-accent')}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-ink">{association.title}</h2>
          <p className="mt-1 text-sm text-ink-soft">
            {[association.projectName, association.owner.name, formatShortDate(association.createdAt)].join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 text-xs">
          <span className="rounded-full bg-accent-soft px-2.5 py-0.5 font-medium text-accent">
            {LABELS.investorKind[association.investorKind]}
          </span>
          <span className="rounded-full border border-line px-2.5 py-0.5 font-medium text-ink-soft">
            {LABELS.associationStatus[association.status]}
          </span>
        </div>
      </div>
      {association.description && <p className="mt-3 text-sm text-ink">{association.description}</p>}
      <p className="mt-3 text-sm text-ink-soft">
        {association.members.length === 0
          ? t('associations.noMembers')
          : t('associations.members', { names: association.members.map((member) => member.name).join(', ') })}
      </p>
      <FormErrors className="mt-3" messages={error ? [error.message] : []} />
      <div className="mt-3 flex flex-wrap gap-2">
        {association.isOwner ? (
          <Button
            variant="secondary"
            size="sm"
            isLoading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: association.id, status: isOpen ? 'CLOSED' : 'IN_PROGRESS' })}
          >
            {isOpen ? t('associations.close') : t('associations.reopen')}
          </Button>
        ) : association.isMember ? (
          <Button variant="secondary" size="sm" isLoading={quit.isPending} onClick={() => quit.mutate(association.id)}>
            {t('associations.quit')}
          </Button>
        ) : (
          isOpen && (
            <Button size="sm" isLoading={join.isPending} onClick={() => join.mutate(association.id)}>
              {t('associations.join')}
            </Button>
          )
        )}
      </div>
    </Card>
  );
}

function CreateAssociation() {
  const { t } = useTranslation('incubator');
  const projects = useMyProjects();
  const create = useCreateAssociation();
  const [projectId, setProjectId] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [investorKind, setInvestorKind] = useState<InvestorKind>('ACTIVE_INVESTOR');
  const errors = isApiRequestError(create.error) ? create.error.errors : {};
  const own = (projects.data ?? []).filter((project) => project.state !== 'DRAFT');
  if (own.length === 0) return null;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-ink">{t('associations.publish')}</h2>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { projectId, title, description, investorKind },
            {
              onSuccess: () => {
                setTitle('');
                setDescription('');
                toast({ title: t('associations.published'), variant: 'success' });
              },
            },
          );
        }}
      >
        <SelectField
          label={t('associations.project')}
          options={[
            { value: '', label: t('form.choose') },
            ...own.map((project) => ({ value: project.id, label: project.name })),
          ]}
          value={projectId}
          onChange={(event) => setProjectId(event.target.value)}
          errors={errors.projectId}
        />
        <SelectField
          label={t('associations.investorKind')}
          options={INVESTOR_KINDS.map((kind) => ({ value: kind, label: LABELS.investorKind[kind] }))}
          value={investorKind}
          onChange={(event) => setInvestorKind(event.target.value as InvestorKind)}
        />
        <TextField
          className="sm:col-span-2"
          label={t('associations.title')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          errors={errors.title}
        />
        <TextareaField
          className="sm:col-span-2"
          label={t('associations.description')}
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          errors={errors.description}
        />
        <div>
          <Button type="submit" isLoading={create.isPending}>
            {t('associations.publishButton')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The association engine: offers on projects, joined and quit by members; the owner publishes and closes them. */
export function AssociationsBoard({ highlightedId }: { highlightedId: string | null }) {
  const { t } = useTranslation('incubator');
  const associations = useAssociations();
  return (
    <div className="grid gap-4">
      <CreateAssociation />
      {associations.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-32 w-full rounded-xl" />
          ))}
        </div>
      ) : associations.isError ? (
        <LoadError message={t('loadError')} query={associations} />
      ) : associations.data.length === 0 ? (
        <Card className="p-6">
          <EmptyState icon={<Handshake />}>{t('associations.empty')}</EmptyState>
        </Card>
      ) : (
        <ul className="grid gap-3">
          {associations.data.map((association) => (
            <li key={association.id}>
              <AssociationCard association={association} isHighlighted={association.id === highlightedId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
