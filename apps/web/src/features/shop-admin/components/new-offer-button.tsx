import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { OfferFormDialog } from './offer-form-dialog';

/** `Nouvelle formule`, which opens the offer form. */
export function NewOfferButton() {
  const { t } = useTranslation('shop-admin');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setIsOpen(true)}>
        {t('offers.new')}
      </Button>
      <OfferFormDialog open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
