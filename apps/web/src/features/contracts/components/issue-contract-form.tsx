import { SIGNATURE_TYPES, type SignatureType } from '@campus/domain/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FieldMessages } from '../../../components/form/field-messages';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useIssueContract } from '../api/issue-contract';

interface IssueContractFormProps {
  /** The member the contract is for, when the page is already about one member (the billing admin's page). */
  memberEmail?: string;
  /** Called once the contract is issued (the page reloads what shows the member's contracts). */
  onIssued?: () => void;
}

/**
 * MDB_ADMIN issues a contract to a member by e-mail; the member's blocking modal appears live. Shared by
 * `Mes contrats` (any member, by e-mail) and the members' billing page (the member shown, e-mail fixed).
 */
export function IssueContractForm({ memberEmail, onIssued }: IssueContractFormProps = {}) {
  const { t } = useTranslation('contracts');
  const issue = useIssueContract();
  const [typedEmail, setEmail] = useState('');
  const email = memberEmail ?? typedEmail;
  const [productName, setProductName] = useState('');
  const [types, setTypes] = useState<SignatureType[]>([...SIGNATURE_TYPES]);
  const errors = isApiRequestError(issue.error) ? issue.error.errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate(
      { email, productName, signatureTypes: types },
      {
        onSuccess: () => {
          toast({ title: t('admin.issued', { email }), variant: 'success' });
          setEmail('');
          setProductName('');
          onIssued?.();
        },
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{t('admin.title')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t('admin.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 md:grid-cols-2">
        <TextField
          label={t('admin.email')}
          type="email"
          value={email}
          readOnly={memberEmail !== undefined}
          onChange={(event) => setEmail(event.target.value)}
          errors={errors.email ?? []}
        />
        <TextField
          label={t('admin.productName')}
          value={productName}
          onChange={(event) => setProductName(event.target.value)}
          errors={errors.productName ?? []}
        />
        <fieldset className="md:col-span-2">
          <legend className="text-sm font-medium text-ink">{t('admin.signatureTypes')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {SIGNATURE_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={types.includes(type)}
                  onChange={(event) =>
                    setTypes((current) =>
                      event.target.checked ? [...current, type] : current.filter((item) => item !== type),
                    )
                  }
                  className="size-4 accent-accent"
                />
                {t(type === 'drawn' ? 'admin.typeDrawn' : 'admin.typeTyped')}
              </label>
            ))}
          </div>
          <FieldMessages id="issue-signature-types-errors" messages={errors.signatureTypes ?? []} />
        </fieldset>
        {issue.isError && Object.keys(errors).length === 0 ? (
          <p role="alert" className="text-sm text-danger md:col-span-2">
            {issue.error.message}
          </p>
        ) : null}
        <div className="md:col-span-2">
          <Button type="submit" isLoading={issue.isPending}>
            {t('admin.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
