import {
  LABELS,
  WORKS_CATEGORIES,
  formatAmount,
  worksTotalCents,
  type WorksCategory,
  type WorksLine,
} from '@campus/domain/incubator';
import { useTranslation } from '../../../lib/use-translation';
import { FormErrors } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { numberValue } from './project-form-fields';

/** Step 3, the works: a budget per category (an empty one is no line) and their total. */
export function ProjectFormWorks({
  works,
  onBudget,
  messages,
}: {
  works: readonly WorksLine[];
  onBudget: (category: WorksCategory, budget: number | undefined) => void;
  messages: (path: string) => readonly string[];
}) {
  const { t } = useTranslation('incubator');
  return (
    <div>
      <p className="mb-4 text-sm text-ink-soft">{t('form.worksHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {WORKS_CATEGORIES.map((category) => {
          const index = works.findIndex((line) => line.category === category);
          return (
            <TextField
              key={category}
              label={t('fields.budgetOf', { category: LABELS.worksCategory[category] })}
              type="number"
              min={0}
              step="0.01"
              value={works[index]?.budget ?? ''}
              onChange={(event) => onBudget(category, numberValue(event.target.value))}
              errors={index >= 0 ? messages(`works.${index}.budget`) : []}
            />
          );
        })}
      </div>
      <FormErrors className="mt-3" messages={messages('works')} />
      <p className="mt-4 flex items-center justify-between rounded-lg bg-canvas px-4 py-3 font-semibold text-ink">
        <span>{t('fields.worksTotal')}</span>
        <output aria-label={t('fields.worksTotal')}>{formatAmount(worksTotalCents(works))}</output>
      </p>
    </div>
  );
}
