import {
  PROJECT_STEPS,
  STEP_SCHEMAS,
  submitProjectRequestSchema,
  type FileCategory,
  type Project,
  type ProjectDraftInput,
  type ProjectStep,
  type WorksCategory,
  type WorksLine,
} from '@campus/domain/incubator';
import { violationsFromIssues, type FieldViolations } from '@campus/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { INCUBATOR_QUERY_KEY, projectQueryKey } from '../api/incubator-query-keys';
import { deleteProjectFile } from '../api/delete-project-file';
import { saveProject, type SaveMode } from '../api/save-project';

/** What the form holds of a project: one part per step (the files are sent on their own). */
export type Draft = Required<Pick<ProjectDraftInput, 'property' | 'operation' | 'financing' | 'team'>> & {
  works: WorksLine[];
};
/** The parts of the draft made of fields (the works are budget lines). */
export type DraftPart = 'property' | 'operation' | 'financing' | 'team';

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

/** The works with one category's budget set, changed, or (undefined) removed. */
function withBudget(works: WorksLine[], category: WorksCategory, budget: number | undefined): WorksLine[] {
  if (budget === undefined) return works.filter((line) => line.category !== category);
  return works.some((line) => line.category === category)
    ? works.map((line) => (line.category === category ? { category, budget } : line))
    : [...works, { category, budget }];
}

/**
 * The submission form's state (spec 2.6): the step shown, the draft, its files and their uploads, the violations. Each
 * step is checked with the domain's schema before going on and saved as a draft (the first save creates the project
 * and names it in the address), so the member resumes it on any device; the last step submits the whole project.
 */
export function useProjectDraft(project: Project | undefined) {
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

  const update = <Part extends DraftPart>(part: Part, value: Partial<Draft[Part]>) =>
    setDraft((current) => ({ ...current, [part]: { ...current[part], ...value } }));
  const setWorksBudget = (category: WorksCategory, budget: number | undefined) =>
    setDraft((current) => ({ ...current, works: withBudget(current.works, category, budget) }));

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

  const goBack = () => {
    setErrors({});
    setStepIndex(stepIndex - 1);
  };

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

  return {
    step,
    stepIndex,
    isLast: stepIndex === PROJECT_STEPS.length - 1,
    draft,
    files,
    /** Files go to a project already saved. */
    canUpload: id !== null,
    progress,
    formError,
    busy,
    /** The messages of one field, by the server's path (`property.name`). */
    messages: (path: string) => errors[path] ?? [],
    /** The messages of a field and of its items (`team.skills`, `team.skills.0`). */
    messagesWithin: (path: string) =>
      Object.entries(errors)
        .filter(([other]) => other.startsWith(path))
        .flatMap(([, list]) => list),
    update,
    setWorksBudget,
    goNext,
    goBack,
    saveOnly,
    submit,
    upload,
    removeFile,
  };
}
