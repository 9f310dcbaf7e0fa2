import { Eraser } from 'lucide-react';
import SignaturePad from 'signature_pad';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { cn } from '../../../lib/cn';
import { SIGNATURE_INK } from '../typed-signature';

interface SignaturePadFieldProps {
  /** Called with the drawing as a PNG data URL after each stroke, or null once cleared (a stable function). */
  onChange: (dataUrl: string | null) => void;
  /** The id of the messages shown under the pad by its field, when it is in error. */
  errorsId?: string | undefined;
}

/** A signature drawn with the mouse, a finger or a stylus (signature_pad), exported as a PNG. */
export function SignaturePadField({ onChange, errorsId }: SignaturePadFieldProps) {
  const { t } = useTranslation('contracts');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const hintId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: SIGNATURE_INK, minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    // Sharp on every screen: the canvas is sized in device pixels; a resize clears it (the drawing would be skewed).
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      onChange(null);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const onEnd = () => onChange(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', onEnd);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [onChange]);

  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-ink">{t('sign.padLabel')}</p>
          <p id={hintId} className="text-sm text-ink-soft">
            {t('sign.padHint')}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          icon={<Eraser aria-hidden="true" className="size-4" />}
          onClick={() => {
            padRef.current?.clear();
            onChange(null);
          }}
        >
          {t('sign.clear')}
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('sign.padLabel')}
        aria-describedby={errorsId ? `${hintId} ${errorsId}` : hintId}
        className={cn(
          'mt-2 h-40 w-full touch-none rounded-xl border-2 border-dashed bg-surface',
          errorsId ? 'border-danger' : 'border-line',
        )}
      />
    </div>
  );
}
