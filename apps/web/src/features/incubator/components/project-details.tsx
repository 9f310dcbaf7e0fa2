import {
  LABELS,
  SCORE_CRITERIA,
  STEP_TITLES,
  formatAmount,
  toCents,
  type Project,
  type ProjectChange,
} from '@campus/domain/incubator';
import { departmentName } from '@campus/domain/network';
import { formatShortDate, formatTime } from '@campus/domain/shared';
import { Download, FileArchive, FileText, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { downloadAttachedFile } from '../api/download-attached-file';
import { downloadProjectFile } from '../api/download-project-file';
import { AuditBadge, StateBadge } from './project-badges';

const euros = (value: number | undefined) => (value === undefined ? null : formatAmount(toCents(value)));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const { t } = useTranslation('incubator');
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-ink-soft">{label}</dt>
          <dd className="text-sm text-ink">{value || t('notSet')}</dd>
        </div>
      ))}
    </dl>
  );
}

const statusLabel = (change: ProjectChange, value: string | null) => {
  if (value === null) return '-';
  const labels: Record<string, string> = change.field === 'state' ? LABELS.state : LABELS.auditStatus;
  return labels[value] ?? value;
};

/** A project's page: what was submitted, the works with their total, the files, the history, the committee's reviews. */
export function ProjectDetails({ project, actions }: { project: Project; actions?: ReactNode }) {
  const { t } = useTranslation('incubator');
  const { property, operation, financing, team } = project;
  const download = (what: 'report' | 'archive') =>
    downloadProjectFile(
      project.id,
      what,
      what === 'report' ? `rapport-${project.name}.pdf` : `projet-${project.name}.zip`,
    ).catch(() => toast({ title: t('downloadFailed'), variant: 'error' }));
  const canDownload = project.allowed.download;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge state={project.state} />
        <AuditBadge status={project.auditStatus} />
        <span className="text-sm text-ink-soft">
          {t('details.by', { name: project.owner.name })}
          {project.submittedAt && ` · ${t('details.submitted', { date: formatShortDate(project.submittedAt) })}`}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {project.allowed.edit && (
          <Link to={paths.mdb.submittedProject(project.id)} className={buttonStyles()}>
            <Pencil aria-hidden="true" className="size-4" />
            {project.state === 'DRAFT' ? t('details.resume') : t('details.complete')}
          </Link>
        )}
        {canDownload && (
          <>
            <Button
              variant="secondary"
              icon={<FileText aria-hidden="true" className="size-4" />}
              onClick={() => void download('report')}
            >
              {t('details.report')}
            </Button>
            <Button
              variant="secondary"
              icon={<FileArchive aria-hidden="true" className="size-4" />}
              onClick={() => void download('archive')}
            >
              {t('details.archive')}
            </Button>
          </>
        )}
      </div>
      {actions}
      <Section title={STEP_TITLES.property}>
        <Facts
          rows={[
            [t('fields.propertyType'), property.propertyType && LABELS.propertyType[property.propertyType]],
            [t('fields.address'), [property.address, property.postalCode, property.city].filter(Boolean).join(', ')],
            [
              t('fields.department'),
              property.department && `${departmentName(property.department)} (${property.department})`,
            ],
            [t('fields.surface'), property.surface !== undefined && `${property.surface} m²`],
            [t('fields.price'), euros(property.price)],
          ]}
        />
      </Section>
      <Section title={STEP_TITLES.operation}>
        <Facts
          rows={[
            [t('fields.operationType'), operation.operationType && LABELS.operationType[operation.operationType]],
            [t('fields.projectOwner'), operation.projectOwner && LABELS.projectOwner[operation.projectOwner]],
            [t('fields.wishes'), operation.wishes?.map((wish) => LABELS.wish[wish]).join(', ')],
            [t('fields.description'), operation.description],
          ]}
        />
      </Section>
      <Section title={STEP_TITLES.works}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-left text-ink-soft">
                <th scope="col" className="py-2 font-medium">
                  {t('details.category')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('details.budget')}
                </th>
              </tr>
            </thead>
            <tbody>
              {project.works.map((line) => (
                <tr key={line.category} className="border-b border-line/60">
                  <td className="py-2">{LABELS.worksCategory[line.category]}</td>
                  <td className="py-2 text-right tabular-nums">{formatAmount(toCents(line.budget))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 text-left">
                  {t('fields.worksTotal')}
                </th>
                <td className="py-2 text-right tabular-nums">{formatAmount(project.worksTotalCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </Section>
      <Section title={STEP_TITLES.financing}>
        <Facts
          rows={(['equity', 'loanAmount', 'investorsAmount', 'expectedResalePrice'] as const).map((field) => [
            t(`fields.${field}`),
            euros(financing[field]),
          ])}
        />
      </Section>
      <Section title={STEP_TITLES.team}>
        <Facts
          rows={[
            [
              t('fields.professionalStatus'),
              team.professionalStatus && LABELS.professionalStatus[team.professionalStatus],
            ],
            [t('fields.skills'), team.skills?.join(', ')],
            [t('fields.experience'), team.experience],
          ]}
        />
      </Section>
      <Section title={STEP_TITLES.files}>
        {project.files.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('details.noFiles')}</p>
        ) : (
          <ul className="grid gap-2">
            {project.files.map((file) => (
              <li key={file.id} className="flex items-center justify-between gap-3 text-sm">
                <span className="min-w-0 truncate">
                  <span className="text-ink-soft">{LABELS.fileCategory[file.category]} · </span>
                  {file.name}
                </span>
                {canDownload && (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Download aria-hidden="true" className="size-4" />}
                    aria-label={t('details.download', { name: file.name })}
                    onClick={() =>
                      void downloadAttachedFile(project.id, file.id, file.name).catch(() =>
                        toast({ title: t('downloadFailed'), variant: 'error' }),
                      )
                    }
                  >
                    {t('details.downloadShort')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('details.history')}>
        {project.history.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('details.noHistory')}</p>
        ) : (
          <ol className="grid gap-3">
            {project.history.map((change) => (
              <li key={change.id} className="border-l-2 border-accent/40 pl-3 text-sm">
                <p className="text-ink">
                  {t(change.field === 'state' ? 'details.stateChange' : 'details.auditChange', {
                    from: statusLabel(change, change.from),
                    to: statusLabel(change, change.to),
                  })}
                </p>
                <p className="text-ink-soft">
                  {t('details.changedBy', {
                    name: change.actor.name,
                    date: formatShortDate(change.createdAt),
                    time: formatTime(change.createdAt),
                  })}
                </p>
                {change.note && <p className="mt-1 text-ink-soft italic">{change.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </Section>
      {project.reviews.length > 0 && (
        <Section title={t('details.reviews')}>
          {project.averageScore !== null && (
            <p className="mb-3 text-sm font-medium text-ink">
              {t('details.average', { score: String(project.averageScore).replace('.', ',') })}
            </p>
          )}
          <ul className="grid gap-3">
            {project.reviews.map((review) => (
              <li key={review.id} className="rounded-lg bg-canvas p-3 text-sm">
                <p className="font-medium text-ink">
                  {review.reviewer.name} · {formatShortDate(review.createdAt)}
                </p>
                <p className="mt-1 text-ink">{review.comment}</p>
                <p className="mt-1 text-ink-soft">
                  {SCORE_CRITERIA.map(
                    (criterion) => `${LABELS.scoreCriterion[criterion]} ${review.scores[criterion]}/5`,
                  ).join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
