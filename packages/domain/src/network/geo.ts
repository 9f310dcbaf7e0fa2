import { FRANCE_DEPARTMENTS, FRANCE_REGIONS } from './france-geo.js';

export { FRANCE_DEPARTMENTS, FRANCE_REGIONS };

/** Spec 3.10: the regions filter starts with the whole of France. */
export const WHOLE_FRANCE = 'WHOLE_FRANCE';

export type RegionCode = (typeof FRANCE_REGIONS)[number]['code'];
export type DepartmentCode = (typeof FRANCE_DEPARTMENTS)[number]['code'];

export const REGION_CODES = FRANCE_REGIONS.map((region) => region.code) as [RegionCode, ...RegionCode[]];
export const DEPARTMENT_CODES = FRANCE_DEPARTMENTS.map((department) => department.code) as [
  DepartmentCode,
  ...DepartmentCode[],
];
/** The region filter of every search (directory, deals, the incubator's projects): the whole country or a region. */
export const REGION_FILTERS = [WHOLE_FRANCE, ...REGION_CODES] as const;

const departmentByCode = new Map<string, (typeof FRANCE_DEPARTMENTS)[number]>(
  FRANCE_DEPARTMENTS.map((department) => [department.code, department]),
);

export function isDepartmentCode(code: string): code is DepartmentCode {
  return departmentByCode.has(code);
}

/** The departments of a region (INSEE), in code order. */
export function departmentsOfRegion(region: string): DepartmentCode[] {
  return FRANCE_DEPARTMENTS.filter((department) => department.region === region).map((department) => department.code);
}

export function departmentName(code: string): string | null {
  return departmentByCode.get(code)?.name ?? null;
}

export function regionOfDepartment(code: string): RegionCode | null {
  return departmentByCode.get(code)?.region ?? null;
}

/** The overseas departments (971 to 976), drawn as insets on the map. */
export function isOverseasDepartment(code: string): boolean {
  return code.length === 3;
}

/**
 * The department of a French postal code: `69002` is 69, Corsica's 200xx-201xx are 2A and 202xx-206xx 2B,
 * overseas `974xx` is 974. Null when it is none of the 101 departments.
 */
export function departmentOfPostalCode(postalCode: string | null | undefined): DepartmentCode | null {
  const code = (postalCode ?? '').trim();
  if (!/^\d{5}$/.test(code)) return null;
  if (code.startsWith('20')) return Number(code.slice(0, 3)) < 202 ? '2A' : '2B';
  const candidate = code.startsWith('97') ? code.slice(0, 3) : code.slice(0, 2);
  return isDepartmentCode(candidate) ? candidate : null;
}
