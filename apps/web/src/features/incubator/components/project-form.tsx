import { PROJECT_STEPS, STEP_TITLES, type Project, type ProjectStep } from '@campus/domain/incubator';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormErrors } from '../../../components/form/form-errors';
import { cn } from '../../../lib/cn';
import { useProjectDraft } from '../hooks/use-project-draft';
import { ProjectFormFiles } from './project-form-files';
import { ProjectFormFinancing } from './project-form-financing';
import { ProjectFormOperation } from './project-form-operation';
import { ProjectFormProperty } from './project-form-property';
import { ProjectFormTeam } from './project-form-team';
import { ProjectFormWorks } from './project-form-works';

interface ProjectFormProps {
  /** The project resumed, or none for a new one. */
  project?: Project;
}

/**
 * The submission form in steps (spec 2.6): the steps' list, the step shown, and the buttons to go back, save the
 * draft, go on or submit; useProjectDraft holds what is filled in and saves it.
 */
export function ProjectForm({ project }: ProjectFormProps) {
  const { t } = useTranslation('incubator');
  const form = useProjectDraft(project);
  const { draft, messages, stepIndex, busy } = form;
  const stepContent: Record<ProjectStep, ReactNode> = {
    property: (
      <ProjectFormProperty
        value={draft.property}
        onChange={(value) => form.update('property', value)}
        messages={messages}
      />
    ),
    operation: (
      <ProjectFormOperation
        value={draft.operation}
        onChange={(value) => form.update('operation', value)}
        messages={messages}
      />
    ),
    works: <ProjectFormWorks works={draft.works} onBudget={form.setWorksBudget} messages={messages} />,
    financing: (
      <ProjectFormFinancing
        value={draft.financing}
        onChange={(value) => form.update('financing', value)}
        messages={messages}
      />
    ),
    team: (
      <ProjectFormTeam
        value={draft.team}
        onChange={(value) => form.update('team', value)}
        messages={messages}
        skillMessages={form.messagesWithin('team.skills')}
      />
    ),
    files: (
      <ProjectFormFiles
        files={form.files}
        progress={form.progress}
        messages={messages}
        canUpload={form.canUpload}
        onFile={(category, file) => void form.upload(category, file)}
        onRemove={(fileId) => void form.removeFile(fileId)}
      />
    ),
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void (form.isLast ? form.submit() : form.goNext());
      }}
    >
      <ol className="mb-6 flex gap-1 overflow-x-auto pb-1" aria-label={t('form.steps')}>
        {PROJECT_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === stepIndex ? 'step' : undefined}
            className={cn(
              'flex min-w-24 flex-1 flex-col gap-1 border-t-4 pt-2 text-xs',
              index <= stepIndex ? 'border-accent text-ink' : 'border-line text-ink-faint',
            )}
          >
            <span>{t('form.stepNumber', { number: index + 1 })}</span>
            <span className="font-medium">{STEP_TITLES[name]}</span>
          </li>
        ))}
      </ol>
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-ink">{STEP_TITLES[form.step]}</h2>
        <FormErrors className="mb-4" messages={form.formError ? [form.formError] : []} />
        {stepContent[form.step]}
      </Card>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="secondary" disabled={stepIndex === 0 || busy !== null} onClick={form.goBack}>
          {t('form.previous')}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="ghost"
            isLoading={busy === 'draft'}
            disabled={busy !== null}
            onClick={() => void form.saveOnly()}
          >
            {t('form.saveDraft')}
          </Button>
          {form.isLast ? (
            <Button type="submit" isLoading={busy === 'submit'} disabled={busy !== null}>
              {t('form.submit')}
            </Button>
          ) : (
            <Button type="submit" isLoading={busy === 'next'} disabled={busy !== null}>
              {t('form.next')}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
