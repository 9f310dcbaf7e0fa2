import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { VIOLATION_MESSAGES, violationsFromIssues } from '../shared/violations.js';
import { NO_FORMATIONS, canUseAssociationEngine, hasAccessRight, type RightsSubject } from '../rights/rights.js';
import {
  INCUBATOR_MESSAGES,
  averageScore,
  canChangeAuditStatus,
  canChangeState,
  formatAmount,
  isEditableByOwner,
  nextAuditStatuses,
  nextStates,
  validatedFirst,
  worksTotalCents,
} from './incubator.js';
import {
  STEP_SCHEMAS,
  createProjectRequestSchema,
  projectDraftSchema,
  submitProjectRequestSchema,
} from './incubator-contracts.js';
import {
  DEPARTMENT_CODES,
  FRANCE_REGIONS,
  REGION_CODES,
  departmentsOfRegion,
  regionOfDepartment,
} from '../network/geo.js';

const violations = (schema: z.ZodMiniType, value: unknown) =>
  violationsFromIssues(z.safeParse(schema, value).error?.issues ?? []);

describe('project state transitions', () => {
  it('the owner submits a draft; only the admin decides', () => {
    expect(canChangeState('DRAFT', 'IN_PROGRESS', 'owner')).toBe(true);
    expect(canChangeState('DRAFT', 'IN_PROGRESS', 'admin')).toBe(false);
    expect(canChangeState('IN_PROGRESS', 'VALIDATED', 'admin')).toBe(true);
    expect(canChangeState('IN_PROGRESS', 'VALIDATED', 'owner')).toBe(false);
    expect(canChangeState('IN_PROGRESS', 'REJECTED', 'admin')).toBe(true);
  });

  it('missing parts go back to review by the owner or the admin', () => {
    expect(canChangeState('IN_PROGRESS', 'MISSING_PARTS', 'admin')).toBe(true);
    expect(canChangeState('IN_PROGRESS', 'MISSING_PARTS', 'owner')).toBe(false);
    expect(canChangeState('MISSING_PARTS', 'IN_PROGRESS', 'owner')).toBe(true);
    expect(canChangeState('MISSING_PARTS', 'IN_PROGRESS', 'admin')).toBe(true);
  });

  it('no one skips the review: a draft is never validated at once, a validated project never goes back to draft', () => {
    expect(canChangeState('DRAFT', 'VALIDATED', 'admin')).toBe(false);
    expect(canChangeState('VALIDATED', 'DRAFT', 'admin')).toBe(false);
    expect(canChangeState('VALIDATED', 'DRAFT', 'owner')).toBe(false);
    expect(nextStates('VALIDATED', 'admin')).toEqual(['IN_PROGRESS']);
    expect(nextStates('IN_PROGRESS', 'owner')).toEqual([]);
  });

  it('the owner edits only a draft or a project with missing parts', () => {
    expect(isEditableByOwner('DRAFT')).toBe(true);
    expect(isEditableByOwner('MISSING_PARTS')).toBe(true);
    expect(isEditableByOwner('IN_PROGRESS')).toBe(false);
    expect(isEditableByOwner('VALIDATED')).toBe(false);
  });
});

describe('audit status transitions', () => {
  it('the admin opens, audits and delivers; the owner only answers missing parts', () => {
    expect(canChangeAuditStatus(null, 'IN_PROGRESS', 'admin')).toBe(true);
    expect(canChangeAuditStatus(null, 'IN_PROGRESS', 'owner')).toBe(false);
    expect(canChangeAuditStatus('IN_PROGRESS', 'AUDITED', 'admin')).toBe(true);
    expect(canChangeAuditStatus('AUDITED', 'DELIVERY_AVAILABLE', 'admin')).toBe(true);
    expect(canChangeAuditStatus('MISSING_PARTS', 'IN_PROGRESS', 'owner')).toBe(true);
    expect(canChangeAuditStatus('IN_PROGRESS', 'DELIVERY_AVAILABLE', 'admin')).toBe(false);
    expect(nextAuditStatuses('IN_PROGRESS', 'admin')).toEqual(['MISSING_PARTS', 'AUDITED']);
  });
});

describe('dashboard order (spec 4)', () => {
  it('projects with state VALIDATED are sorted first, the others keeping their order', () => {
    const projects = [
      { id: 'a', state: 'DRAFT' },
      { id: 'b', state: 'VALIDATED' },
      { id: 'c', state: 'IN_PROGRESS' },
      { id: 'd', state: 'VALIDATED' },
    ];
    expect(validatedFirst(projects).map((project) => project.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('works total', () => {
  it('adds every category budget to the cent', () => {
    expect(worksTotalCents([{ budget: 1000.1 }, { budget: 0.2 }, { budget: 12_500 }])).toBe(1_350_030);
    expect(worksTotalCents([])).toBe(0);
  });

  it('prints French amounts: 1 234,56 €', () => {
    expect(formatAmount(123_456)).toBe('1 234,56 €');
  });
});

describe('committee scores', () => {
  it('averages every criterion of every review, one decimal', () => {
    expect(
      averageScore([
        { profitability: 4, feasibility: 3, financing: 5, team: 2 },
        { profitability: 5, feasibility: 5, financing: 5, team: 5 },
      ]),
    ).toBe(4.3);
    expect(averageScore([])).toBeNull();
  });
});

const property = {
  name: 'Immeuble Croix-Rousse',
  propertyType: 'BUILDING',
  address: '12 rue Dumenge',
  postalCode: '69004',
  city: 'Lyon',
  department: '69',
  surface: 240,
  price: 650_000,
};

describe('per-step validation with the spec French violations', () => {
  it('the property step needs every field, a real postal code and a known department', () => {
    expect(violations(STEP_SCHEMAS.property, {})).toMatchObject({
      name: [VIOLATION_MESSAGES.notBlank],
      address: [VIOLATION_MESSAGES.notBlank],
      surface: [VIOLATION_MESSAGES.notBlank],
    });
    expect(violations(STEP_SCHEMAS.property, { ...property, postalCode: '00000', department: '99' })).toEqual({
      postalCode: [VIOLATION_MESSAGES.postalCode],
      department: [VIOLATION_MESSAGES.choice],
    });
    expect(violations(STEP_SCHEMAS.property, property)).toEqual({});
  });

  it('the works step needs a line and each category once', () => {
    expect(violations(STEP_SCHEMAS.works, { works: [] })).toEqual({ works: [VIOLATION_MESSAGES.minItems(1)] });
    expect(
      violations(STEP_SCHEMAS.works, {
        works: [
          { category: 'HEATING', budget: 10 },
          { category: 'HEATING', budget: 20 },
        ],
      }),
    ).toEqual({ works: [INCUBATOR_MESSAGES.duplicateCategory] });
    expect(violations(STEP_SCHEMAS.works, { works: [{ category: 'HEATING', budget: -1 }] })).toEqual({
      'works.0.budget': [VIOLATION_MESSAGES.minValue(0)],
    });
  });

  it('a tag is at most 40 characters and the team names its professional status', () => {
    expect(violations(STEP_SCHEMAS.team, { skills: ['x'.repeat(41)] })).toEqual({
      professionalStatus: [VIOLATION_MESSAGES.notBlank],
      'skills.0': [VIOLATION_MESSAGES.maxLength(40)],
    });
  });

  it('a draft may leave steps and fields out but needs its name to be created', () => {
    expect(violations(projectDraftSchema, { property: { city: 'Lyon' } })).toEqual({});
    expect(violations(createProjectRequestSchema, { property: { city: 'Lyon' } })).toEqual({
      'property.name': [VIOLATION_MESSAGES.notBlank],
    });
    expect(violations(projectDraftSchema, { property: { postalCode: 'abc' } })).toEqual({
      'property.postalCode': [VIOLATION_MESSAGES.postalCode],
    });
  });

  it('submission checks every step', () => {
    expect(Object.keys(violations(submitProjectRequestSchema, { property }))).toEqual([
      'operation',
      'works',
      'financing',
      'team',
    ]);
  });
});

describe('regions and departments (spec 3.10)', () => {
  it('has 18 regions and 101 departments, each in one region', () => {
    expect(REGION_CODES).toHaveLength(18);
    expect(DEPARTMENT_CODES).toHaveLength(101);
    const grouped = REGION_CODES.flatMap((region) => departmentsOfRegion(region));
    expect(new Set(grouped).size).toBe(101);
    // The incubator stores the network's INSEE region codes (one list for both areas).
    const regionName = (code: string | null) => FRANCE_REGIONS.find((region) => region.code === code)?.name;
    expect(regionName(regionOfDepartment('69'))).toBe('Auvergne-Rhône-Alpes');
    expect(regionName(regionOfDepartment('974'))).toBe('La Réunion');
  });
});

describe('association engine right (spec 6)', () => {
  const base: RightsSubject = {
    isCustomer: true,
    isAmbassador: false,
    permissionAmbassador: false,
    permissions: [],
    formations: { ...NO_FORMATIONS, mdb: true },
  };
  it('starter-MDB members have no association engine', () => {
    const starter = { ...base, formations: { ...base.formations, starter_mdb: true } };
    expect(canUseAssociationEngine(base)).toBe(true);
    expect(canUseAssociationEngine(starter)).toBe(false);
    expect(hasAccessRight('mdb-associations', starter)).toBe(false);
    expect(hasAccessRight('mdb', starter)).toBe(true);
  });
});

describe('a draft saved before the works step', () => {
  it('may carry no works line yet; submission needs one', () => {
    expect(violations(projectDraftSchema, { works: [] })).toEqual({});
    expect(violations(STEP_SCHEMAS.works, { works: [] })).toEqual({ works: [VIOLATION_MESSAGES.minItems(1)] });
  });
});
