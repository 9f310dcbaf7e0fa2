/** Small real files for upload tests: their bytes are read, never their names. */

export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const ONE_PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A GIF header then a page: passes a magic bytes check, runs as HTML if a browser sniffs it. */
export const GIF_HTML_POLYGLOT = Buffer.concat([
  Buffer.from('GIF89a/*\x01\x00\x01\x00\x80\x00\x00', 'latin1'),
  Buffer.from('*/=1;<html><body><script>alert(document.cookie)</script></body></html>'),
]);

/** A page sent as a PDF or a picture. */
export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** The start of an MP4 (ISO base media) file: its `ftyp` box, brand `isom`, then a few bytes of an `mdat`. */
export const MP4_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
  Buffer.from([0, 0, 0, 0x10]),
  Buffer.from('mdat', 'latin1'),
  Buffer.alloc(1016, 5),
]);
