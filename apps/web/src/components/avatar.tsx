import { isPictureClickable, memberPicturePath } from '@campus/domain/navigation';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/auth/me';
import { cn } from '../lib/cn';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZES: Record<AvatarSize, string> = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-24 text-3xl',
};

/** Up to two initials from a name or an e-mail address. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

interface AvatarProps {
  /** Who the picture shows (alt text, initials). */
  name: string;
  pictureUrl?: string | null;
  /** The member's id: when non-empty the picture links to their page (spec 5). */
  uid?: string | null;
  /** The signed-in member's id (defaults to the current member): their own picture leads to their profile. */
  currentUid?: string | null;
  size?: AvatarSize;
  className?: string;
}

/** A member picture, or their initials; clickable per spec 5. */
export function Avatar({ name, pictureUrl, uid, currentUid, size = 'md', className }: AvatarProps) {
  const { t } = useTranslation('common');
  const [isBroken, setIsBroken] = useState(false);
  const { user } = useCurrentUser();
  const selfUid = currentUid ?? user?.uid ?? '';
  const face = (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft font-semibold text-accent select-none',
        SIZES[size],
        className,
      )}
    >
      {pictureUrl && !isBroken ? (
        <img
          src={pictureUrl}
          alt={uid ? '' : name}
          className="size-full object-cover"
          onError={() => setIsBroken(true)}
        />
      ) : (
        <span aria-hidden={uid ? true : undefined}>{initialsOf(name) || '?'}</span>
      )}
    </span>
  );
  if (!uid || !isPictureClickable(uid)) return face;
  return (
    <Link
      to={memberPicturePath(uid, selfUid)}
      aria-label={uid === selfUid ? t('avatar.ownProfile') : t('avatar.memberProfile', { name })}
      className="inline-flex rounded-full"
    >
      {face}
    </Link>
  );
}
