import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../components/button';
import { paths } from '../../config/paths';
import { AuthCardHeader } from '../../features/auth/components/auth-card-header';
import { AuthSplitLayout } from '../../features/auth/components/auth-split-layout';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

/** `/forgot-password`, `/mot-de-passe-oublie`: asks for a reset link, without telling whether the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  if (sentTo !== null) {
    return (
      <AuthSplitLayout>
        <AuthCardHeader
          icon={<MailCheck aria-hidden="true" />}
          title={t('forgotPassword.sentTitle')}
          intro={t('forgotPassword.sent', { email: sentTo })}
        />
        <p role="status" className="rounded-lg bg-canvas px-4 py-3 text-sm text-ink-soft">
          {t('forgotPassword.sentHint')}
        </p>
        <div className="mt-8 flex flex-col gap-3">
          <Link to={paths.login} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
            {t('forgotPassword.backToLogin')}
          </Link>
          <Button variant="ghost" size="lg" className="w-full" onClick={() => setSentTo(null)}>
            {t('forgotPassword.otherEmail')}
          </Button>
        </div>
      </AuthSplitLayout>
    );
  }

  return (
    <AuthSplitLayout>
      <AuthCardHeader title={t('forgotPassword.title')} intro={t('forgotPassword.intro')} />
      <ForgotPasswordForm
        defaultEmail={lastEmail}
        onSent={(email) => {
          setLastEmail(email);
          setSentTo(email);
        }}
      />
      <p className="mt-8 border-t border-line pt-6 text-center text-sm">
        <Link to={paths.login} className="font-medium text-accent underline-offset-4 hover:underline">
          {t('forgotPassword.backToLogin')}
        </Link>
      </p>
    </AuthSplitLayout>
  );
}
