import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './profile-completeness';

const emptyAddress = { line1: null, postale_code: null, city: null, country: 'FR', company: null };

describe('profileCompleteness', () => {
  it('counts nothing for a bare profile', () => {
    const result = profileCompleteness({
      pictureUrl: null,
      firstname: '',
      lastname: null,
      phoneNumber: null,
      address: emptyAddress,
    });
    expect(result.percent).toBe(0);
    expect(result.isComplete).toBe(false);
  });

  it('needs both names and the three address lines', () => {
    const result = profileCompleteness({
      pictureUrl: null,
      firstname: 'Camille',
      lastname: null,
      phoneNumber: '06 12 34 56 78',
      address: { ...emptyAddress, line1: '3 rue Oberkampf', city: 'Paris' },
    });
    expect(result.items).toEqual([
      { id: 'picture', isDone: false },
      { id: 'name', isDone: false },
      { id: 'phoneNumber', isDone: true },
      { id: 'address', isDone: false },
    ]);
    expect(result.percent).toBe(25);
  });

  it('is complete when every item is filled in', () => {
    const result = profileCompleteness({
      pictureUrl: '/uploads/pictures/u1.webp',
      firstname: 'Camille',
      lastname: 'Durand',
      phoneNumber: '06 12 34 56 78',
      address: { ...emptyAddress, line1: '3 rue Oberkampf', postale_code: '75011', city: 'Paris' },
    });
    expect(result).toMatchObject({ percent: 100, isComplete: true });
  });
});
