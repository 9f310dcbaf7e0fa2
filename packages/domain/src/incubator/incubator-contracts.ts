import * as z from 'zod/mini';
import { isFrenchPostalCode } from '../account/address.js';
import { VIOLATION_MESSAGES, optionalText, requiredText } from '../shared/violations.js';
import {
  ASSOCIATION_STATUSES,
  AUDIT_STATUSES,
  FILE_CATEGORIES,
  INCUBATOR_MESSAGES,
  INVESTOR_KINDS,
  OPERATION_TYPES,
  PROFESSIONAL_STATUSES,
  PROJECT_OWNERS,
  PROJECT_STATES,
  PROPERTY_TYPES,
  SCORE_MAX,
  SCORE_MIN,
  WISHES,
  WORKS_CATEGORIES,
} from './incubator.js';
import { DEPARTMENT_CODES, REGION_FILTERS } from '../network/geo.js';

export const projectStateSchema = z.enum(PROJECT_STATES);
export const auditStatusSchema = z.enum(AUDIT_STATUSES);
export const operationTypeSchema = z.enum(OPERATION_TYPES);
export const propertyTypeSchema = z.enum(PROPERTY_TYPES);
export const worksCategorySchema = z.enum(WORKS_CATEGORIES);
export const fileCategorySchema = z.enum(FILE_CATEGORIES);
export const investorKindSchema = z.enum(INVESTOR_KINDS);
export const associationStatusSchema = z.enum(ASSOCIATION_STATUSES);

/** An amount in euros, up to a billion. */
const euros = () =>
  z
    .number(VIOLATION_MESSAGES.notBlank)
    .check(
      z.minimum(0, VIOLATION_MESSAGES.minValue(0)),
      z.maximum(1_000_000_000, VIOLATION_MESSAGES.maxValue(1_000_000_000)),
    );

// The steps of the submission form (spec 2.6), each validated on its own when the member goes on.

export const propertyStepSchema = z.object({
  name: requiredText(120),
  propertyType: propertyTypeSchema,
  address: requiredText(200),
  postalCode: z
    .string(VIOLATION_MESSAGES.notBlank)
    .check(z.trim(), z.refine(isFrenchPostalCode, VIOLATION_MESSAGES.postalCode)),
  city: requiredText(100),
  department: z.enum(DEPARTMENT_CODES),
  surface: z
    .number(VIOLATION_MESSAGES.notBlank)
    .check(z.minimum(1, VIOLATION_MESSAGES.minValue(1)), z.maximum(1_000_000, VIOLATION_MESSAGES.maxValue(1_000_000))),
  price: euros(),
});
export type PropertyStep = z.infer<typeof propertyStepSchema>;

export const operationStepSchema = z.object({
  operationType: operationTypeSchema,
  projectOwner: z.enum(PROJECT_OWNERS),
  wishes: z.array(z.enum(WISHES)).check(z.maxLength(WISHES.length, VIOLATION_MESSAGES.maxItems(WISHES.length))),
  description: optionalText(2000),
});
export type OperationStep = z.infer<typeof operationStepSchema>;

export const worksLineSchema = z.object({ category: worksCategorySchema, budget: euros() });
export type WorksLine = z.infer<typeof worksLineSchema>;

/** The works lines: each category once, with its budget. */
const worksLinesSchema = z.array(worksLineSchema).check(
  z.maxLength(WORKS_CATEGORIES.length, VIOLATION_MESSAGES.maxItems(WORKS_CATEGORIES.length)),
  z.refine(
    (lines) => new Set(lines.map((line) => line.category)).size === lines.length,
    INCUBATOR_MESSAGES.duplicateCategory,
  ),
);

export const worksStepSchema = z.object({
  works: worksLinesSchema.check(z.minLength(1, VIOLATION_MESSAGES.minItems(1))),
});
export type WorksStep = z.infer<typeof worksStepSchema>;

export const financingStepSchema = z.object({
  equity: euros(),
  loanAmount: euros(),
  investorsAmount: euros(),
  expectedResalePrice: euros(),
});
export type FinancingStep = z.infer<typeof financingStepSchema>;

export const teamStepSchema = z.object({
  professionalStatus: z.enum(PROFESSIONAL_STATUSES),
  skills: z.array(requiredText(40)).check(z.maxLength(20, VIOLATION_MESSAGES.maxItems(20))),
  experience: optionalText(2000),
});
export type TeamStep = z.infer<typeof teamStepSchema>;

/** The steps in order; the last one (files) has no fields of its own. */
export const PROJECT_STEPS = ['property', 'operation', 'works', 'financing', 'team', 'files'] as const;
export type ProjectStep = (typeof PROJECT_STEPS)[number];
export const STEP_TITLES: Record<ProjectStep, string> = {
  property: 'Le bien',
  operation: "L'opération",
  works: 'Les travaux',
  financing: 'Le financement',
  team: "L'équipe",
  files: 'Les documents',
};

/** Each step's schema: the form checks the step shown before going on; submission checks them all. */
export const STEP_SCHEMAS = {
  property: propertyStepSchema,
  operation: operationStepSchema,
  works: worksStepSchema,
  financing: financingStepSchema,
  team: teamStepSchema,
} as const;

/**
 * A draft (POST and PATCH /mdb-projects/user, the multipart field `data`): every step optional and every field of a
 * step optional, but each given value valid. The project's name is what a draft needs at least.
 */
export const projectDraftSchema = z.object({
  step: z.optional(z.int().check(z.minimum(0), z.maximum(PROJECT_STEPS.length - 1))),
  property: z.optional(z.partial(propertyStepSchema)),
  operation: z.optional(z.partial(operationStepSchema)),
  works: z.optional(worksLinesSchema),
  financing: z.optional(z.partial(financingStepSchema)),
  team: z.optional(z.partial(teamStepSchema)),
});
export type ProjectDraft = z.infer<typeof projectDraftSchema>;
export type ProjectDraftInput = z.input<typeof projectDraftSchema>;

/** A new project: a draft with its name. */
export const createProjectRequestSchema = z.extend(projectDraftSchema, {
  property: z.extend(z.partial(propertyStepSchema), { name: requiredText(120) }),
});

/** PUT /mdb-projects/user/{id}: the whole project, every step complete; it goes to the committee. */
export const submitProjectRequestSchema = z.object({
  step: z.optional(z.int().check(z.minimum(0), z.maximum(PROJECT_STEPS.length - 1))),
  property: propertyStepSchema,
  operation: operationStepSchema,
  works: worksStepSchema.shape.works,
  financing: financingStepSchema,
  team: teamStepSchema,
});
export type SubmittedProject = z.infer<typeof submitProjectRequestSchema>;

export const projectFileSchema = z.object({
  id: z.string(),
  category: fileCategorySchema,
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

const person = z.object({ uid: z.string(), name: z.string() });

/** A line of a project's history: who changed its state or audit status, when, from what to what. */
export const projectChangeSchema = z.object({
  id: z.string(),
  field: z.enum(['state', 'auditStatus']),
  from: z.nullable(z.string()),
  to: z.string(),
  note: z.nullable(z.string()),
  actor: person,
  createdAt: z.string(),
});
export type ProjectChange = z.infer<typeof projectChangeSchema>;

export const reviewScoresSchema = z.object({
  profitability: z.int().check(z.minimum(SCORE_MIN), z.maximum(SCORE_MAX)),
  feasibility: z.int().check(z.minimum(SCORE_MIN), z.maximum(SCORE_MAX)),
  financing: z.int().check(z.minimum(SCORE_MIN), z.maximum(SCORE_MAX)),
  team: z.int().check(z.minimum(SCORE_MIN), z.maximum(SCORE_MAX)),
});
export type ReviewScores = z.infer<typeof reviewScoresSchema>;

/** A committee member's comment and scores on a project under review. */
export const projectReviewSchema = z.object({
  id: z.string(),
  reviewer: person,
  comment: z.string(),
  scores: reviewScoresSchema,
  createdAt: z.string(),
});
export type ProjectReview = z.infer<typeof projectReviewSchema>;

/** A project in a list (mine, the dashboard, the committee, the admin's search). */
export const projectSummarySchema = z.object({
  id: z.string(),
  kind: z.literal('project'),
  name: z.string(),
  state: projectStateSchema,
  auditStatus: z.nullable(auditStatusSchema),
  propertyType: z.nullable(propertyTypeSchema),
  operationType: z.nullable(operationTypeSchema),
  department: z.nullable(z.string()),
  city: z.nullable(z.string()),
  worksTotalCents: z.number(),
  owner: person,
  updatedAt: z.string(),
  submittedAt: z.nullable(z.string()),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** A whole project, as its page and the form show it. */
export const projectSchema = z.extend(projectSummarySchema, {
  step: z.number(),
  createdAt: z.string(),
  property: z.partial(propertyStepSchema),
  operation: z.partial(operationStepSchema),
  works: z.array(worksLineSchema),
  financing: z.partial(financingStepSchema),
  team: z.partial(teamStepSchema),
  files: z.array(projectFileSchema),
  history: z.array(projectChangeSchema),
  reviews: z.array(projectReviewSchema),
  averageScore: z.nullable(z.number()),
  /** What the caller may do: the states and audit statuses they may set now, and whether they may edit. */
  allowed: z.object({
    edit: z.boolean(),
    states: z.array(projectStateSchema),
    auditStatuses: z.array(auditStatusSchema),
    review: z.boolean(),
    /** The report, the archive and the files: the owner and the admin. */
    download: z.boolean(),
  }),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.array(projectSummarySchema);

// GET /mdb-projects/user: the member's own projects, VALIDATED first.
export const myProjectsQuerySchema = z.object({ state: z.optional(projectStateSchema) });

// GET /mdb-projects/user/dashboard (architecture 4.8): id, name and state, VALIDATED first.
export const dashboardProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: projectStateSchema,
  auditStatus: z.nullable(auditStatusSchema),
  updatedAt: z.string(),
});
export type DashboardProject = z.infer<typeof dashboardProjectSchema>;
export const dashboardProjectListSchema = z.array(dashboardProjectSchema);

/** PUT /mdb-projects/{id}/state: the admin sets the state and/or audit status (a MISSING_PARTS request names the parts). */
export const setProjectStatusRequestSchema = z.object({
  state: z.optional(projectStateSchema),
  auditStatus: z.optional(auditStatusSchema),
  note: optionalText(1000),
});
export type SetProjectStatusRequest = z.input<typeof setProjectStatusRequestSchema>;

/** POST /mdb-projects/{id}/reviews: a committee member's comment and scores. */
export const reviewProjectRequestSchema = z.object({
  comment: requiredText(2000),
  scores: reviewScoresSchema,
});
export type ReviewProjectRequest = z.input<typeof reviewProjectRequestSchema>;

/** GET /mdb-projects/search and /search/count (MDB_ADMIN): filters; `before` pages on (updatedAt, id). */
export const projectSearchQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, VIOLATION_MESSAGES.maxLength(100)))),
  state: z.optional(projectStateSchema),
  auditStatus: z.optional(auditStatusSchema),
  region: z.optional(z.enum(REGION_FILTERS)),
  department: z.optional(z.enum(DEPARTMENT_CODES)),
  propertyType: z.optional(propertyTypeSchema),
  operationType: z.optional(operationTypeSchema),
  before: z.optional(z.string().check(z.maxLength(200, VIOLATION_MESSAGES.maxLength(200)))),
});
export type ProjectSearchQuery = z.input<typeof projectSearchQuerySchema>;
export const projectSearchPageSchema = z.object({
  items: projectListSchema,
  hasMore: z.boolean(),
  next: z.nullable(z.string()),
});
export type ProjectSearchPage = z.infer<typeof projectSearchPageSchema>;
export const projectCountSchema = z.object({ count: z.number() });
export const PROJECT_SEARCH_PAGE_SIZE = 20;

/** GET /users/mdb-contact: who to ask about the incubator. */
export const mdbContactSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  pictureUrl: z.nullable(z.string()),
});
export type MdbContact = z.infer<typeof mdbContactSchema>;

// Associations (the association engine built in).

export const associationSchema = z.object({
  id: z.string(),
  kind: z.literal('association'),
  projectId: z.string(),
  projectName: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  investorKind: investorKindSchema,
  status: associationStatusSchema,
  owner: person,
  members: z.array(person),
  isMember: z.boolean(),
  isOwner: z.boolean(),
  createdAt: z.string(),
});
export type Association = z.infer<typeof associationSchema>;
export const associationListSchema = z.array(associationSchema);

export const createAssociationRequestSchema = z.object({
  projectId: requiredText(100),
  title: requiredText(120),
  description: optionalText(2000),
  investorKind: investorKindSchema,
});
export type CreateAssociationRequest = z.input<typeof createAssociationRequestSchema>;

export const setAssociationStatusRequestSchema = z.object({ status: associationStatusSchema });
