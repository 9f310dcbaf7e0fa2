import type { AmbassadorType } from '@campus/domain/network';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { SegmentedControl } from '../../../components/segmented-control';
import { useAmbassadors } from '../../../features/network/api/get-ambassadors';
import { PeopleList } from '../../../features/network/components/people-list';
import { useSendMessageAction } from './send-message';

/** `/mon-reseau/les-ambassadeurs`: AIR and MDB ambassadors (the AIR right, spec 2.4). */
export default function AmbassadorsPage() {
  const { t } = useTranslation(['navigation', 'sections', 'network']);
  const [type, setType] = useState<'all' | AmbassadorType>('all');
  const ambassadors = useAmbassadors(type === 'all' ? undefined : type);
  const sendMessage = useSendMessageAction();
  return (
    <>
      <PageHeader title={t('navigation:menu.ambassadors')} description={t('sections:ambassadors.description')} />
      <SegmentedControl
        className="mb-5"
        label={t('network:people.ambassadorsType')}
        value={type}
        onChange={setType}
        options={[
          { value: 'all', label: t('network:common.all') },
          { value: 'AIR', label: t('network:ambassadorTypes.AIR') },
          { value: 'MDB', label: t('network:ambassadorTypes.MDB') },
        ]}
      />
      <PeopleList
        query={ambassadors}
        empty={t('network:people.emptyAmbassadors')}
        icon={<Award aria-hidden="true" />}
        renderAction={sendMessage}
      />
    </>
  );
}
