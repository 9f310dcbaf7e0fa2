import { formatEuros } from '../billing/billing.js';
import { foldForSearch } from '../network/member-search-contracts.js';
import type { ChannelSlug } from '../shared/channels.js';
/** Enumerations of spec 3.10 that the incubator's projects use, their French labels, and the rules of the incubator. */

export const PROJECT_KINDS = ['project', 'association'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

export const OPERATION_TYPES = ['GO_AND_BACK', 'RENOVATION', 'CUTOUT', 'DIVISION', 'OTHER_OPERATION', 'AUDIT'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/**
 * A project's state. The spec names IN_PROGRESS, MISSING_PARTS and VALIDATED; DRAFT (not yet submitted) and REJECTED
 * (the committee's no) are ours (docs/incubator.md).
 */
export const PROJECT_STATES = ['DRAFT', 'IN_PROGRESS', 'MISSING_PARTS', 'VALIDATED', 'REJECTED'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

/** The audit's status, for a project whose owner wishes an audit (or whose operation is one). */
export const AUDIT_STATUSES = ['IN_PROGRESS', 'MISSING_PARTS', 'AUDITED', 'DELIVERY_AVAILABLE'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const PROPERTY_TYPES = [
  'BUILDING',
  'FLAT',
  'VILLA',
  'VILLA_WITH_DIVISIBLE_LAND',
  'COMMERCIAL_PREMISES',
  'BARE_GROUND',
  'INDUSTRIAL_BUILDING',
  'OTHER',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const WORKS_CATEGORIES = [
  'FOUNDATION',
  'OUTSIDE_FOUNDATION',
  'FACADE_CONSISTENCY',
  'NON_LOADBEARING_FLOOR',
  'EXTERNAL_FRAMES',
  'INTERIOR_PARTITIONS',
  'SANITARY_AND_PLUMBING',
  'ELECTRICAL',
  'HEATING',
] as const;
export type WorksCategory = (typeof WORKS_CATEGORIES)[number];

export const PROJECT_OWNERS = ['ME', 'OTHER'] as const;
export type ProjectOwner = (typeof PROJECT_OWNERS)[number];

export const WISHES = ['GREENBULL_ACCELERATOR', 'AUDIT'] as const;
export type Wish = (typeof WISHES)[number];

export const INVESTOR_KINDS = ['ACTIVE_INVESTOR', 'PASSIVE_INVESTOR'] as const;
export type InvestorKind = (typeof INVESTOR_KINDS)[number];

export const PROFESSIONAL_STATUSES = ['EMPLOYED', 'UNEMPLOYED', 'ENTREPRENEUR'] as const;
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number];

/** Project and association status. */
export const ASSOCIATION_STATUSES = ['IN_PROGRESS', 'CLOSED'] as const;
export type AssociationStatus = (typeof ASSOCIATION_STATUSES)[number];

export const FILE_CATEGORIES = ['plans', 'photos', 'estimates'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

/** What the committee scores a project on, 1 to 5 each. */
export const SCORE_CRITERIA = ['profitability', 'feasibility', 'financing', 'team'] as const;
export type ScoreCriterion = (typeof SCORE_CRITERIA)[number];
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

export const LABELS = {
  operationType: {
    GO_AND_BACK: 'Aller-retour',
    RENOVATION: 'Rénovation',
    CUTOUT: 'Découpe',
    DIVISION: 'Division',
    OTHER_OPERATION: 'Autre opération',
    AUDIT: 'Audit',
  },
  state: {
    DRAFT: 'Brouillon',
    IN_PROGRESS: 'En cours d’étude',
    MISSING_PARTS: 'Pièces manquantes',
    VALIDATED: 'Validé',
    REJECTED: 'Refusé',
  },
  auditStatus: {
    IN_PROGRESS: 'Audit en cours',
    MISSING_PARTS: 'Pièces manquantes',
    AUDITED: 'Audité',
    DELIVERY_AVAILABLE: 'Livrable disponible',
  },
  propertyType: {
    BUILDING: 'Immeuble',
    FLAT: 'Appartement',
    VILLA: 'Maison',
    VILLA_WITH_DIVISIBLE_LAND: 'Maison avec terrain divisible',
    COMMERCIAL_PREMISES: 'Local commercial',
    BARE_GROUND: 'Terrain nu',
    INDUSTRIAL_BUILDING: 'Bâtiment industriel',
    OTHER: 'Autre',
  },
  worksCategory: {
    FOUNDATION: 'Fondations',
    OUTSIDE_FOUNDATION: 'Hors fondations',
    FACADE_CONSISTENCY: 'Cohérence de façade',
    NON_LOADBEARING_FLOOR: 'Plancher non porteur',
    EXTERNAL_FRAMES: 'Menuiseries extérieures',
    INTERIOR_PARTITIONS: 'Cloisons intérieures',
    SANITARY_AND_PLUMBING: 'Sanitaires et plomberie',
    ELECTRICAL: 'Électricité',
    HEATING: 'Chauffage',
  },
  projectOwner: { ME: 'Moi', OTHER: 'Un tiers' },
  wish: { GREENBULL_ACCELERATOR: 'Accélérateur Greenbull', AUDIT: 'Audit du projet' },
  investorKind: { ACTIVE_INVESTOR: 'Investisseur actif', PASSIVE_INVESTOR: 'Investisseur passif' },
  professionalStatus: { EMPLOYED: 'Salarié', UNEMPLOYED: 'Sans emploi', ENTREPRENEUR: 'Entrepreneur' },
  associationStatus: { IN_PROGRESS: 'En cours', CLOSED: 'Clôturée' },
  fileCategory: { plans: 'Plans', photos: 'Photos', estimates: 'Devis' },
  scoreCriterion: {
    profitability: 'Rentabilité',
    feasibility: 'Faisabilité des travaux',
    financing: 'Solidité du financement',
    team: "Expérience de l'équipe",
  },
} as const;

/** French texts of the incubator's refusals. */
export const INCUBATOR_MESSAGES = {
  projectNotFound: 'Projet introuvable',
  fileNotFound: 'Fichier introuvable',
  associationNotFound: 'Association introuvable',
  transitionRefused: "Ce changement d'état n'est pas permis",
  notEditable: "Ce projet ne peut plus être modifié : il est à l'étude ou décidé",
  ownProject: 'Vous ne pouvez pas évaluer votre propre projet',
  notUnderReview: "Ce projet n'est pas à l'étude du comité",
  alreadyMember: 'Vous avez déjà rejoint cette association',
  notMember: "Vous n'avez pas rejoint cette association",
  ownAssociation: 'Vous ne pouvez pas rejoindre votre propre association',
  associationClosed: 'Cette association est clôturée',
  tooManyFiles: 'Un projet compte au plus 30 fichiers',
  invalidJson: 'Le champ data doit contenir le projet en JSON',
  duplicateCategory: "Chaque catégorie de travaux ne figure qu'une fois",
  badFileType: 'Format de fichier non pris en charge (PDF, JPEG, PNG, WebP ou GIF)',
} as const;

export const MAX_FILES_PER_PROJECT = 30;

/** The channel the incubator lives in (spec 2.4: the others hide it), where its notifications are sent. */
export const INCUBATOR_CHANNEL: ChannelSlug = 'immobilier';

/** Who makes a change: the project's owner or the MDB admin (MDB_ADMIN). */
export type ProjectActor = 'owner' | 'admin';

interface Transition<Status> {
  from: Status | null;
  to: Status;
  by: readonly ProjectActor[];
}

/** Every allowed change of a project's state, and who may make it (docs/incubator.md). */
export const STATE_TRANSITIONS: readonly Transition<ProjectState>[] = [
  { from: 'DRAFT', to: 'IN_PROGRESS', by: ['owner'] },
  { from: 'IN_PROGRESS', to: 'VALIDATED', by: ['admin'] },
  { from: 'IN_PROGRESS', to: 'MISSING_PARTS', by: ['admin'] },
  { from: 'IN_PROGRESS', to: 'REJECTED', by: ['admin'] },
  { from: 'MISSING_PARTS', to: 'IN_PROGRESS', by: ['owner', 'admin'] },
  { from: 'VALIDATED', to: 'IN_PROGRESS', by: ['admin'] },
  { from: 'REJECTED', to: 'IN_PROGRESS', by: ['admin'] },
];

/** Every allowed change of a project's audit status (null: no audit yet), and who may make it. */
export const AUDIT_TRANSITIONS: readonly Transition<AuditStatus>[] = [
  { from: null, to: 'IN_PROGRESS', by: ['admin'] },
  { from: 'IN_PROGRESS', to: 'MISSING_PARTS', by: ['admin'] },
  { from: 'IN_PROGRESS', to: 'AUDITED', by: ['admin'] },
  { from: 'MISSING_PARTS', to: 'IN_PROGRESS', by: ['owner', 'admin'] },
  { from: 'AUDITED', to: 'DELIVERY_AVAILABLE', by: ['admin'] },
];

const allows = <Status>(
  transitions: readonly Transition<Status>[],
  from: Status | null,
  to: Status,
  actor: ProjectActor,
) =>
  transitions.some((transition) => transition.from === from && transition.to === to && transition.by.includes(actor));

/** Whether an actor may move a project from one state to another. */
export function canChangeState(from: ProjectState, to: ProjectState, actor: ProjectActor): boolean {
  return allows(STATE_TRANSITIONS, from, to, actor);
}

/** Whether an actor may move a project's audit from one status to another. */
export function canChangeAuditStatus(from: AuditStatus | null, to: AuditStatus, actor: ProjectActor): boolean {
  return allows(AUDIT_TRANSITIONS, from, to, actor);
}

/** The states an actor may move a project to from its state. */
export function nextStates(from: ProjectState, actor: ProjectActor): ProjectState[] {
  return STATE_TRANSITIONS.filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to);
}

/** The audit statuses an actor may move a project's audit to. */
export function nextAuditStatuses(from: AuditStatus | null, actor: ProjectActor): AuditStatus[] {
  return AUDIT_TRANSITIONS.filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to);
}

/** The owner edits a project while it is a draft or while parts are missing; never under review or decided. */
export function isEditableByOwner(state: ProjectState): boolean {
  return state === 'DRAFT' || state === 'MISSING_PARTS';
}

/** Spec 4 (dashboard): the VALIDATED projects first, the rest after, each group in its given order. */
export function validatedFirst<Project extends { state: string }>(projects: readonly Project[]): Project[] {
  return [
    ...projects.filter((project) => project.state === 'VALIDATED'),
    ...projects.filter((project) => project.state !== 'VALIDATED'),
  ];
}

/** Euros (up to two decimals) to whole cents, exactly. */
export const toCents = (euros: number) => Math.round(euros * 100);

/** The works total in cents: the sum of each category's budget. */
export function worksTotalCents(works: readonly { budget: number }[]): number {
  return works.reduce((total, line) => total + toCents(line.budget), 0);
}

/** `1 234,56 €`: the invoices' amount format (formatEuros), with ordinary spaces, as printed on the report. */
export function formatAmount(cents: number): string {
  return formatEuros(cents).replace(/[\u00a0\u202f]/g, ' ');
}

/** The average of a committee's scores, one decimal, or null without any. */
export function averageScore(scores: readonly Partial<Record<ScoreCriterion, number>>[]): number | null {
  const values = scores
    .flatMap((score) => SCORE_CRITERIA.map((criterion) => score[criterion] ?? null))
    .filter((value): value is number => value !== null);
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

/** A project's name and city as the admin's search reads them: folded, dashes and apostrophes as spaces. */
export function projectSearchText(text: string): string {
  return foldForSearch(text.replace(/[-'’]/g, ' '));
}
