import { describe, expect, it } from 'vitest';
import {
  DEAL_LIFETIME_DAYS,
  allowedDealActions,
  dealExpiryFrom,
  dealStatus,
  isDealExpiringSoon,
  roomsLabelCount,
} from './deals.js';
import {
  DEPARTMENT_CODES,
  FRANCE_REGIONS,
  departmentOfPostalCode,
  departmentsOfRegion,
  isOverseasDepartment,
} from './geo.js';
import { DEFAULT_PRIVACY, isPlacedOnMap, visibleDetails } from './visibility.js';

const details = { phoneNumber: '06 39 98 10 03', city: 'Paris', departmentCode: '75' };

describe('the one visibility rule', () => {
  it('shows nothing by default, nor for a member without a profile', () => {
    expect(visibleDetails(details, DEFAULT_PRIVACY)).toEqual({ phoneNumber: null, city: null, departmentCode: null });
    expect(visibleDetails(details, null)).toEqual({ phoneNumber: null, city: null, departmentCode: null });
    expect(isPlacedOnMap(null)).toBe(false);
  });

  it('shows each detail only when chosen', () => {
    expect(visibleDetails(details, { showPhone: true, showCity: false, showOnMap: false })).toEqual({
      phoneNumber: '06 39 98 10 03',
      city: null,
      departmentCode: null,
    });
    expect(visibleDetails(details, { showPhone: false, showCity: true, showOnMap: true })).toEqual({
      phoneNumber: null,
      city: 'Paris',
      departmentCode: '75',
    });
  });
});

describe('the INSEE lists (spec 3.10)', () => {
  it('hold 18 regions and 101 departments, overseas included', () => {
    expect(FRANCE_REGIONS).toHaveLength(18);
    expect(DEPARTMENT_CODES).toHaveLength(101);
    expect(departmentsOfRegion('04')).toEqual(['974']);
    expect(departmentsOfRegion('94')).toEqual(['2A', '2B']);
    expect(isOverseasDepartment('976')).toBe(true);
    expect(isOverseasDepartment('2A')).toBe(false);
  });

  it('find the department of a postal code', () => {
    expect(departmentOfPostalCode('69002')).toBe('69');
    expect(departmentOfPostalCode('20000')).toBe('2A');
    expect(departmentOfPostalCode('20200')).toBe('2B');
    expect(departmentOfPostalCode('97400')).toBe('974');
    expect(departmentOfPostalCode('06000')).toBe('06');
    expect(departmentOfPostalCode('9999')).toBeNull();
    expect(departmentOfPostalCode(null)).toBeNull();
  });
});

describe('a deal’s life', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('expires at its expiry date, a lifetime after publication', () => {
    const expiresAt = dealExpiryFrom(now);
    expect(Date.parse(expiresAt) - now.getTime()).toBe(DEAL_LIFETIME_DAYS * 24 * 3600 * 1000);
    expect(dealStatus({ status: 'published', expiresAt }, now)).toBe('published');
    expect(dealStatus({ status: 'published', expiresAt: now.toISOString() }, now)).toBe('expired');
    expect(dealStatus({ status: 'closed', expiresAt: now.toISOString() }, now)).toBe('closed');
    expect(dealStatus({ status: 'draft', expiresAt: null }, now)).toBe('draft');
  });

  it('is about to expire within the reminder window', () => {
    const soon = new Date(now.getTime() + 3 * 24 * 3600 * 1000).toISOString();
    const later = new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString();
    expect(isDealExpiringSoon({ status: 'published', expiresAt: soon }, now)).toBe(true);
    expect(isDealExpiringSoon({ status: 'published', expiresAt: later }, now)).toBe(false);
    expect(isDealExpiringSoon({ status: 'closed', expiresAt: soon }, now)).toBe(false);
  });

  it('allows its author what its status allows; a closed deal is final', () => {
    expect(allowedDealActions('draft')).toEqual(['edit', 'publish', 'close']);
    expect(allowedDealActions('expired')).toContain('renew');
    expect(allowedDealActions('closed')).toEqual([]);
  });

  it('counts rooms up to `5 pièces et plus`', () => {
    expect(roomsLabelCount(1)).toEqual({ count: 1, orMore: false });
    expect(roomsLabelCount(5)).toEqual({ count: 5, orMore: true });
    expect(roomsLabelCount(12)).toEqual({ count: 5, orMore: true });
  });
});
