import { Suspense, useState } from 'react';
import { lazyWithPrefetch } from '../../../components/lazy-with-prefetch';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useSignedInUser } from '../../../lib/auth/me';
import { endGuidedTourReplay, useGuidedTourReplay } from '../../../lib/guided-tour';

// The tour's code loads only when it is to be shown: a member who saw it never downloads it.
const tour = lazyWithPrefetch(() => import('./guided-tour'));

/** The guided tour (spec 2.6) on a member's first visit (once per member, kept on the server) or when replayed. */
export function GuidedTourLauncher() {
  const user = useSignedInUser();
  const isReplay = useGuidedTourReplay();
  const [isDismissed, setIsDismissed] = useState(false);
  // The tour opens over a painted page: its code does not compete with the page's first screen.
  const hasPainted = useAfterFirstPaint();
  // The changed terms of sale come first: their modal blocks the page.
  const isFirstVisit = !user.tourSeen && !user.neededRefreshCgv && !isDismissed;
  if (!hasPainted || (!isReplay && !isFirstVisit)) return null;
  return (
    <Suspense fallback={null}>
      <tour.Component
        onClose={() => {
          setIsDismissed(true);
          endGuidedTourReplay();
        }}
      />
    </Suspense>
  );
}
