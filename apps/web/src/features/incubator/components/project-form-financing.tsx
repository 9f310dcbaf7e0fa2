import { useTranslation } from '../../../lib/use-translation';
import { TextField } from '../../../components/form/text-field';
import { numberValue, type DraftStepProps } from './project-form-fields';

const FINANCING_FIELDS = ['equity', 'loanAmount', 'investorsAmount', 'expectedResalePrice'] as const;

/** Step 4, the financing: equity, bank loan, investors and the expected resale price. */
export function ProjectFormFinancing({ value: financing, onChange, messages }: DraftStepProps<'financing'>) {
  const { t } = useTranslation('incubator');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FINANCING_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`fields.${field}`)}
          type="number"
          min={0}
          step="0.01"
          value={financing[field] ?? ''}
          onChange={(event) => onChange({ [field]: numberValue(event.target.value) })}
          errors={messages(`financing.${field}`)}
        />
      ))}
    </div>
  );
}
