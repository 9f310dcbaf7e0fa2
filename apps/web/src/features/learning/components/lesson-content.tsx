import type { Lesson } from '@campus/domain/learning';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ExternalLink } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { buttonStyles } from '../../../components/button';
import { PdfPages, type PdfPagesState } from '../../../components/pdf-pages';
import { Skeleton } from '../../../components/skeleton';
import { applyLessonProgress, saveLessonProgress } from '../api/save-lesson-progress';
import { learningKeys } from '../api/learning-query-keys';
import { useReadingTracking } from '../hooks/use-reading-tracking';
import { MediaPlayer } from './media-player';
import { ProgressBar } from './progress-bar';

function DownloadLink({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('learning');
  if (!lesson.fileUrl) return null;
  return (
    <a href={lesson.fileUrl} download className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
      <Download aria-hidden="true" className="size-4" />
      {t('classroom.download')}
    </a>
  );
}

/** A lesson read in the page: how far the member read it, tracked on scroll and kept on the server (spec 9). */
function ReadLesson({
  courseId,
  lesson,
  isReady = true,
  children,
}: {
  courseId: string;
  lesson: Lesson;
  /** False while the content is being drawn (a PDF's pages): the reading is followed once it is there. */
  isReady?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('learning');
  const client = useQueryClient();
  const contentRef = useRef<HTMLDivElement>(null);
  const read = useReadingTracking(
    contentRef,
    lesson.readPercent,
    (readPercent) => saveLessonProgress(lesson.id, { positionSeconds: 0, readPercent }),
    (progress) => applyLessonProgress(client, courseId, progress),
    isReady,
  );
  return (
    <div className="space-y-4">
      <ProgressBar value={read} label={t('classroom.reading')} className="max-w-prose" />
      <div ref={contentRef}>{children}</div>
    </div>
  );
}

/** `a;b;c` lines (the French spreadsheet export) as rows of cells. */
function parseSemicolonTable(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(';').map((cell) => cell.trim()));
}

/**
 * A lesson's file fetched to be read in the page (its URL carries the media key, so no bearer is needed), read once
 * per lesson.
 */
function useLessonFile<T>(lesson: Lesson, as: 'sheet' | 'pdf', read: (response: Response) => Promise<T>) {
  return useQuery({
    queryKey: learningKeys.lessonFile(lesson.id, as),
    queryFn: async () => {
      const response = await fetch(lesson.fileUrl ?? '');
      if (!response.ok) throw new Error(response.statusText);
      return read(response);
    },
    enabled: lesson.fileUrl !== null,
    staleTime: Infinity,
  });
}

/** A spreadsheet lesson: a CSV reads as a table in the page; any other spreadsheet is downloaded. */
function SpreadsheetLesson({ courseId, lesson }: { courseId: string; lesson: Lesson }) {
  const { t } = useTranslation('learning');
  const table = useLessonFile(lesson, 'sheet', async (response) => {
    const isCsv = response.headers.get('content-type')?.startsWith('text/csv') ?? false;
    return isCsv ? parseSemicolonTable(await response.text()) : null;
  });
  const [head, ...rows] = table.data ?? [];
  return (
    <div className="space-y-3">
      {table.isPending ? <Skeleton className="h-40 w-full" /> : null}
      {head ? (
        // Its reading is tracked once the table is there: the loading placeholder would read as seen whole.
        <ReadLesson courseId={courseId} lesson={lesson}>
          <div className="overflow-x-auto rounded-xl border border-line">
            <table className="w-full text-left text-sm">
              <thead className="bg-canvas text-ink">
                <tr>
                  {head.map((cell) => (
                    <th key={cell} scope="col" className="px-3 py-2 font-semibold">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index} className="border-t border-line">
                    {row.map((cell, cellIndex) => (
                      <td key={cellIndex} className="px-3 py-2 text-ink-soft">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ReadLesson>
      ) : table.isError ? (
        <p className="text-sm text-ink-soft">{t('classroom.fileError')}</p>
      ) : null}
      <DownloadLink lesson={lesson} />
    </div>
  );
}

/**
 * A PDF lesson: its pages drawn in the page itself (PDF.js, loaded only for a PDF lesson), so that reading it scrolls
 * the page and is followed like a text (spec 9), back at the furthest point read on the next visit; and downloadable.
 */
function PdfLesson({ courseId, lesson }: { courseId: string; lesson: Lesson }) {
  const { t } = useTranslation('learning');
  const [state, setState] = useState<PdfPagesState>('loading');
  const file = useLessonFile(lesson, 'pdf', (response) => response.blob());
  return (
    <div className="space-y-3">
      {file.isPending && lesson.fileUrl ? <Skeleton className="h-96 w-full" /> : null}
      {file.data ? (
        <ReadLesson courseId={courseId} lesson={lesson} isReady={state === 'ready'}>
          <PdfPages
            data={file.data}
            layout="page"
            label={lesson.title}
            pageLabel={(page) => t('classroom.pdfPage', { page, title: lesson.title })}
            loadingText={t('classroom.pdfLoading')}
            errorText={t('classroom.fileError')}
            onStateChange={setState}
          />
        </ReadLesson>
      ) : file.isError ? (
        <p className="text-sm text-ink-soft">{t('classroom.fileError')}</p>
      ) : null}
      <DownloadLink lesson={lesson} />
    </div>
  );
}

/** One lesson's content, by its type (spec 3.10): a player, a document in the page, an image, a link or a text. */
export function LessonContent({
  courseId,
  lesson,
  playbackRate,
}: {
  courseId: string;
  lesson: Lesson;
  playbackRate: number;
}) {
  const { t } = useTranslation('learning');
  switch (lesson.contentType) {
    case 'video':
    case 'audio':
      return <MediaPlayer key={lesson.id} courseId={courseId} lesson={lesson} playbackRate={playbackRate} />;
    case 'pdf':
      return <PdfLesson key={lesson.id} courseId={courseId} lesson={lesson} />;
    case 'excel':
      return <SpreadsheetLesson key={lesson.id} courseId={courseId} lesson={lesson} />;
    case 'image':
      return (
        <div className="space-y-3">
          {lesson.fileUrl ? (
            <img src={lesson.fileUrl} alt={lesson.title} className="w-full rounded-xl border border-line" />
          ) : null}
          <DownloadLink lesson={lesson} />
        </div>
      );
    case 'link':
      return (
        <div className="rounded-xl border border-line bg-canvas p-5">
          <p className="text-sm break-all text-ink-soft">{lesson.url}</p>
          {lesson.url ? (
            <a
              href={lesson.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('classroom.openLink')}
            </a>
          ) : null}
        </div>
      );
    case 'support':
      return (
        <ReadLesson key={lesson.id} courseId={courseId} lesson={lesson}>
          <div className="max-w-prose space-y-4 text-ink">
            {(lesson.body ?? '').split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </ReadLesson>
      );
  }
}
