import { lazy, Suspense, useEffect, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loadNamespaces } from '../lib/i18n';
import { RedirectSignedIn } from './guards/redirect-signed-in';
import { RouteErrorBoundary } from './layouts/route-error';
import { RouteTitleContext, routeTitleKey, type RouteHandle } from './route-title';
import type { SectionId } from './routes/sections/sections';

interface LazyRouteHandle extends RouteHandle {
  /** Starts loading the route's code and texts (once). */
  preload?: () => void;
}

/** A component whose code and i18n namespaces load together, once, so it never shows untranslated keys. */
function lazyWithTexts<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  namespaces: readonly string[] = [],
) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([component]) => ({ default: component })));
  // A failure to load shows when the component renders (the error page), not as an unhandled rejection.
  const preload = () => void loadOnce().catch(() => undefined);
  return { Component: lazy(loadOnce), preload };
}

interface LazyElement {
  element: ReactElement;
  preload: () => void;
}

/** Route-level code splitting: a page's code and its texts load when its route is first visited. */
function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces?: readonly string[]): LazyElement {
  const { Component, preload } = lazyWithTexts(async () => (await load()).default, namespaces);
  return { element: <Component />, preload };
}

/** The route fields of a lazy page or layout, with the page title's i18n key. */
const lazyRoute = ({ element, preload }: LazyElement, title?: string) => ({
  element,
  handle: (title ? { title, preload } : { preload }) satisfies LazyRouteHandle,
});

const { Component: SectionPage, preload: preloadSectionPage } = lazyWithTexts(
  async () => (await import('./routes/sections/section-page')).SectionPage,
  ['sections'],
);

const sectionRoute = (path: string, section: SectionId, title: string): RouteObject => ({
  path,
  element: <SectionPage section={section} />,
  handle: { title, preload: preloadSectionPage } satisfies LazyRouteHandle,
});

/** The member shell's own texts beyond the shell namespaces shipped with the app (the terms-of-sale modal). */
const MEMBER_SHELL_NAMESPACES = ['legal-modal'];

const layouts = {
  login: lazyPage(() => import('./layouts/login-layout')),
  bare: lazyPage(() => import('./layouts/bare-layout')),
  logoutOnly: lazyPage(() => import('./layouts/logout-only-layout')),
  default: lazyPage(() => import('./layouts/default-layout'), MEMBER_SHELL_NAMESPACES),
  mdb: lazyPage(() => import('./layouts/mdb-layout'), MEMBER_SHELL_NAMESPACES),
  chat: lazyPage(() => import('./layouts/chat-layout'), MEMBER_SHELL_NAMESPACES),
};

// The member guard, with its loading and error screens, loads with the member pages rather than with the login page.
const requireMember = lazyPage(async () => ({ default: (await import('./guards/require-member')).RequireMember }));

const loginPage = lazyPage(() => import('./routes/login'), ['auth']);
const forgotPasswordPage = lazyPage(() => import('./routes/forgot-password'), ['auth']);

/** Every route of spec 2.1 with its layout of spec 2.3 and its guards of spec 2.2. */
const routes: RouteObject[] = [
  {
    element: <RedirectSignedIn />,
    children: [
      {
        ...lazyRoute(layouts.login),
        children: [
          ...paths.loginAliases.map((path) => ({ path, ...lazyRoute(loginPage, 'layout:pageTitles.login') })),
          ...paths.forgotPasswordAliases.map((path) => ({
            path,
            ...lazyRoute(forgotPasswordPage, 'layout:pageTitles.forgotPassword'),
          })),
        ],
      },
    ],
  },
  {
    ...lazyRoute(layouts.login),
    children: [
      {
        path: paths.resetPassword,
        ...lazyRoute(
          lazyPage(() => import('./routes/reset-password'), ['auth']),
          'layout:pageTitles.resetPassword',
        ),
      },
    ],
  },
  { path: paths.logout, ...lazyRoute(lazyPage(() => import('./routes/logout'))) },
  {
    ...lazyRoute(layouts.bare),
    children: [
      {
        path: paths.legal.notice,
        ...lazyRoute(
          lazyPage(() => import('./routes/mentions-legales'), ['legal-pages']),
          'layout:pageTitles.legalNotice',
        ),
      },
      {
        path: paths.legal.termsOfSale,
        ...lazyRoute(
          lazyPage(() => import('./routes/cgv'), ['legal-pages']),
          'layout:pageTitles.termsOfSale',
        ),
      },
      {
        path: paths.legal.cookies,
        ...lazyRoute(
          lazyPage(() => import('./routes/consentement'), ['legal-pages']),
          'layout:pageTitles.cookies',
        ),
      },
      {
        path: '*',
        ...lazyRoute(
          lazyPage(() => import('./routes/not-found'), ['legal-pages']),
          'layout:pageTitles.notFound',
        ),
      },
    ],
  },
  {
    ...lazyRoute(requireMember),
    children: [
      {
        ...lazyRoute(layouts.logoutOnly),
        children: [
          {
            path: paths.anonymous,
            ...lazyRoute(
              lazyPage(() => import('./routes/anonymous'), ['account']),
              'layout:pageTitles.anonymous',
            ),
          },
        ],
      },
      {
        ...lazyRoute(layouts.default),
        children: [
          {
            index: true,
            ...lazyRoute(
              lazyPage(() => import('./routes/dashboard'), ['dashboard']),
              'navigation:menu.dashboard',
            ),
          },
          sectionRoute(paths.nutrition, 'nutrition', 'navigation:menu.nutrition'),
          sectionRoute(paths.trainings, 'trainings', 'sections:trainings.title'),
          sectionRoute(paths.network.root, 'network', 'navigation:menu.network'),
          sectionRoute(paths.network.coaches, 'coaches', 'navigation:menu.coaches'),
          sectionRoute(paths.network.members, 'members', 'navigation:menu.members'),
          sectionRoute(paths.network.ambassadors, 'ambassadors', 'navigation:menu.ambassadors'),
          sectionRoute(paths.network.mentors, 'mentors', 'navigation:menu.mentors'),
          sectionRoute(paths.network.partners, 'partners', 'navigation:menu.partners'),
          sectionRoute(paths.network.meetings, 'meetings', 'navigation:menu.meetings'),
          sectionRoute(paths.network.goodContacts, 'goodContacts', 'navigation:menu.goodContacts'),
          sectionRoute(paths.network.dealsOffMarket, 'deals', 'navigation:menu.deals'),
          {
            path: paths.events,
            ...lazyRoute(
              lazyPage(() => import('./routes/mes-evenements'), ['events']),
              'navigation:menu.events',
            ),
          },
          sectionRoute(paths.replays, 'replays', 'navigation:menu.replays'),
          sectionRoute(paths.resources, 'resources', 'navigation:menu.resources'),
          {
            path: paths.tracking.notifications,
            ...lazyRoute(
              lazyPage(() => import('./routes/mon-suivi-notifications'), ['notifications']),
              'notifications:title',
            ),
          },
          {
            path: paths.tracking.calendar,
            ...lazyRoute(
              lazyPage(() => import('./routes/calendrier'), ['events']),
              'events:calendar.title',
            ),
          },
          sectionRoute(paths.classroom, 'classroom', 'sections:classroom.title'),
          {
            path: '/users/:uid',
            ...lazyRoute(
              lazyPage(() => import('./routes/sections/member-page'), ['sections', 'messaging']),
              'sections:member.title',
            ),
          },
          {
            path: paths.account.root,
            ...lazyRoute(
              lazyPage(() => import('./routes/account/layout'), ['account']),
              'layout:pageTitles.account',
            ),
            children: [
              { index: true, element: <Navigate to={paths.account.profile} replace /> },
              {
                path: paths.account.profile,
                ...lazyRoute(
                  lazyPage(() => import('./routes/account/mon-profil')),
                  'navigation:menu.profile',
                ),
              },
              {
                path: paths.account.invoices,
                ...lazyRoute(
                  lazyPage(() => import('./routes/account/mes-factures')),
                  'navigation:menu.invoices',
                ),
              },
              {
                path: paths.account.contracts,
                ...lazyRoute(
                  lazyPage(() => import('./routes/account/mes-contrats')),
                  'navigation:menu.contracts',
                ),
              },
              {
                path: paths.account.activity,
                ...lazyRoute(
                  lazyPage(() => import('./routes/account/mon-activite')),
                  'navigation:menu.activity',
                ),
              },
            ],
          },
        ],
      },
      {
        ...lazyRoute(layouts.mdb),
        children: [
          sectionRoute(paths.mdb.root, 'incubator', 'navigation:menu.incubator'),
          sectionRoute(paths.mdb.projectCommittee, 'projectCommittee', 'navigation:menu.projectCommittee'),
          sectionRoute(paths.mdb.submitProject, 'submitProject', 'navigation:menu.submitProject'),
          sectionRoute(paths.mdb.admin, 'administration', 'navigation:menu.administration'),
          sectionRoute(paths.market, 'deals', 'navigation:menu.deals'),
          sectionRoute(paths.network.goodContactsMdb, 'goodContacts', 'navigation:menu.goodContacts'),
        ],
      },
      {
        ...lazyRoute(layouts.chat),
        children: [
          {
            path: paths.tracking.messages,
            ...lazyRoute(
              lazyPage(() => import('./routes/mon-suivi-messages'), ['messaging']),
              'messaging:title',
            ),
          },
        ],
      },
    ],
  },
];

function MatchedRoute() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const matches = matchRoutes(routes, location);
  // Layout and page start loading together instead of the page waiting for its layout to render.
  for (const { route } of matches ?? []) (route.handle as LazyRouteHandle | undefined)?.preload?.();
  return <RouteTitleContext value={routeTitleKey(matches)}>{element}</RouteTitleContext>;
}

/** A 401 from the API leads to /logout (spec 7) without reloading the app. */
function useUnauthorizedRedirect(pathname: string): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (pathname !== paths.logout) void navigate(paths.logout);
      }),
    [navigate, pathname],
  );
}

/** The app's routes, inside a router; a route that fails to load or to render shows the error page. */
export function AppRoutes() {
  const location = useLocation();
  useUnauthorizedRedirect(location.pathname);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={<div className="min-h-dvh bg-canvas" />}>
        <MatchedRoute />
      </Suspense>
    </RouteErrorBoundary>
  );
}
