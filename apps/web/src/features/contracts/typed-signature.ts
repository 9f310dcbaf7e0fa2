/**
 * A typed signature as an image: the signer's name written in a handwriting face on a canvas and exported as a PNG
 * data URL, the same payload the pad exports (issue 34: the keyboard alone can sign a contract that takes an image).
 */

/** The image in CSS pixels (exported at `scale`), well within DRAWN_SIGNATURE_MAX, and the room kept around the name. */
export const TYPED_SIGNATURE_BOX = { width: 600, height: 160, padding: 28, maxFontSize: 72 } as const;

/** The pad's pen colour, so a typed and a drawn signature look alike. */
export const SIGNATURE_INK = '#1e293b';

/**
 * Script faces most systems have (Windows, macOS and iOS, Linux's URW), else a serif italic: no web font is loaded
 * for it, so the image is drawn at once, on the device the signer uses.
 */
export const TYPED_SIGNATURE_FONTS =
  "'Segoe Script', 'Snell Roundhand', 'Bradley Hand', 'Brush Script MT', 'URW Chancery L', 'Z003', 'Apple Chancery', " +
  "Georgia, 'Liberation Serif', 'Times New Roman', serif";

/** The CSS font of the typed signature at a size. */
export const typedSignatureFont = (size: number) => `italic 400 ${size}px ${TYPED_SIGNATURE_FONTS}`;

/**
 * The font size that fits the name on one line: the largest size, shrunk in proportion when the name measured at
 * that size is wider than the room between the paddings.
 */
export function fittedFontSize(widthAtMaxSize: number, box = TYPED_SIGNATURE_BOX): number {
  const room = box.width - 2 * box.padding;
  if (widthAtMaxSize <= room) return box.maxFontSize;
  return Math.floor(((box.maxFontSize * room) / widthAtMaxSize) * 10) / 10;
}

/** The typed name as a PNG data URL (transparent, like the pad's); null for an empty name or without a canvas. */
export function typedSignatureImage(name: string, scale = 2): string | null {
  const text = name.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const { width, height } = TYPED_SIGNATURE_BOX;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(scale, scale);
  context.font = typedSignatureFont(TYPED_SIGNATURE_BOX.maxFontSize);
  context.font = typedSignatureFont(fittedFontSize(context.measureText(text).width));
  context.fillStyle = SIGNATURE_INK;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}
