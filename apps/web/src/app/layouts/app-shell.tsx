import type { MenuLayout } from '@campus/domain/navigation';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { UnsignedContractsModal } from '../../features/contracts/components/unsigned-contracts-modal';
import { TermsOfSaleModal } from '../../features/legal/components/terms-of-sale-modal';
import { AppFooter } from '../../features/navigation/components/app-footer';
import { Header } from '../../features/navigation/components/header';
import { Sidebar } from '../../features/navigation/components/sidebar';
import { GuidedTourLauncher } from '../../features/tour/components/guided-tour-launcher';
import { ClosedPageGate } from '../guards/closed-page-gate';
import { useDocumentTitle, useRouteTitle } from '../route-title';
import { cn } from '../../lib/cn';
import { headerPopupSources } from './header-popup-sources';
import { PageSkeleton } from './page-skeleton';
import { useFocusOnNavigate } from '../../lib/use-focus-on-navigate';

interface AppShellProps {
  layout: MenuLayout;
  /** Replaces the plain content column (the chat layout adds its conversations column). */
  children?: ReactNode;
  /**
   * The page fills the visible height under the header and scrolls inside itself, with no footer (the chat, issue
   * 34): its height is the visual viewport's (`--visual-viewport-height`, above a phone's keyboard), else `100dvh`.
   */
  fitsViewport?: boolean;
}

/** The member shell of spec 2.3: sidebar, header, content, footer, the terms-of-sale and unsigned-contracts modals. */
export function AppShell({ layout, children, fitsViewport = false }: AppShellProps) {
  const title = useRouteTitle();
  useDocumentTitle(title);
  useFocusOnNavigate('main');
  return (
    <div className="min-h-dvh bg-canvas lg:sidebar-column">
      <SkipLink />
      <Sidebar layout={layout} />
      <div
        className={cn(
          'flex min-w-0 flex-col lg:pl-66',
          fitsViewport ? 'h-[var(--visual-viewport-height,100dvh)] overflow-hidden' : 'min-h-dvh',
        )}
      >
        <Header layout={layout} title={title} popupSources={headerPopupSources} />
        <main
          id="main"
          tabIndex={-1}
          className={cn('flex min-w-0 flex-1 flex-col focus:outline-none', fitsViewport && 'min-h-0')}
        >
          {children ?? (
            <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8 3xl:max-w-[1600px]">
              <Suspense fallback={<PageSkeleton />}>
                <ClosedPageGate>
                  <Outlet />
                </ClosedPageGate>
              </Suspense>
            </div>
          )}
        </main>
        {fitsViewport ? null : <AppFooter />}
      </div>
      <TermsOfSaleModal />
      <UnsignedContractsModal />
      <GuidedTourLauncher />
    </div>
  );
}
