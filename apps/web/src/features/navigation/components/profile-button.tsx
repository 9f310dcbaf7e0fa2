import { displayNameOrEmail } from '@campus/domain/account';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar } from '../../../components/avatar';
import { useSignedInUser } from '../../../lib/auth/me';
import { cn } from '../../../lib/cn';

/** The profile menu's button, labelled `Mon profil`: the member's avatar. */
export function ProfileButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('layout');
  const user = useSignedInUser();
  return (
    <button
      type="button"
      aria-label={t('header.profileMenu')}
      aria-haspopup="menu"
      className={cn(
        'flex rounded-full ring-offset-2 transition hover:ring-2 hover:ring-line data-[state=open]:ring-2 data-[state=open]:ring-accent',
        className,
      )}
      {...props}
    >
      <Avatar name={displayNameOrEmail(user)} pictureUrl={user.pictureUrl} size="md" />
    </button>
  );
}
