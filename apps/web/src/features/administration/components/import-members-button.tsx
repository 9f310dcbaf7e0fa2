import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { ImportMembersDialog } from './import-members-dialog';

/** `Importer un CSV`, which opens the import: preview, run, report. */
export function ImportMembersButton() {
  const { t } = useTranslation('administration');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        icon={<FileUp className="size-4" aria-hidden="true" />}
        onClick={() => setIsOpen(true)}
      >
        {t('import.open')}
      </Button>
      <ImportMembersDialog open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
