import { SIGNATURE_CONSENT_TEXT, type Contract, type SignatureType } from '@campus/domain/contracts';
import { formatShortDate } from '@campus/domain/shared';
import { ExternalLink, FileSignature, ShieldCheck } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useMemo, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Checkbox } from '../../../components/form/checkbox';
import { FieldMessages } from '../../../components/form/field-messages';
import { FormErrors } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { PdfPages } from '../../../components/pdf-pages';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/auth/me';
import { useContract } from '../api/get-contract';
import { useContractPdf } from '../api/get-contract-pdf';
import { useSignContract } from '../api/sign-contract';
import {
  DEFAULT_IMAGE_METHOD,
  firstInvalidField,
  initialSignatureType,
  invalidPaths,
  signatureRequest,
  signatureViolations,
  type FieldErrors,
  type SignatureField,
  type SignatureImageMethod,
} from '../signature-form';
import { typedSignatureImage } from '../typed-signature';
import { imageMethodInputId, SignatureImageField } from './signature-image-field';

/** The contract as issued, read in the page, with a link to open it apart (the browser's own viewer). */
function ContractDocumentView({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const pdf = useContractPdf(contract.id);
  const url = useMemo(
    () => (pdf.data ? URL.createObjectURL(new Blob([pdf.data], { type: 'application/pdf' })) : null),
    [pdf.data],
  );
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  if (pdf.isError) return <EmptyState icon={<FileSignature />}>{t('sign.pdfError')}</EmptyState>;
  if (!pdf.data || !url) {
    return (
      <div role="status" className="flex h-[60dvh] items-center justify-center rounded-xl bg-canvas text-ink-soft">
        {t('sign.pdfLoading')}
      </div>
    );
  }
  return (
    <div className="min-w-0 space-y-2">
      <PdfPages
        data={pdf.data}
        label={t('sign.documentLabel')}
        pageLabel={(page) => t('sign.page', { page })}
        loadingText={t('sign.pdfLoading')}
        errorText={t('sign.pdfError')}
      />
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-accent underline"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        {t('sign.openPdf')}
      </a>
    </div>
  );
}

/**
 * The signature form: the signature type when the contract offers two, the typed name, the signature's image when the
 * type takes one (typed by default, or drawn), consent. On submit with errors the first invalid field takes the focus
 * and every message is announced (issue 34); the server checks all of it again.
 */
function SignatureForm({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const user = useSignedInUser();
  const navigate = useNavigate();
  const sign = useSignContract(contract.id, () => {
    toast({ title: t('sign.signed'), variant: 'success' });
    void navigate(paths.account.contracts);
  });
  const holderName = [user.firstname, user.lastname].filter(Boolean).join(' ');
  const [signatureType, setSignatureType] = useState<SignatureType>(() =>
    initialSignatureType(contract.signatureTypes),
  );
  const [imageMethod, setImageMethod] = useState<SignatureImageMethod>(DEFAULT_IMAGE_METHOD);
  const [signerName, setSignerName] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [hasConsent, setHasConsent] = useState(false);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const baseId = useId();
  const fieldIds: Record<SignatureField, string> = {
    signatureType: `${baseId}-type-${signatureType}`,
    signerName: `${baseId}-name`,
    drawnSignature: imageMethodInputId(`${baseId}-image`, imageMethod),
    consent: `${baseId}-consent`,
  };

  const serverErrors = useMemo<FieldErrors>(
    () => (isApiRequestError(sign.error) ? sign.error.errors : {}),
    [sign.error],
  );
  const errors = Object.keys(localErrors).length > 0 ? localErrors : serverErrors;
  const errorsAt = (path: string) => errors[path] ?? [];
  const focusFirstInvalid = (found: FieldErrors) => {
    const field = firstInvalidField(found);
    if (field) document.getElementById(fieldIds[field])?.focus();
  };
  // The server's refusal (the holder's name, an image it cannot read): its first field takes the focus too.
  const focusServerErrors = useEffectEvent(() => focusFirstInvalid(serverErrors));
  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) focusServerErrors();
  }, [serverErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { signatureType, imageMethod, signerName, drawing, hasConsent };
    const found = signatureViolations(draft, {
      nameRequired: t('sign.nameRequired'),
      drawingRequired: t('sign.drawingRequired'),
      consentRequired: t('sign.consentRequired'),
    });
    // Drawn first, so the field focused next is already described by its message.
    flushSync(() => {
      setLocalErrors(found);
      setAttempt((count) => count + 1);
    });
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    const typedImage = imageMethod === 'type' ? typedSignatureImage(signerName) : null;
    sign.mutate(signatureRequest(draft, typedImage));
  };

  // A count, not the messages again: each is under its field, read with it once the field has the focus.
  const invalidCount = invalidPaths(errors).length;
  const summary =
    invalidCount > 0
      ? [t('sign.errorSummary', { count: invalidCount })]
      : sign.isError
        ? [sign.error.message || t('sign.error')]
        : [];
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <h3 className="text-lg font-semibold text-ink">{t('sign.formTitle')}</h3>
      {contract.signatureTypes.length > 1 ? (
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('sign.signatureType')}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {contract.signatureTypes.map((type) => (
              <label key={type} htmlFor={`${baseId}-type-${type}`} className="flex items-center gap-3 text-sm text-ink">
                <input
                  id={`${baseId}-type-${type}`}
                  type="radio"
                  name="signatureType"
                  value={type}
                  checked={signatureType === type}
                  onChange={() => setSignatureType(type)}
                  aria-invalid={(signatureType === type && errorsAt('signatureType').length > 0) || undefined}
                  aria-describedby={
                    signatureType === type && errorsAt('signatureType').length > 0 ? `${baseId}-type-errors` : undefined
                  }
                  className="size-4 accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                />
                {t(type === 'drawn' ? 'sign.typeDrawn' : 'sign.typeTyped')}
              </label>
            ))}
          </div>
          <FieldMessages id={`${baseId}-type-errors`} messages={errorsAt('signatureType')} />
        </fieldset>
      ) : null}
      <TextField
        id={fieldIds.signerName}
        label={t('sign.signerName')}
        hint={holderName ? t('sign.signerNameHint', { name: holderName }) : undefined}
        autoComplete="name"
        value={signerName}
        onChange={(event) => setSignerName(event.target.value)}
        errors={errorsAt('signerName')}
      />
      {signatureType === 'drawn' ? (
        <SignatureImageField
          id={`${baseId}-image`}
          method={imageMethod}
          onMethodChange={(method) => {
            setImageMethod(method);
            // The missing drawing's message goes with the pad.
            setLocalErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([path]) => path !== 'drawnSignature')),
            );
          }}
          signerName={signerName}
          onDrawingChange={setDrawing}
          errors={errorsAt('drawnSignature')}
        />
      ) : null}
      <div className="rounded-xl bg-canvas p-4">
        <Checkbox
          id={fieldIds.consent}
          label={SIGNATURE_CONSENT_TEXT}
          checked={hasConsent}
          onChange={(event) => setHasConsent(event.target.checked)}
          errors={errorsAt('consent')}
        />
      </div>
      <div>
        {/* Announced on each attempt (a new region each time), beside the button the member just pressed. */}
        <FormErrors
          key={attempt}
          messages={sign.isPending ? [] : summary}
          className={summary.length > 0 && !sign.isPending ? 'mb-4' : undefined}
        />
        <Button
          type="submit"
          size="lg"
          isLoading={sign.isPending}
          icon={<FileSignature aria-hidden="true" className="size-5" />}
        >
          {t('sign.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Reading and signing one contract (`/mon-compte/mes-contrats/signer?id=`). */
export function ContractSigning({ id }: { id: string }) {
  const { t } = useTranslation('contracts');
  const contract = useContract(id);

  if (contract.isPending) {
    return (
      <div className="space-y-4" aria-hidden="true">
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (contract.isError) {
    return (
      <Card className="p-6">
        <EmptyState
          icon={<FileSignature />}
          action={
            <Link to={paths.account.contracts} className={buttonStyles({ variant: 'secondary' })}>
              {t('sign.backToContracts')}
            </Link>
          }
        >
          {t('sign.notFound')}
        </EmptyState>
      </Card>
    );
  }
  const current = contract.data;
  return (
    <div className="space-y-6">
      <header>
        <h2 className="text-xl font-semibold tracking-tight text-ink">{current.name}</h2>
        <p className="mt-1 text-ink-soft">{t('sign.intro')}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <ContractDocumentView contract={current} />
        <Card className="p-4 sm:p-6">
          {current.status === 'signed' && current.signedAt ? (
            <EmptyState
              icon={<ShieldCheck />}
              action={
                <Link to={paths.account.contracts} className={buttonStyles({ variant: 'secondary' })}>
                  {t('sign.backToContracts')}
                </Link>
              }
            >
              {t('sign.alreadySigned', { date: formatShortDate(current.signedAt) })}
            </EmptyState>
          ) : (
            <SignatureForm contract={current} />
          )}
          <p className="mt-5 flex gap-2 border-t border-line pt-4 text-xs text-ink-soft">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
            {t('sign.eidas')}
          </p>
        </Card>
      </div>
    </div>
  );
}
