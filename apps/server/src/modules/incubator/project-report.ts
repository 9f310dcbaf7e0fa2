import { LABELS, SCORE_CRITERIA, STEP_TITLES, formatAmount, toCents, type Project } from '@campus/domain/incubator';
import { departmentName } from '@campus/domain/network';
import { formatShortDate, formatTime } from '@campus/domain/shared';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedPdfFonts } from '../../platform/pdf-fonts.js';

const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const ACCENT = rgb(0.11, 0.31, 0.85);
const MARGIN = 50;
const PAGE = { width: 595.28, height: 841.89 };
const LINE = 15;

/** Writes lines down the pages, opening a new page when one is full. */
class ReportWriter {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - MARGIN;
    }
  }

  text(value: string, x: number, options: { size?: number; bold?: boolean; muted?: boolean; right?: boolean } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? 10;
    const at = options.right ? x - font.widthOfTextAtSize(value, size) : x;
    this.page.drawText(value, { x: at, y: this.y, size, font, color: options.muted ? MUTED : INK });
  }

  /** A paragraph wrapped to the page's width. */
  paragraph(value: string, options: { muted?: boolean } = {}) {
    const width = PAGE.width - 2 * MARGIN;
    for (const source of value.split('\n')) {
      let line = '';
      for (const word of source.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.regular.widthOfTextAtSize(candidate, 10) > width && line) {
          this.row(() => this.text(line, MARGIN, options));
          line = word;
        } else line = candidate;
      }
      this.row(() => this.text(line, MARGIN, options));
    }
  }

  row(draw: () => void, height = LINE) {
    this.room(height);
    draw();
    this.y -= height;
  }

  heading(value: string) {
    this.y -= 8;
    this.room(LINE * 3);
    this.text(value, MARGIN, { size: 13, bold: true });
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      color: RULE,
      thickness: 1,
    });
    this.y -= LINE;
  }

  /** A label and its value on one line. */
  field(label: string, value: string | null | undefined) {
    this.row(() => {
      this.text(label, MARGIN, { muted: true });
      this.text(value || 'Non renseigné', MARGIN + 190);
    });
  }

  title(value: string) {
    this.page.drawText(value, { x: MARGIN, y: this.y, size: 20, font: this.bold, color: ACCENT });
    this.y -= 28;
  }
}

const amount = (euros: number | undefined) => (euros === undefined ? null : formatAmount(toCents(euros)));
const when = (iso: string) => `${formatShortDate(iso)} à ${formatTime(iso)}`;
const statusLabel = (field: 'state' | 'auditStatus', value: string | null) => {
  if (value === null) return 'aucun';
  const labels: Record<string, string> = field === 'state' ? LABELS.state : LABELS.auditStatus;
  return labels[value] ?? value;
};

/**
 * The project's report (GET /mdb-projects/{id}/report): the project, its works table with the total, its financing,
 * and its decisions (every change of state and audit status, with who and when), in French formats.
 */
export async function renderProjectReport(project: Project): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedPdfFonts(pdf);
  pdf.setTitle(`Rapport du projet ${project.name}`);
  pdf.setLanguage('fr-FR');
  const w = new ReportWriter(pdf, regular, bold);
  const right = PAGE.width - MARGIN;

  w.title(project.name);
  w.field('Porteur du projet', project.owner.name);
  w.field('État', LABELS.state[project.state]);
  w.field("Statut d'audit", project.auditStatus ? LABELS.auditStatus[project.auditStatus] : 'Aucun audit');
  w.field('Créé le', formatShortDate(project.createdAt));
  w.field('Soumis le', project.submittedAt ? formatShortDate(project.submittedAt) : 'Pas encore soumis');

  const { property, operation, financing, team } = project;
  w.heading(STEP_TITLES.property);
  w.field('Type de bien', property.propertyType ? LABELS.propertyType[property.propertyType] : null);
  w.field('Adresse', [property.address, property.postalCode, property.city].filter(Boolean).join(', '));
  w.field(
    'Département',
    property.department ? `${departmentName(property.department)} (${property.department})` : null,
  );
  w.field('Surface', property.surface === undefined ? null : `${property.surface} m²`);
  w.field("Prix d'achat", amount(property.price));

  w.heading(STEP_TITLES.operation);
  w.field("Type d'opération", operation.operationType ? LABELS.operationType[operation.operationType] : null);
  w.field('Porteur', operation.projectOwner ? LABELS.projectOwner[operation.projectOwner] : null);
  w.field('Souhaits', operation.wishes?.map((wish) => LABELS.wish[wish]).join(', '));
  if (operation.description) w.paragraph(operation.description, { muted: true });

  w.heading(STEP_TITLES.works);
  w.row(() => {
    w.text('Catégorie', MARGIN, { bold: true });
    w.text('Budget', right, { bold: true, right: true });
  });
  for (const line of project.works) {
    w.row(() => {
      w.text(LABELS.worksCategory[line.category], MARGIN);
      w.text(formatAmount(toCents(line.budget)), right, { right: true });
    });
  }
  w.row(() => {
    w.text('Total des travaux', MARGIN, { bold: true });
    w.text(formatAmount(project.worksTotalCents), right, { bold: true, right: true });
  });

  w.heading(STEP_TITLES.financing);
  w.field('Apport personnel', amount(financing.equity));
  w.field('Emprunt bancaire', amount(financing.loanAmount));
  w.field('Levée auprès d’investisseurs', amount(financing.investorsAmount));
  w.field('Prix de revente estimé', amount(financing.expectedResalePrice));
  const costCents = toCents(property.price ?? 0) + project.worksTotalCents;
  w.field('Coût total (achat et travaux)', formatAmount(costCents));
  if (financing.expectedResalePrice !== undefined) {
    w.field('Marge brute estimée', formatAmount(toCents(financing.expectedResalePrice) - costCents));
  }

  w.heading(STEP_TITLES.team);
  w.field('Statut professionnel', team.professionalStatus ? LABELS.professionalStatus[team.professionalStatus] : null);
  w.field('Compétences', team.skills?.join(', '));
  if (team.experience) w.paragraph(team.experience, { muted: true });

  w.heading(STEP_TITLES.files);
  if (project.files.length === 0) w.paragraph('Aucun document joint.', { muted: true });
  for (const file of project.files) w.field(LABELS.fileCategory[file.category], file.name);

  w.heading('Décisions');
  if (project.history.length === 0) w.paragraph('Aucune décision pour le moment.', { muted: true });
  for (const change of [...project.history].reverse()) {
    const what = change.field === 'state' ? 'État' : "Statut d'audit";
    w.paragraph(
      `${formatShortDate(change.createdAt)} : ${what} ${statusLabel(change.field, change.from)} → ${statusLabel(change.field, change.to)}, par ${change.actor.name}${change.note ? ` (${change.note})` : ''}`,
    );
  }
  if (project.reviews.length > 0) {
    w.heading('Avis du comité');
    w.field(
      'Note moyenne',
      project.averageScore === null ? null : `${String(project.averageScore).replace('.', ',')} / 5`,
    );
    for (const review of project.reviews) {
      const scores = SCORE_CRITERIA.map(
        (criterion) => `${LABELS.scoreCriterion[criterion]} ${review.scores[criterion]}/5`,
      );
      w.paragraph(`${review.reviewer.name}, le ${when(review.createdAt)} : ${scores.join(', ')}`);
      w.paragraph(review.comment, { muted: true });
    }
  }
  return pdf.save();
}
