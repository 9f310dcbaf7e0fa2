import type { ChannelSlug, Discussion } from '@campus/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/form/checkbox';
import { FieldMessages } from '../../../components/form/field-messages';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { isApiRequestError } from '../../../lib/api-client';
import { useCreateDiscussion } from '../api/create-discussion';
import { useProfile } from '../api/get-profile';

function ContactName({ uid }: { uid: string }) {
  const { t } = useTranslation('messaging');
  const profile = useProfile(uid);
  return <>{profile.data?.displayName?.trim() || t('member.unknown')}</>;
}

interface NewGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  channel: ChannelSlug;
  /** The members the member already talks to: the ones a group can be made of. */
  contactIds: readonly string[];
  onCreated: (discussion: Discussion) => void;
}

/** Creates a group with the chosen members and a name; its creator and initial members are admins (spec 4). */
export function NewGroupDialog({ open, onOpenChange, channel, contactIds, onCreated }: NewGroupDialogProps) {
  const { t } = useTranslation(['messaging', 'common']);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name: string[]; members: string[] }>({ name: [], members: [] });
  const create = useCreateDiscussion();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim() ? [] : [t('group.nameRequired')],
      members: chosen.length > 0 ? [] : [t('group.membersRequired')],
    };
    setErrors(next);
    if (next.name.length > 0 || next.members.length > 0) return;
    create.mutate(
      { channel, type: 'GROUP', memberIds: chosen, name: name.trim() },
      {
        onSuccess: ({ discussion }) => {
          setName('');
          setChosen([]);
          onOpenChange(false);
          onCreated(discussion);
        },
        onError: (failure) =>
          setErrors({
            name: isApiRequestError(failure) ? (failure.errors.name ?? []) : [],
            members: [
              isApiRequestError(failure) ? (failure.errors.memberIds?.[0] ?? failure.message) : t('group.createError'),
            ],
          }),
      },
    );
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('group.title')} description={t('group.description')}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('group.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          errors={errors.name}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t('group.members')}</legend>
          {contactIds.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('group.noContacts')}</p>
          ) : (
            <div className="flex max-h-60 flex-col gap-2 overflow-y-auto">
              {contactIds.map((uid) => (
                <Checkbox
                  key={uid}
                  label={<ContactName uid={uid} />}
                  checked={chosen.includes(uid)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked ? [...current, uid] : current.filter((id) => id !== uid),
                    )
                  }
                />
              ))}
            </div>
          )}
          <FieldMessages id="new-group-members-errors" messages={errors.members} />
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {t('group.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
