import { describe, expect, it } from 'vitest';
import { isPictureClickable, memberPicturePath } from './member-picture.js';

describe('member pictures', () => {
  it('a member picture is clickable only with a non-empty id, and my own leads to my profile', () => {
    expect(isPictureClickable('')).toBe(false);
    expect(isPictureClickable('abc')).toBe(true);
    expect(memberPicturePath('me', 'me')).toBe('/mon-compte/mon-profil');
    expect(memberPicturePath('you', 'me')).toBe('/users/you');
  });
});
