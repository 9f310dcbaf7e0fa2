import {
  FILE_CATEGORIES,
  LABELS,
  OPERATION_TYPES,
  PROFESSIONAL_STATUSES,
  PROJECT_OWNERS,
  PROJECT_STEPS,
  PROPERTY_TYPES,
  STEP_SCHEMAS,
  STEP_TITLES,
  WISHES,
  WORKS_CATEGORIES,
  formatAmount,
  submitProjectRequestSchema,
  worksTotalCents,
  type FileCategory,
  type Project,
  type ProjectDraftInput,
  type ProjectStep,
  type WorksLine,
} from '@campus/domain/incubator';
import { FRANCE_DEPARTMENTS } from '@campus/domain/network';
import { violationsFromIssues, type FieldViolations } from '@campus/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FileDropZone } from '../../../components/form/file-drop-zone';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { INCUBATOR_QUERY_KEY, projectQueryKey } from '../api/incubator-query-keys';
import { deleteProjectFile } from '../api/delete-project-file';
import { saveProject, type SaveMode } from '../api/save-project';
import { TagInput } from './tag-input';

type Draft = Required<Pick<ProjectDraftInput, 'property' | 'operation' | 'financing' | 'team'>> & {
  works: WorksLine[];
};

const EMPTY: Draft = { property: {}, operation: { wishes: [] }, works: [], financing: {}, team: { skills: [] } };

const draftOf = (project: Project | undefined): Draft =>
  project
    ? {
        property: project.property,
        operation: { wishes: [], ...project.operation },
        works: project.works,
        financing: project.financing,
        team: { skills: [], ...project.team },
      }
    : EMPTY;

/** The step's violations, keyed by the path the server uses (`property.name`, `works.0.budget`). */
function stepViolations(step: ProjectStep, draft: Draft): FieldViolations {
  if (step === 'files') return {};
  const value = step === 'works' ? { works: draft.works } : draft[step];
  const result = z.safeParse(STEP_SCHEMAS[step], value);
  if (result.success) return {};
  const violations = violationsFromIssues(result.error.issues);
  if (step === 'works') return violations;
  return Object.fromEntries(Object.entries(violations).map(([path, messages]) => [`${step}.${path}`, messages]));
}

const numberValue = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(',', '.')));
const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>, empty: string) => [
  { value: '', label: empty },
  ...values.map((value) => ({ value, label: labels[value] })),
];

interface ProjectFormProps {
  /** The project resumed, or none for a new one. */
  project?: Project;
}

/**
 * The submission form in steps (spec 2.6): each step is checked with the domain's schema before going on and saved as
 * a draft, so the member resumes it on any device; the last step submits the whole project to the committee.
 */
export function ProjectForm({ project }: ProjectFormProps) {
  const { t } = useTranslation('incubator');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [, setSearch] = useSearchParams();
  const [id, setId] = useState<string | null>(project?.id ?? null);
  const [stepIndex, setStepIndex] = useState(Math.min(project?.step ?? 0, PROJECT_STEPS.length - 1));
  const [draft, setDraft] = useState<Draft>(() => draftOf(project));
  const [files, setFiles] = useState(project?.files ?? []);
  const [errors, setErrors] = useState<FieldViolations>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<SaveMode | 'next' | null>(null);
  const [progress, setProgress] = useState<Partial<Record<FileCategory, number>>>({});
  const step = PROJECT_STEPS[stepIndex] ?? 'property';

  const messages = (path: string) => errors[path] ?? [];
  const update = <Key extends keyof Draft>(key: Key, value: Partial<Draft[Key]>) =>
    setDraft((current) => ({ ...current, [key]: { ...current[key], ...value } }));

  const remember = (saved: Project) => {
    queryClient.setQueryData(projectQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: INCUBATOR_QUERY_KEY });
    setFiles(saved.files);
    if (!id) {
      setId(saved.id);
      setSearch({ id: saved.id }, { replace: true });
    }
  };

  const failed = (error: unknown) => {
    if (isApiRequestError(error)) {
      setErrors(error.errors);
      setFormError(error.message);
    } else setFormError(t('form.failed'));
  };

  /** Saves what is filled in (a draft); the first save creates the project. */
  const saveDraft = async (nextStep: number) => {
    const data: ProjectDraftInput = { step: nextStep, ...draft };
    const saved = await saveProject(id ? 'draft' : 'create', id, data);
    remember(saved);
    return saved;
  };

  const run = async (kind: SaveMode | 'next', work: () => Promise<void>) => {
    setBusy(kind);
    setFormError(null);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const goNext = () =>
    run('next', async () => {
      const violations = stepViolations(step, draft);
      setErrors(violations);
      if (Object.keys(violations).length > 0) return;
      await saveDraft(stepIndex + 1);
      setStepIndex(stepIndex + 1);
    });

  const saveOnly = () =>
    run('draft', async () => {
      setErrors({});
      if (!draft.property.name?.trim()) {
        setErrors({ 'property.name': stepViolations('property', draft)['property.name'] ?? [] });
        setStepIndex(0);
        return;
      }
      await saveDraft(stepIndex);
      toast({ title: t('form.draftSaved'), variant: 'success' });
    });

  const submit = () =>
    run('submit', async () => {
      const result = z.safeParse(submitProjectRequestSchema, { step: stepIndex, ...draft });
      if (!result.success) {
        const violations = violationsFromIssues(result.error.issues);
        setErrors(violations);
        const firstStep = PROJECT_STEPS.findIndex((name) =>
          Object.keys(violations).some((path) => path === name || path.startsWith(`${name}.`)),
        );
        if (firstStep >= 0) setStepIndex(firstStep);
        setFormError(t('form.incomplete'));
        return;
      }
      const saved = await saveProject('submit', id, { step: stepIndex, ...draft });
      remember(saved);
      toast({ title: t('form.submitted'), variant: 'success' });
      await navigate(paths.mdb.project(saved.id));
    });

  const upload = async (category: FileCategory, file: File) => {
    setFormError(null);
    setProgress((current) => ({ ...current, [category]: 0 }));
    try {
      const saved = await saveProject('draft', id, {}, [{ category, file }], (percent) =>
        setProgress((current) => ({ ...current, [category]: percent })),
      );
      remember(saved);
      setErrors({});
    } catch (error) {
      failed(error);
    } finally {
      setProgress((current) => ({ ...current, [category]: undefined }));
    }
  };

  const removeFile = async (fileId: string) => {
    if (!id) return;
    try {
      await deleteProjectFile(id, fileId);
      setFiles((current) => current.filter((file) => file.id !== fileId));
      void queryClient.invalidateQueries({ queryKey: INCUBATOR_QUERY_KEY });
    } catch (error) {
      failed(error);
    }
  };

  const { property, operation, financing, team } = draft;
  const stepContent: Record<ProjectStep, ReactNode> = {
    property: (
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('fields.name')}
          value={property.name ?? ''}
          onChange={(event) => update('property', { name: event.target.value })}
          errors={messages('property.name')}
        />
        <SelectField
          label={t('fields.propertyType')}
          options={options(PROPERTY_TYPES, LABELS.propertyType, t('form.choose'))}
          value={property.propertyType ?? ''}
          onChange={(event) =>
            update('property', { propertyType: (event.target.value || undefined) as typeof property.propertyType })
          }
          errors={messages('property.propertyType')}
        />
        <TextField
          label={t('fields.address')}
          value={property.address ?? ''}
          onChange={(event) => update('property', { address: event.target.value })}
          errors={messages('property.address')}
        />
        <TextField
          label={t('fields.postalCode')}
          inputMode="numeric"
          value={property.postalCode ?? ''}
          onChange={(event) => update('property', { postalCode: event.target.value })}
          errors={messages('property.postalCode')}
        />
        <TextField
          label={t('fields.city')}
          value={property.city ?? ''}
          onChange={(event) => update('property', { city: event.target.value })}
          errors={messages('property.city')}
        />
        <SelectField
          label={t('fields.department')}
          options={[
            { value: '', label: t('form.choose') },
            ...FRANCE_DEPARTMENTS.map((item) => ({ value: item.code, label: `${item.code} - ${item.name}` })),
          ]}
          value={property.department ?? ''}
          onChange={(event) =>
            update('property', { department: (event.target.value || undefined) as typeof property.department })
          }
          errors={messages('property.department')}
        />
        <TextField
          label={t('fields.surface')}
          type="number"
          min={1}
          value={property.surface ?? ''}
          onChange={(event) => update('property', { surface: numberValue(event.target.value) })}
          errors={messages('property.surface')}
        />
        <TextField
          label={t('fields.price')}
          type="number"
          min={0}
          step="0.01"
          value={property.price ?? ''}
          onChange={(event) => update('property', { price: numberValue(event.target.value) })}
          errors={messages('property.price')}
        />
      </div>
    ),
    operation: (
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('fields.operationType')}
          options={options(OPERATION_TYPES, LABELS.operationType, t('form.choose'))}
          value={operation.operationType ?? ''}
          onChange={(event) =>
            update('operation', { operationType: (event.target.value || undefined) as typeof operation.operationType })
          }
          errors={messages('operation.operationType')}
        />
        <SelectField
          label={t('fields.projectOwner')}
          options={options(PROJECT_OWNERS, LABELS.projectOwner, t('form.choose'))}
          value={operation.projectOwner ?? ''}
          onChange={(event) =>
            update('operation', { projectOwner: (event.target.value || undefined) as typeof operation.projectOwner })
          }
          errors={messages('operation.projectOwner')}
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('fields.wishes')}</legend>
          <div className="flex flex-wrap gap-4">
            {WISHES.map((wish) => (
              <label key={wish} className="inline-flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--color-accent)]"
                  checked={operation.wishes?.includes(wish) ?? false}
                  onChange={(event) =>
                    update('operation', {
                      wishes: event.target.checked
                        ? [...(operation.wishes ?? []), wish]
                        : (operation.wishes ?? []).filter((other) => other !== wish),
                    })
                  }
                />
                {LABELS.wish[wish]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextareaField
          className="sm:col-span-2"
          label={t('fields.description')}
          rows={4}
          value={operation.description ?? ''}
          onChange={(event) => update('operation', { description: event.target.value })}
          errors={messages('operation.description')}
        />
      </div>
    ),
    works: (
      <div>
        <p className="mb-4 text-sm text-ink-soft">{t('form.worksHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {WORKS_CATEGORIES.map((category) => {
            const index = draft.works.findIndex((line) => line.category === category);
            const line = draft.works[index];
            return (
              <TextField
                key={category}
                label={t('fields.budgetOf', { category: LABELS.worksCategory[category] })}
                type="number"
                min={0}
                step="0.01"
                value={line?.budget ?? ''}
                onChange={(event) => {
                  const budget = numberValue(event.target.value);
                  setDraft((current) => ({
                    ...current,
                    works:
                      budget === undefined
                        ? current.works.filter((other) => other.category !== category)
                        : line
                          ? current.works.map((other) => (other.category === category ? { category, budget } : other))
                          : [...current.works, { category, budget }],
                  }));
                }}
                errors={index >= 0 ? messages(`works.${index}.budget`) : []}
              />
            );
          })}
        </div>
        <FormErrors className="mt-3" messages={messages('works')} />
        <p className="mt-4 flex items-center justify-between rounded-lg bg-canvas px-4 py-3 font-semibold text-ink">
          <span>{t('fields.worksTotal')}</span>
          <output aria-label={t('fields.worksTotal')}>{formatAmount(worksTotalCents(draft.works))}</output>
        </p>
      </div>
    ),
    financing: (
      <div className="grid gap-4 sm:grid-cols-2">
        {(['equity', 'loanAmount', 'investorsAmount', 'expectedResalePrice'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`fields.${field}`)}
            type="number"
            min={0}
            step="0.01"
            value={financing[field] ?? ''}
            onChange={(event) => update('financing', { [field]: numberValue(event.target.value) })}
            errors={messages(`financing.${field}`)}
          />
        ))}
      </div>
    ),
    team: (
      <div className="grid gap-4">
        <SelectField
          label={t('fields.professionalStatus')}
          options={options(PROFESSIONAL_STATUSES, LABELS.professionalStatus, t('form.choose'))}
          value={team.professionalStatus ?? ''}
          onChange={(event) =>
            update('team', { professionalStatus: (event.target.value || undefined) as typeof team.professionalStatus })
          }
          errors={messages('team.professionalStatus')}
        />
        <TagInput
          label={t('fields.skills')}
          tags={team.skills ?? []}
          onChange={(skills) => update('team', { skills })}
          errors={Object.entries(errors)
            .filter(([path]) => path.startsWith('team.skills'))
            .flatMap(([, list]) => list)}
        />
        <TextareaField
          label={t('fields.experience')}
          rows={4}
          value={team.experience ?? ''}
          onChange={(event) => update('team', { experience: event.target.value })}
          errors={messages('team.experience')}
        />
      </div>
    ),
    files: (
      <div className="grid gap-6">
        {FILE_CATEGORIES.map((category) => {
          const own = files.filter((file) => file.category === category);
          return (
            <section key={category} aria-labelledby={`files-${category}`}>
              <h3 id={`files-${category}`} className="mb-2 text-sm font-semibold text-ink">
                {LABELS.fileCategory[category]}
              </h3>
              {own.length > 0 && (
                <ul className="mb-3 grid gap-2">
                  {own.map((file) => (
                    <li
                      key={file.id}
                      className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 text-sm"
                    >
                      <span className="flex min-w-0 items-center gap-2">
                        <FileText aria-hidden="true" className="size-4 shrink-0 text-ink-faint" />
                        <span className="truncate">{file.name}</span>
                      </span>
                      <Button
                        type="button"
                        variant="danger-ghost"
                        size="sm"
                        icon={<Trash2 aria-hidden="true" className="size-4" />}
                        aria-label={t('form.removeFile', { name: file.name })}
                        onClick={() => void removeFile(file.id)}
                      >
                        {t('form.remove')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <FileDropZone
                label={t('form.addFile', { category: LABELS.fileCategory[category] })}
                instructions={t('form.dropInstructions')}
                hint={t('form.dropHint')}
                accept={category === 'photos' ? 'image/*' : 'application/pdf,image/*'}
                wrongTypeMessage={t('form.wrongType')}
                progress={progress[category] ?? null}
                progressLabel={t('form.uploading', { category: LABELS.fileCategory[category] })}
                errors={messages(category)}
                disabled={!id}
                onFile={(file) => void upload(category, file)}
              />
            </section>
          );
        })}
      </div>
    ),
  };

  const isLast = stepIndex === PROJECT_STEPS.length - 1;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void (isLast ? submit() : goNext());
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
        <h2 className="mb-4 text-lg font-semibold text-ink">{STEP_TITLES[step]}</h2>
        <FormErrors className="mb-4" messages={formError ? [formError] : []} />
        {stepContent[step]}
      </Card>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={stepIndex === 0 || busy !== null}
          onClick={() => {
            setErrors({});
            setStepIndex(stepIndex - 1);
          }}
        >
          {t('form.previous')}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="ghost"
            isLoading={busy === 'draft'}
            disabled={busy !== null}
            onClick={() => void saveOnly()}
          >
            {t('form.saveDraft')}
          </Button>
          {isLast ? (
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
