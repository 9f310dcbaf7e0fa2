import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { saveTourSeen } from '../api/save-tour-seen';

type StepId = 'header' | 'channels' | 'menu' | 'dashboard';
const STEPS: readonly StepId[] = ['header', 'channels', 'menu', 'dashboard'];

const isShown = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.getClientRects().length > 0;

/** What a step points at: the first of its candidates shown at this width (the sidebar is a drawer on phones). */
function findTarget(
  step: StepId,
  labels: { switcher: string; mainMenu: string; openMenu: string },
): HTMLElement | null {
  const candidates: Record<StepId, string[]> = {
    header: ['header'],
    channels: [`[aria-label="${labels.switcher}"]`],
    menu: [`nav[aria-label="${labels.mainMenu}"]`, `button[aria-label="${labels.openMenu}"]`],
    dashboard: ['#main'],
  };
  for (const selector of candidates[step]) {
    const found = [...document.querySelectorAll(selector)].find(isShown);
    if (found) return found;
  }
  return null;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const PADDING = 6;

/**
 * The guided tour (spec 2.6): a few steps over the header, the channel switcher, the menu and the page. A dialog
 * that takes the focus at each step, keeps it while open (Tab cycles through its buttons), is skipped with Escape
 * or `Passer la visite` and closes with `Terminer`; either way the member has seen it (saved on the server).
 */
export default function GuidedTour({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['layout', 'navigation']);
  const [index, setIndex] = useState(0);
  const [box, setBox] = useState<Box | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const step = STEPS[index]!;
  const isLast = index === STEPS.length - 1;

  const labels = {
    switcher: t('navigation:channels.switcher'),
    mainMenu: t('navigation:mainMenu'),
    openMenu: t('navigation:openMenu'),
  };
  const { switcher, mainMenu, openMenu } = labels;

  // Where the highlighted element is, kept up to date on scroll and resize.
  useLayoutEffect(() => {
    const target = findTarget(step, { switcher, mainMenu, openMenu });
    target?.scrollIntoView({ block: 'nearest' });
    const measure = () => {
      const rect = target?.getBoundingClientRect();
      setBox(rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null);
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step, switcher, mainMenu, openMenu]);

  const close = useCallback(() => {
    void saveTourSeen().catch(() => undefined);
    onClose();
  }, [onClose]);

  // A modal step: the focus cannot leave it (the profile menu gives it back to its button as it closes), Escape
  // skips the tour from anywhere, and the focus goes back where it was once the tour closes.
  useEffect(() => {
    const opener = document.activeElement;
    const keepFocus = (event: FocusEvent) => {
      if (dialogRef.current && !dialogRef.current.contains(event.target as Node)) titleRef.current?.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
    };
  }, []);
  useEffect(() => {
    const skipOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', skipOnEscape);
    return () => document.removeEventListener('keydown', skipOnEscape);
  }, [close]);

  // The focus moves into each step.
  useEffect(() => {
    titleRef.current?.focus();
  }, [index]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    const focusables = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button') ?? [])];
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === titleRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // The card sits beside a tall element (the sidebar), under (or over) the others on wide screens, along the bottom
  // edge on phones.
  const isNarrow = typeof window !== 'undefined' && window.innerWidth < 640;
  const hasRoomBeside =
    box !== null && box.height > window.innerHeight / 2 && box.left + box.width + 420 < window.innerWidth;
  const cardStyle =
    box && !isNarrow
      ? hasRoomBeside
        ? { top: Math.max(16, box.top + 24), left: box.left + box.width + PADDING + 12 }
        : box.top + box.height + 220 < window.innerHeight
          ? {
              top: box.top + box.height + PADDING + 12,
              left: Math.max(16, Math.min(box.left, window.innerWidth - 400)),
            }
          : { top: Math.max(16, box.top + 24), left: Math.max(16, Math.min(box.left + 24, window.innerWidth - 400)) }
      : undefined;

  return (
    <div className="fixed inset-0 z-50">
      {box ? (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed rounded-xl ring-2 ring-accent transition-all duration-200"
          style={{
            top: box.top - PADDING,
            left: box.left - PADDING,
            width: box.width + PADDING * 2,
            height: box.height + PADDING * 2,
            boxShadow: '0 0 0 9999px rgb(15 23 42 / 0.55)',
          }}
        />
      ) : (
        <div aria-hidden="true" className="fixed inset-0 bg-slate-900/55" />
      )}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="guided-tour-title"
        aria-describedby="guided-tour-text"
        onKeyDown={onKeyDown}
        className={
          cardStyle
            ? 'fixed w-96 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-surface p-5 shadow-popup'
            : 'fixed inset-x-3 bottom-3 rounded-card border border-line bg-surface p-5 shadow-popup sm:inset-x-auto sm:top-1/2 sm:left-1/2 sm:bottom-auto sm:w-96 sm:-translate-x-1/2 sm:-translate-y-1/2'
        }
        style={cardStyle}
      >
        <p className="text-xs font-medium tracking-wide text-accent uppercase">
          {t('tour.label')} · {t('tour.progress', { current: index + 1, total: STEPS.length })}
        </p>
        <h2
          id="guided-tour-title"
          ref={titleRef}
          tabIndex={-1}
          className="mt-1 text-lg font-semibold text-ink focus:outline-none"
        >
          {t(`tour.steps.${step}.title`)}
        </h2>
        <p id="guided-tour-text" className="mt-2 text-sm text-ink-soft">
          {t(`tour.steps.${step}.text`)}
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" onClick={close}>
            {t('tour.skip')}
          </Button>
          <div className="ml-auto flex gap-2">
            {index > 0 && (
              <Button variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>
                {t('tour.previous')}
              </Button>
            )}
            {isLast ? (
              <Button size="sm" onClick={close}>
                {t('tour.finish')}
              </Button>
            ) : (
              <Button size="sm" onClick={() => setIndex(index + 1)}>
                {t('tour.next')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
