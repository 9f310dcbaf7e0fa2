import { Keyboard, PenLine } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FieldMessages } from '../../../components/form/field-messages';
import { cn } from '../../../lib/cn';
import type { SignatureImageMethod } from '../signature-form';
import { typedSignatureImage } from '../typed-signature';
import { SignaturePadField } from './signature-pad-field';

const METHODS: readonly { value: SignatureImageMethod; icon: typeof Keyboard }[] = [
  { value: 'type', icon: Keyboard },
  { value: 'draw', icon: PenLine },
];

/** The id of a method's radio button: the form gives the focus to the checked one when the image is in error. */
export const imageMethodInputId = (baseId: string, method: SignatureImageMethod) => `${baseId}-${method}`;

interface SignatureImageFieldProps {
  /** The ids of the radio buttons derive from it (imageMethodInputId). */
  id: string;
  method: SignatureImageMethod;
  onMethodChange: (method: SignatureImageMethod) => void;
  /** The name typed in the form, written as the typed signature. */
  signerName: string;
  /** The pad's drawing (a stable function). */
  onDrawingChange: (dataUrl: string | null) => void;
  errors?: readonly string[];
}

/** The typed name in its handwriting face, as the image the signed PDF will show. */
function TypedSignaturePreview({ signerName, errorsId }: { signerName: string; errorsId: string | undefined }) {
  const { t } = useTranslation('contracts');
  const name = useDeferredValue(signerName.trim());
  const image = useMemo(() => typedSignatureImage(name), [name]);
  return (
    <div>
      <p className="text-sm font-medium text-ink">{t('sign.typedLabel')}</p>
      <p className="text-sm text-ink-soft">{t('sign.typedHint')}</p>
      <div
        className={cn(
          'mt-2 flex h-40 items-center justify-center rounded-xl border-2 border-dashed bg-surface px-4',
          errorsId ? 'border-danger' : 'border-line',
        )}
      >
        {image ? (
          <img
            src={image}
            alt={t('sign.typedPreviewAlt', { name })}
            aria-describedby={errorsId}
            className="max-h-full max-w-full"
          />
        ) : (
          <p className="text-center text-sm text-ink-faint">{t('sign.typedEmpty')}</p>
        )}
      </div>
    </div>
  );
}

/**
 * The signature's image, for a contract that takes one: typed (the name in a handwriting face, which the keyboard
 * alone can make) or drawn on the pad. The checked way carries the field's errors, so the focus can land on it.
 */
export function SignatureImageField({
  id,
  method,
  onMethodChange,
  signerName,
  onDrawingChange,
  errors = [],
}: SignatureImageFieldProps) {
  const { t } = useTranslation('contracts');
  const errorsId = errors.length > 0 ? `${id}-errors` : undefined;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{t('sign.imageMethod')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {METHODS.map(({ value, icon: Icon }) => {
          const isChecked = method === value;
          return (
            <label
              key={value}
              htmlFor={imageMethodInputId(id, value)}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm font-medium transition-colors',
                isChecked ? 'border-accent bg-accent-soft text-accent' : 'border-line text-ink hover:bg-canvas',
              )}
            >
              <input
                id={imageMethodInputId(id, value)}
                type="radio"
                name={`${id}-method`}
                value={value}
                checked={isChecked}
                onChange={() => onMethodChange(value)}
                aria-invalid={(isChecked && errorsId !== undefined) || undefined}
                aria-describedby={isChecked ? errorsId : undefined}
                className="size-4 shrink-0 accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(value === 'type' ? 'sign.methodType' : 'sign.methodDraw')}
            </label>
          );
        })}
      </div>
      <div className="mt-4">
        {method === 'draw' ? (
          <SignaturePadField onChange={onDrawingChange} errorsId={errorsId} />
        ) : (
          <TypedSignaturePreview signerName={signerName} errorsId={errorsId} />
        )}
      </div>
      <FieldMessages id={`${id}-errors`} messages={errors} />
    </fieldset>
  );
}
