import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { InviteMemberDialog } from './invite-member-dialog';

/** `Inviter un membre`, which opens the invitation form. */
export function InviteMemberButton() {
  const { t } = useTranslation('administration');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button icon={<UserPlus className="size-4" aria-hidden="true" />} onClick={() => setIsOpen(true)}>
        {t('invite.open')}
      </Button>
      <InviteMemberDialog open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
