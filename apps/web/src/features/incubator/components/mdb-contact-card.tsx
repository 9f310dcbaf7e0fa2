import { Mail } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar } from '../../../components/avatar';
import { Card } from '../../../components/card';
import { useMdbContact } from '../api/get-mdb-contact';

/** Who to ask about the incubator (GET /users/mdb-contact). */
export function MdbContactCard() {
  const { t } = useTranslation('incubator');
  const contact = useMdbContact();
  if (!contact.data) return null;
  return (
    <Card className="flex items-center gap-3 p-4">
      <Avatar uid={contact.data.uid} name={contact.data.name} pictureUrl={contact.data.pictureUrl} />
      <div className="min-w-0 text-sm">
        <p className="text-ink-soft">{t('contact.title')}</p>
        <p className="font-medium text-ink">{contact.data.name}</p>
        <a className="inline-flex items-center gap-1 text-accent" href={`mailto:${contact.data.email}`}>
          <Mail aria-hidden="true" className="size-3.5" />
          {contact.data.email}
        </a>
      </div>
    </Card>
  );
}
