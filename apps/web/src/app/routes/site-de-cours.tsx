import { courseSiteMenu } from '@campus/domain/navigation';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { signCourseSiteToken } from '../../features/learning/api/sign-course-site-token';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useSignedInUser } from '../../lib/auth/me';
import { sessionStore } from '../../lib/session';

/**
 * `/site-de-cours?to=`: the redirect to the course site (spec 2.2). Builds the menu the course site shows (prospect
 * links for a non-customer), asks the shop API for a token and sends the member to the target with it, the channel
 * and `to`; Campus's own classroom when no course site is configured; `/` when the call fails.
 */
export default function CourseSiteRedirectPage() {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = useSignedInUser();
  const { channel } = useActiveChannel();
  const to = searchParams.get('to');

  useEffect(() => {
    let isCurrent = true;
    const items = courseSiteMenu({ layout: 'default', channel, user }, window.location.origin);
    signCourseSiteToken({ channel, items, ...(to && { to }) })
      .then(({ token, target }) => {
        if (!isCurrent) return;
        sessionStore.set({ lmsToken: token, lmsTarget: target });
        if (target.startsWith('/')) void navigate(target, { replace: true });
        else window.location.replace(target);
      })
      .catch(() => {
        if (isCurrent) void navigate(paths.home, { replace: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [channel, navigate, to, user]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-canvas text-accent">
      <Spinner className="size-8" />
      <h1 className="text-base font-medium text-ink-soft">{t('courseSite.redirecting')}</h1>
    </main>
  );
}
