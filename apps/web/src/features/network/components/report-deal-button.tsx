import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextareaField } from '../../../components/form/textarea-field';
import { Modal } from '../../../components/modal';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useReportDeal } from '../api/report-deal';

/** `Signaler`: a member reports a deal to the moderators, with a reason (once). */
export function ReportDealButton({ id }: { id: string }) {
  const { t } = useTranslation('network');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportDeal();
  const errors = isApiRequestError(report.error) ? report.error.errors.reason : undefined;
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        icon={<Flag className="size-4" aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {t('deals.report')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('deals.reportTitle')}
        size="sm"
        footer={
          <Button
            isLoading={report.isPending}
            onClick={() =>
              report.mutate(
                { id, reason },
                {
                  onSuccess: () => {
                    toast({ title: t('deals.reported'), variant: 'success' });
                    setOpen(false);
                  },
                  onError: (error) => {
                    if (!isApiRequestError(error) || !error.errors.reason) {
                      toast({ title: error.message, variant: 'error' });
                    }
                  },
                },
              )
            }
          >
            {t('deals.reportSend')}
          </Button>
        }
      >
        <TextareaField
          label={t('deals.reportReason')}
          value={reason}
          maxLength={500}
          errors={errors}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </>
  );
}
