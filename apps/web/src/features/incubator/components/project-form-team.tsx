import { LABELS, PROFESSIONAL_STATUSES } from '@campus/domain/incubator';
import { useTranslation } from '../../../lib/use-translation';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { choiceOptions, type DraftStepProps } from './project-form-fields';
import { TagInput } from './tag-input';

/** Step 5, the team: the member's professional status, the team's skills (tags) and its experience. */
export function ProjectFormTeam({
  value: team,
  onChange,
  messages,
  skillMessages,
}: DraftStepProps<'team'> & {
  /** The messages of the skills and of each one (`team.skills.0`). */
  skillMessages: readonly string[];
}) {
  const { t } = useTranslation('incubator');
  return (
    <div className="grid gap-4">
      <SelectField
        label={t('fields.professionalStatus')}
        options={choiceOptions(PROFESSIONAL_STATUSES, LABELS.professionalStatus, t('form.choose'))}
        value={team.professionalStatus ?? ''}
        onChange={(event) =>
          onChange({ professionalStatus: (event.target.value || undefined) as typeof team.professionalStatus })
        }
        errors={messages('team.professionalStatus')}
      />
      <TagInput
        label={t('fields.skills')}
        tags={team.skills ?? []}
        onChange={(skills) => onChange({ skills })}
        errors={skillMessages}
      />
      <TextareaField
        label={t('fields.experience')}
        rows={4}
        value={team.experience ?? ''}
        onChange={(event) => onChange({ experience: event.target.value })}
        errors={messages('team.experience')}
      />
    </div>
  );
}
