import { describe, expect, it } from 'vitest';
import { detectImageType, isPictureFileName } from './files.js';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectImageType', () => {
  it.each([
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['gif', Buffer.from('GIF89a....')],
    ['webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
  ])('recognises %s from its first bytes', (type, content) => {
    expect(detectImageType(content)).toBe(type);
  });

  it('recognises nothing else, not even SVG', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('isPictureFileName', () => {
  it('accepts only the names the store gives', () => {
    expect(isPictureFileName('0f8fad5b-d9cb-469f-a165-70867728950e.png')).toBe(true);
    expect(isPictureFileName('../0f8fad5b-d9cb-469f-a165-70867728950e.png')).toBe(false);
    expect(isPictureFileName('0f8fad5b-d9cb-469f-a165-70867728950e.svg')).toBe(false);
  });
});
