import { KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/button';
import { FormErrors } from '../../components/form/form-errors';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { isApiRequestError } from '../../lib/api-client';
import { useAcceptInvitation } from '../../features/auth/api/accept-invitation';
import { useInvitation } from '../../features/auth/api/get-invitation';
import { AuthCardHeader } from '../../features/auth/components/auth-card-header';
import { AuthSplitLayout } from '../../features/auth/components/auth-split-layout';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';

/** The link can no longer be used (unknown, used, revoked or expired): why, and the way to the login page. */
function InvalidInvitation({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthSplitLayout>
      <AuthCardHeader icon={<LinkIcon aria-hidden="true" />} title={t('invitation.title')} />
      <FormErrors messages={[message]} />
      <p className="mt-4 text-sm text-ink-soft">{t('invitation.askAgain')}</p>
      <Link to={paths.login} className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'mt-6 w-full' })}>
        {t('invitation.signIn')}
      </Link>
    </AuthSplitLayout>
  );
}

/**
 * `/invitation?token=`: an invited member chooses their password (the reset's rules) with the e-mailed single-use
 * link, which activates the account and signs them in; they land on the home page of a channel they were given.
 */
export default function InvitationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useInvitation(token);
  const acceptInvitation = useAcceptInvitation();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!token) return <InvalidInvitation message={t('invitation.missingToken')} />;
  if (refusal) return <InvalidInvitation message={refusal} />;
  if (invitation.isError) {
    return (
      <InvalidInvitation
        message={
          isApiRequestError(invitation.error) && !invitation.error.isNetworkError
            ? invitation.error.message
            : t('errors.network')
        }
      />
    );
  }
  if (invitation.isPending) {
    return (
      <AuthSplitLayout>
        <div role="status" className="flex items-center gap-3 text-ink-soft">
          <Spinner className="text-accent" />
          <h1 className="text-base font-medium">{t('invitation.loading')}</h1>
        </div>
      </AuthSplitLayout>
    );
  }

  const { email, firstname } = invitation.data;
  return (
    <AuthSplitLayout>
      <AuthCardHeader
        icon={<KeyRound aria-hidden="true" />}
        title={firstname ? t('invitation.welcomeName', { firstname }) : t('invitation.welcome')}
        intro={t('invitation.intro', { email })}
      />
      <NewPasswordForm
        submitLabel={t('invitation.submit')}
        save={(password) => acceptInvitation.mutateAsync({ token, password })}
        onDone={() => void navigate(paths.home, { replace: true })}
        onInvalidToken={setRefusal}
      />
    </AuthSplitLayout>
  );
}
