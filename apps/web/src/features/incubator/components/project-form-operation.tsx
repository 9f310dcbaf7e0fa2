import { LABELS, OPERATION_TYPES, PROJECT_OWNERS, WISHES } from '@campus/domain/incubator';
import { useTranslation } from '../../../lib/use-translation';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { choiceOptions, type DraftStepProps } from './project-form-fields';

/** Step 2, the operation: its type, who carries it, what the member wishes from the incubator, a description. */
export function ProjectFormOperation({ value: operation, onChange, messages }: DraftStepProps<'operation'>) {
  const { t } = useTranslation('incubator');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('fields.operationType')}
        options={choiceOptions(OPERATION_TYPES, LABELS.operationType, t('form.choose'))}
        value={operation.operationType ?? ''}
        onChange={(event) =>
          onChange({ operationType: (event.target.value || undefined) as typeof operation.operationType })
        }
        errors={messages('operation.operationType')}
      />
      <SelectField
        label={t('fields.projectOwner')}
        options={choiceOptions(PROJECT_OWNERS, LABELS.projectOwner, t('form.choose'))}
        value={operation.projectOwner ?? ''}
        onChange={(event) =>
          onChange({ projectOwner: (event.target.value || undefined) as typeof operation.projectOwner })
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
                  onChange({
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
        onChange={(event) => onChange({ description: event.target.value })}
        errors={messages('operation.description')}
      />
    </div>
  );
}
