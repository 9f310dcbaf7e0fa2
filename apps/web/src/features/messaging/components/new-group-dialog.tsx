import type { Discussion } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/form/checkbox';
import { FieldMessages } from '../../../components/form/field-messages';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { isApiRequestError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateDiscussion } from '../api/create-discussion';
import { useProfile } from '../api/get-profile';
import { useMemberSearch } from '../api/search-members';

/** The search starts once the member stopped typing for this long. */
const SEARCH_DELAY_MS = 300;

function ContactName({ uid }: { uid: string }) {
  const { t } = useTranslation('messaging');
  const profile = useProfile(uid);
  return <>{profile.data?.displayName?.trim() || t('member.unknown')}</>;
}

interface NewGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  channel: ChannelSlug;
  /** The members the member already talks to: offered before any search. */
  contactIds: readonly string[];
  /** The member directory is the network's (spec 6: none for starter-MDB): without it, contacts only. */
  canSearchMembers: boolean;
  onCreated: (discussion: Discussion) => void;
}

/** Creates a group with the chosen members and a name; its creator and initial members are admins (spec 4). */
export function NewGroupDialog({
  open,
  onOpenChange,
  channel,
  contactIds,
  canSearchMembers,
  onCreated,
}: NewGroupDialogProps) {
  const { t } = useTranslation(['messaging', 'common']);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  /** The names of members chosen from a search (contacts show their profile's). */
  const [names, setNames] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const chipId = useId();
  const debounced = useDebouncedValue(search, SEARCH_DELAY_MS).trim();
  const searchText = canSearchMembers ? debounced : '';
  const results = useMemberSearch(channel, searchText);
  const nameOf = (uid: string): ReactNode => names[uid] ?? <ContactName uid={uid} />;
  const toggle = (uid: string, checked: boolean, name?: string | null) => {
    setChosen((current) =>
      checked ? [...current.filter((id) => id !== uid), uid] : current.filter((id) => id !== uid),
    );
    if (checked && name) setNames((current) => ({ ...current, [uid]: name }));
  };
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
          setSearch('');
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
          {canSearchMembers && (
            <TextField
              type="search"
              label={t('group.search')}
              hint={t('group.searchHint')}
              value={search}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => {
                // Enter in the search box does not create the group.
                if (event.key === 'Enter') event.preventDefault();
              }}
            />
          )}
          <p className="sr-only" role="status" aria-live="polite">
            {searchText && results.isSuccess && !results.isPlaceholderData
              ? t('group.resultsCount', { count: results.data.length })
              : ''}
          </p>
          <div className="mt-3 flex max-h-60 flex-col gap-2 overflow-y-auto">
            {searchText ? (
              results.isError ? (
                <p className="text-sm text-danger">{t('group.searchError')}</p>
              ) : results.data === undefined ? (
                <p className="text-sm text-ink-soft">{t('group.searching')}</p>
              ) : results.data.length === 0 ? (
                <p className="text-sm text-ink-soft">{t('group.noResults')}</p>
              ) : (
                results.data.map((member) => (
                  <Checkbox
                    key={member.uid}
                    label={member.displayName?.trim() || t('member.unknown')}
                    checked={chosen.includes(member.uid)}
                    onChange={(event) => toggle(member.uid, event.target.checked, member.displayName)}
                  />
                ))
              )
            ) : contactIds.length === 0 ? (
              <p className="text-sm text-ink-soft">{t('group.noContacts')}</p>
            ) : (
              contactIds.map((uid) => (
                <Checkbox
                  key={uid}
                  label={<ContactName uid={uid} />}
                  checked={chosen.includes(uid)}
                  onChange={(event) => toggle(uid, event.target.checked)}
                />
              ))
            )}
          </div>
          {chosen.length > 0 ? (
            <div className="mt-3">
              <p className="mb-1 text-sm font-medium text-ink">{t('group.chosen', { count: chosen.length })}</p>
              <ul className="flex flex-wrap gap-2">
                {chosen.map((uid) => (
                  <li key={uid} className="flex items-center gap-1 rounded-full bg-accent-soft py-1 pr-1 pl-3 text-sm">
                    <span id={`${chipId}-${uid}`}>{nameOf(uid)}</span>
                    <button
                      type="button"
                      id={`${chipId}-${uid}-remove`}
                      className="rounded-full p-1 text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
                      aria-labelledby={`${chipId}-${uid}-remove ${chipId}-${uid}`}
                      onClick={() => toggle(uid, false)}
                    >
                      <span className="sr-only">{t('group.remove')}</span>
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
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
