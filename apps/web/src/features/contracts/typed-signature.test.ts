import { DRAWN_SIGNATURE_MAX } from '@campus/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fittedFontSize, TYPED_SIGNATURE_BOX, typedSignatureFont, typedSignatureImage } from './typed-signature';

const ROOM = TYPED_SIGNATURE_BOX.width - 2 * TYPED_SIGNATURE_BOX.padding;

/** A 2D context that records what is drawn; each character measures half the font's size. */
function recordingContext() {
  const drawn: { font: string; text: string; x: number; y: number }[] = [];
  const context = {
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    scale: vi.fn(),
    measureText(text: string) {
      return { width: text.length * (Number(/(\d+(?:\.\d+)?)px/.exec(context.font)?.[1]) / 2) };
    },
    fillText(text: string, x: number, y: number) {
      drawn.push({ font: context.font, text, x, y });
    },
  };
  return { context, drawn };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a typed signature', () => {
  it('keeps the largest size for a name that fits, and shrinks a longer one to the room between the paddings', () => {
    expect(fittedFontSize(ROOM)).toBe(TYPED_SIGNATURE_BOX.maxFontSize);
    expect(fittedFontSize(120)).toBe(TYPED_SIGNATURE_BOX.maxFontSize);
    const size = fittedFontSize(ROOM * 2);
    expect(size).toBe(TYPED_SIGNATURE_BOX.maxFontSize / 2);
    // Measured again at the fitted size, the name fits.
    expect((ROOM * 2 * size) / TYPED_SIGNATURE_BOX.maxFontSize).toBeLessThanOrEqual(ROOM);
  });

  it('is a PNG within the largest signature the server takes', () => {
    expect(TYPED_SIGNATURE_BOX.width * 2).toBeLessThanOrEqual(DRAWN_SIGNATURE_MAX.width);
    expect(TYPED_SIGNATURE_BOX.height * 2).toBeLessThanOrEqual(DRAWN_SIGNATURE_MAX.height);
  });

  it('writes the name on one line, centred, in the handwriting font at the size that fits, and exports a PNG', () => {
    const { context, drawn } = recordingContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
    const longName = 'Marie-Charlotte de La Rochefoucauld-Montmorency';
    expect(typedSignatureImage(`  ${longName.replace(' de ', '   de ')} `)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(toDataURL).toHaveBeenCalledWith('image/png');
    expect(context.scale).toHaveBeenCalledWith(2, 2);
    const [line] = drawn;
    expect(drawn).toHaveLength(1);
    expect(line?.text).toBe(longName);
    expect(line?.font).toBe(
      typedSignatureFont(fittedFontSize(longName.length * (TYPED_SIGNATURE_BOX.maxFontSize / 2))),
    );
    expect(line?.font).toMatch(/^italic 400 [\d.]+px 'Segoe Script'/);
    expect(longName.length * (Number(/([\d.]+)px/.exec(line?.font ?? '')?.[1]) / 2)).toBeLessThanOrEqual(ROOM);
    expect(line).toMatchObject({ x: TYPED_SIGNATURE_BOX.width / 2, y: TYPED_SIGNATURE_BOX.height / 2 });
  });

  it('is no image for an empty name', () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    expect(typedSignatureImage('   ')).toBeNull();
    expect(getContext).not.toHaveBeenCalled();
  });
});
