import { LABELS, type AuditStatus, type Project, type ProjectState } from '@campus/domain/incubator';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { toast } from '../../../components/toast';
import { useSetProjectStatus } from '../api/set-project-status';

/**
 * The admin's decision (MDB_ADMIN): the next state and audit status the domain's transitions allow, and a note (the
 * parts asked for with MISSING_PARTS). The owner is notified live of each change.
 */
export function StatusPanel({ project }: { project: Project }) {
  const { t } = useTranslation('incubator');
  const change = useSetProjectStatus(project.id);
  const [state, setState] = useState<ProjectState | ''>('');
  const [auditStatus, setAuditStatus] = useState<AuditStatus | ''>('');
  const [note, setNote] = useState('');
  const { states, auditStatuses } = project.allowed;
  if (states.length === 0 && auditStatuses.length === 0) return null;
  return (
    <Card className="border-accent/30 p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-ink">{t('admin.decide')}</h2>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { ...(state && { state }), ...(auditStatus && { auditStatus }), note },
            {
              onSuccess: () => {
                setState('');
                setAuditStatus('');
                setNote('');
                toast({ title: t('admin.saved'), variant: 'success' });
              },
            },
          );
        }}
      >
        <SelectField
          label={t('admin.newState')}
          options={[
            { value: '', label: t('admin.unchanged', { value: LABELS.state[project.state] }) },
            ...states.map((value) => ({ value, label: LABELS.state[value] })),
          ]}
          value={state}
          onChange={(event) => setState(event.target.value as ProjectState | '')}
        />
        <SelectField
          label={t('admin.newAudit')}
          options={[
            {
              value: '',
              label: t('admin.unchanged', {
                value: project.auditStatus ? LABELS.auditStatus[project.auditStatus] : t('admin.noAudit'),
              }),
            },
            ...auditStatuses.map((value) => ({ value, label: LABELS.auditStatus[value] })),
          ]}
          value={auditStatus}
          onChange={(event) => setAuditStatus(event.target.value as AuditStatus | '')}
        />
        <TextareaField
          className="sm:col-span-2"
          label={t('admin.note')}
          hint={t('admin.noteHint')}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormErrors className="sm:col-span-2" messages={change.error ? [change.error.message] : []} />
        <div>
          <Button type="submit" isLoading={change.isPending} disabled={!state && !auditStatus}>
            {t('admin.apply')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
