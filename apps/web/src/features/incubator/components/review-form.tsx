import { LABELS, SCORE_CRITERIA, SCORE_MAX, SCORE_MIN, type ReviewScores } from '@campus/domain/incubator';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useReviewProject } from '../api/review-project';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => String(SCORE_MIN + index));
const INITIAL: ReviewScores = { profitability: 3, feasibility: 3, financing: 3, team: 3 };

/** The committee's form: a comment and a score from 1 to 5 on each stated criterion. */
export function ReviewForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('incubator');
  const review = useReviewProject(projectId);
  const [comment, setComment] = useState('');
  const [scores, setScores] = useState<ReviewScores>(INITIAL);
  const errors = isApiRequestError(review.error) ? review.error.errors : {};
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-1 text-lg font-semibold text-ink">{t('review.title')}</h2>
      <p className="mb-4 text-sm text-ink-soft">{t('review.criteria')}</p>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          review.mutate(
            { comment, scores },
            {
              onSuccess: () => {
                setComment('');
                setScores(INITIAL);
                toast({ title: t('review.sent'), variant: 'success' });
              },
            },
          );
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {SCORE_CRITERIA.map((criterion) => (
            <SelectField
              key={criterion}
              label={LABELS.scoreCriterion[criterion]}
              options={SCORES.map((value) => ({ value, label: `${value} / 5` }))}
              value={String(scores[criterion])}
              onChange={(event) => setScores({ ...scores, [criterion]: Number(event.target.value) })}
              errors={errors[`scores.${criterion}`]}
            />
          ))}
        </div>
        <TextareaField
          label={t('review.comment')}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          errors={errors.comment}
        />
        <FormErrors messages={review.error && !errors.comment ? [review.error.message] : []} />
        <div>
          <Button type="submit" isLoading={review.isPending}>
            {t('review.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
