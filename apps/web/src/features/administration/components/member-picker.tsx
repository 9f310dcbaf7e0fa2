import { useInfiniteQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { TextField } from '../../../components/form/text-field';
import { labelClassName } from '../../../components/form/field-styles';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMember } from '../api/get-member';
import { membersQueryOptions } from '../api/get-members';

/** The search asks once the admin stopped typing for this long, from this many letters. */
const SEARCH_DELAY_MS = 300;
const SEARCH_MIN_LENGTH = 2;
/** Members offered under the search box. */
const CHOICES_SHOWN = 6;

interface MemberPickerProps {
  label: string;
  className?: string;
  uid: string | undefined;
  onChange: (uid: string | undefined) => void;
}

/** One member chosen by name or e-mail (a filter of the journal): a search box, then the chosen member to remove. */
export function MemberPicker({ label, className, uid, onChange }: MemberPickerProps) {
  return (
    <div className={className}>
      {uid ? (
        <ChosenMember label={label} uid={uid} onRemove={() => onChange(undefined)} />
      ) : (
        <MemberSearch label={label} onChoose={onChange} />
      )}
    </div>
  );
}

function ChosenMember({ label, uid, onRemove }: { label: string; uid: string; onRemove: () => void }) {
  const { t } = useTranslation('administration');
  const member = useMember(uid);
  const labelId = useId();
  const name = member.data?.name ?? (member.isPending ? '…' : uid);
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={labelClassName}>
        {label}
      </p>
      <p className="flex min-h-[46px] min-w-0 items-center justify-between gap-2 rounded-lg border border-accent bg-accent-soft px-3 text-sm text-ink">
        <span className="truncate font-medium">{name}</span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('journal.removeMember', { label, name })}
          className="rounded-full p-1 text-ink-soft hover:bg-white hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </p>
    </div>
  );
}

function MemberSearch({ label, onChoose }: { label: string; onChoose: (uid: string) => void }) {
  const { t } = useTranslation('administration');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const isAsking = q.length >= SEARCH_MIN_LENGTH;
  const members = useInfiniteQuery({ ...membersQueryOptions({ q }), enabled: isAsking });
  const choices = isAsking ? (members.data?.pages[0]?.items.slice(0, CHOICES_SHOWN) ?? []) : [];
  const listId = useId();
  return (
    <div className="relative">
      <TextField
        label={label}
        type="search"
        autoComplete="off"
        placeholder={t('journal.memberPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setSearch('');
        }}
        aria-controls={choices.length > 0 ? listId : undefined}
      />
      {isAsking && members.isSuccess ? (
        <ul
          id={listId}
          aria-label={t('journal.choices', { label })}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-card border border-line bg-surface p-1 shadow-popup"
        >
          {choices.length === 0 ? (
            <li className="px-3 py-2 text-sm text-ink-soft">{t('journal.noMember')}</li>
          ) : (
            choices.map((member) => (
              <li key={member.uid}>
                <button
                  type="button"
                  onClick={() => onChoose(member.uid)}
                  className="flex w-full flex-col items-start rounded-lg px-3 py-2 text-left hover:bg-canvas focus-visible:bg-canvas focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-accent"
                >
                  <span className="text-sm font-medium text-ink">{member.name}</span>
                  <span className="text-xs break-all text-ink-faint">{member.email}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
