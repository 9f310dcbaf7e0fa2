import { describe, expect, it } from 'vitest';
import { GIF_HTML_POLYGLOT, HTML_PAGE, ONE_PIXEL_GIF, ONE_PIXEL_PNG } from '../testing/uploads.js';
import { detectFileType, detectImageType, holdsMarkup, isPictureFileName, pngDimensions } from './files.js';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectImageType', () => {
  it.each([
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0)],
    ['png', ONE_PIXEL_PNG],
    ['gif', ONE_PIXEL_GIF],
    ['webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
  ])('recognises %s from its bytes', async (type, content) => {
    expect(await detectImageType(content)).toBe(type);
  });

  it('recognises nothing else, not even SVG, HTML or a PDF', async () => {
    expect(await detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await detectImageType(HTML_PAGE)).toBeNull();
    expect(await detectImageType(Buffer.from('%PDF-1.4\n%%EOF\n'))).toBeNull();
    expect(await detectImageType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a GIF header followed by a page (a polyglot)', async () => {
    expect(holdsMarkup(GIF_HTML_POLYGLOT)).toBe(true);
    expect(await detectImageType(GIF_HTML_POLYGLOT)).toBeNull();
    const svgInPng = Buffer.concat([ONE_PIXEL_PNG.subarray(0, 33), Buffer.from('<svg onload="alert(1)">')]);
    expect(await detectImageType(svgInPng)).toBeNull();
  });
});

describe('detectFileType', () => {
  it('answers the type read from the bytes, only among those allowed', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect(await detectFileType(pdf, ['pdf', 'png'])).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(await detectFileType(ONE_PIXEL_PNG, ['pdf', 'png'])).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await detectFileType(ONE_PIXEL_PNG, ['pdf'])).toBeNull();
    expect(await detectFileType(HTML_PAGE, ['pdf', 'png'])).toBeNull();
  });
});

describe('pngDimensions', () => {
  const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const u32 = (value: number) => {
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(value);
    return buffer;
  };
  const ihdr = (width: number, height: number) =>
    bytes(...PNG_START, 0, 0, 0, 13, ...Buffer.from('IHDR'), ...[width, height].flatMap((n) => [...u32(n)]), 8, 6);

  it('reads the width and height from the header alone (no pixel data needed)', () => {
    expect(pngDimensions(ihdr(8000, 8000))).toEqual({ width: 8000, height: 8000 });
    expect(pngDimensions(ihdr(1, 4_294_967_295))).toEqual({ width: 1, height: 4_294_967_295 });
  });

  it('gives null for anything without a PNG header: other types, truncated, another first chunk', () => {
    expect(pngDimensions(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBeNull();
    expect(pngDimensions(bytes(...PNG_START))).toBeNull();
    expect(pngDimensions(ihdr(10, 10).subarray(0, 23))).toBeNull();
    const other = ihdr(10, 10);
    other.write('tEXt', 12, 'ascii');
    expect(pngDimensions(other)).toBeNull();
  });
});

describe('isPictureFileName', () => {
  it('accepts only the names the store gives', () => {
    expect(isPictureFileName('0f8fad5b-d9cb-469f-a165-70867728950e.png')).toBe(true);
    expect(isPictureFileName('../0f8fad5b-d9cb-469f-a165-70867728950e.png')).toBe(false);
    expect(isPictureFileName('0f8fad5b-d9cb-469f-a165-70867728950e.svg')).toBe(false);
  });
});
