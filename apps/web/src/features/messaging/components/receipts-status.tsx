import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../api/get-profile';

function OneMemberTyping({ uid, isGroup }: { uid: string; isGroup: boolean }) {
  const { t } = useTranslation('messaging');
  const profile = useProfile(uid);
  // The name is usually known already (the discussion's header); until it is, no « Membre Campus » flashes by.
  if (!profile.data) return <>{t('receipts.someoneTyping')}</>;
  const name = profile.data.displayName?.trim() || t('member.unknown');
  return <>{t(isGroup ? 'receipts.typingInGroup' : 'receipts.typing', { name })}</>;
}

/** « X est en train d'écrire… » under the messages (groups: « X écrit… », « Plusieurs membres écrivent… »). */
export function TypingIndicator({ uids, isGroup }: { uids: readonly string[]; isGroup: boolean }) {
  const { t } = useTranslation('messaging');
  const [first] = uids;
  return (
    <p aria-live="polite" className="min-h-5 px-4 pb-1 text-xs text-ink-soft italic">
      {uids.length > 1 ? t('receipts.severalTyping') : first ? <OneMemberTyping uid={first} isGroup={isGroup} /> : null}
    </p>
  );
}

/** Under my last message: `Vu` once the other member read it (groups: « Vu par N »). */
export function SeenMark({ readers, isGroup }: { readers: readonly string[]; isGroup: boolean }) {
  const { t } = useTranslation('messaging');
  if (readers.length === 0) return null;
  return (
    <span className="text-xs font-medium text-ink-soft">
      {isGroup ? t('receipts.seenBy', { count: readers.length }) : t('receipts.seen')}
    </span>
  );
}
