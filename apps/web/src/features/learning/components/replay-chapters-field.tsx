import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import type { Violations } from '../authoring-form';

/** A chapter as typed in the form: its timestamp (`mm:ss`) and its title, keyed for React while rows come and go. */
export interface ChapterRow {
  key: number;
  at: string;
  title: string;
}

let nextChapterKey = 0;
export const chapterRow = (at = '', title = ''): ChapterRow => ({ key: nextChapterKey++, at, title });

/** A replay's chapters: rows added and removed in place, each with its timestamp and title. */
export function ReplayChaptersField({
  idPrefix,
  chapters,
  onChange,
  errors,
}: {
  idPrefix: string;
  chapters: readonly ChapterRow[];
  onChange: Dispatch<SetStateAction<ChapterRow[]>>;
  /** The server's violations, by field (`chapters.0.at`). */
  errors: Violations;
}) {
  const { t } = useTranslation('learning');
  const setChapter = (key: number, change: Partial<ChapterRow>) =>
    onChange((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset className="space-y-3 md:col-span-2">
      <legend className="text-sm font-medium text-ink">{t('replayAuthoring.chapters')}</legend>
      {chapters.length === 0 ? <p className="text-sm text-ink-soft">{t('replayAuthoring.noChapter')}</p> : null}
      <ol className="space-y-3">
        {chapters.map((chapter, index) => (
          <li key={chapter.key} className="grid grid-cols-[6.5rem_1fr] items-start gap-2 sm:grid-cols-[7rem_1fr_auto]">
            <TextField
              id={`${idPrefix}-chapter-${chapter.key}-at`}
              label={t('replayAuthoring.chapterAt', { number: index + 1 })}
              placeholder="mm:ss"
              value={chapter.at}
              onChange={(event) => setChapter(chapter.key, { at: event.target.value })}
              errors={errors[`chapters.${index}.at`]}
            />
            <TextField
              id={`${idPrefix}-chapter-${chapter.key}-title`}
              label={t('replayAuthoring.chapterTitle', { number: index + 1 })}
              value={chapter.title}
              onChange={(event) => setChapter(chapter.key, { title: event.target.value })}
              errors={errors[`chapters.${index}.title`]}
            />
            <Button
              variant="ghost"
              size="sm"
              className="col-span-2 justify-self-start sm:col-span-1 sm:mt-7"
              aria-label={t('replayAuthoring.removeChapter', { number: index + 1 })}
              onClick={() => onChange((rows) => rows.filter((row) => row.key !== chapter.key))}
            >
              {t('replayAuthoring.remove')}
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => onChange((rows) => [...rows, chapterRow()])}>
        {t('replayAuthoring.addChapter')}
      </Button>
    </fieldset>
  );
}
