import type { ChannelSlug } from '@campus/domain/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { EventFormDialog } from './event-dialogs';

interface CreateEventButtonProps {
  channels: readonly ChannelSlug[];
  defaultChannel: ChannelSlug;
}

/** The admin's button (MDB_ADMIN) that opens the new event's dialog. */
export function CreateEventButton({ channels, defaultChannel }: CreateEventButtonProps) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setOpen(true)}>
        {t('admin.createButton')}
      </Button>
      <EventFormDialog open={open} onOpenChange={setOpen} channels={channels} defaultChannel={defaultChannel} />
    </>
  );
}
