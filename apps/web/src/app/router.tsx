import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loadNamespaces } from '../lib/i18n';
import { RedirectSignedIn } from './guards/redirect-signed-in';
import { RequireMember } from './guards/require-member';
import { RouteError } from './layouts/route-error';
import type { RouteHandle } from './route-title';
import type { SectionId } from './routes/sections/sections';

type PageModule = { default: ComponentType };

/** Route-level code splitting: a page's code and its texts load when its route is first visited. */
const lazyPage =
  (load: () => Promise<PageModule>, namespaces: readonly string[] = []) =>
  async () => {
    const [page] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: page.default };
  };

const lazySection = (section: SectionId) => async () => {
  const [{ SectionPage }] = await Promise.all([import('./routes/sections/section-page'), loadNamespaces(['sections'])]);
  return { element: <SectionPage section={section} /> };
};

const title = (key: string): RouteHandle => ({ title: key });

const sectionRoute = (path: string, section: SectionId, titleKey: string): RouteObject => ({
  path,
  lazy: lazySection(section),
  handle: title(titleKey),
});

const layouts = {
  login: lazyPage(() => import('./layouts/login-layout')),
  bare: lazyPage(() => import('./layouts/bare-layout')),
  logoutOnly: lazyPage(() => import('./layouts/logout-only-layout')),
  default: lazyPage(() => import('./layouts/default-layout')),
  mdb: lazyPage(() => import('./layouts/mdb-layout')),
  chat: lazyPage(() => import('./layouts/chat-layout')),
};

const loginPage = lazyPage(() => import('./routes/login'), ['auth']);
const forgotPasswordPage = lazyPage(() => import('./routes/forgot-password'), ['auth']);

/** Every route of spec 2.1 with its layout of spec 2.3 and its guards of spec 2.2. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="min-h-dvh bg-canvas" />,
    children: [
      {
        element: <RedirectSignedIn />,
        children: [
          {
            lazy: layouts.login,
            children: [
              ...paths.loginAliases.map((path) => ({
                path,
                lazy: loginPage,
                handle: title('layout:pageTitles.login'),
              })),
              ...paths.forgotPasswordAliases.map((path) => ({
                path,
                lazy: forgotPasswordPage,
                handle: title('layout:pageTitles.forgotPassword'),
              })),
            ],
          },
        ],
      },
      {
        lazy: layouts.login,
        children: [
          {
            path: paths.resetPassword,
            lazy: lazyPage(() => import('./routes/reset-password'), ['auth']),
            handle: title('layout:pageTitles.resetPassword'),
          },
        ],
      },
      { path: paths.logout, lazy: lazyPage(() => import('./routes/logout')) },
      {
        lazy: layouts.bare,
        children: [
          {
            path: paths.legal.notice,
            lazy: lazyPage(() => import('./routes/mentions-legales'), ['legal-pages']),
            handle: title('layout:pageTitles.legalNotice'),
          },
          {
            path: paths.legal.termsOfSale,
            lazy: lazyPage(() => import('./routes/cgv'), ['legal-pages']),
            handle: title('layout:pageTitles.termsOfSale'),
          },
          {
            path: paths.legal.cookies,
            lazy: lazyPage(() => import('./routes/consentement'), ['legal-pages']),
            handle: title('layout:pageTitles.cookies'),
          },
          {
            path: '*',
            lazy: lazyPage(() => import('./routes/not-found'), ['legal-pages']),
            handle: title('layout:pageTitles.notFound'),
          },
        ],
      },
      {
        element: <RequireMember />,
        children: [
          {
            lazy: layouts.logoutOnly,
            children: [
              {
                path: paths.anonymous,
                lazy: lazyPage(() => import('./routes/anonymous'), ['account']),
                handle: title('layout:pageTitles.anonymous'),
              },
            ],
          },
          {
            lazy: layouts.default,
            children: [
              {
                index: true,
                lazy: lazyPage(() => import('./routes/dashboard'), ['dashboard']),
                handle: title('navigation:menu.dashboard'),
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
              sectionRoute(paths.events, 'events', 'navigation:menu.events'),
              sectionRoute(paths.replays, 'replays', 'navigation:menu.replays'),
              sectionRoute(paths.resources, 'resources', 'navigation:menu.resources'),
              sectionRoute(paths.tracking.notifications, 'notifications', 'sections:notifications.title'),
              sectionRoute(paths.tracking.calendar, 'calendar', 'sections:calendar.title'),
              sectionRoute(paths.classroom, 'classroom', 'sections:classroom.title'),
              {
                path: '/users/:uid',
                lazy: lazyPage(() => import('./routes/sections/member-page'), ['sections']),
                handle: title('sections:member.title'),
              },
              {
                path: paths.account.root,
                lazy: lazyPage(() => import('./routes/account/layout'), ['account']),
                handle: title('layout:pageTitles.account'),
                children: [
                  { index: true, element: <Navigate to={paths.account.profile} replace /> },
                  {
                    path: paths.account.profile,
                    lazy: lazyPage(() => import('./routes/account/mon-profil')),
                    handle: title('navigation:menu.profile'),
                  },
                  {
                    path: paths.account.invoices,
                    lazy: lazyPage(() => import('./routes/account/mes-factures')),
                    handle: title('navigation:menu.invoices'),
                  },
                  {
                    path: paths.account.contracts,
                    lazy: lazyPage(() => import('./routes/account/mes-contrats')),
                    handle: title('navigation:menu.contracts'),
                  },
                  {
                    path: paths.account.activity,
                    lazy: lazyPage(() => import('./routes/account/mon-activite')),
                    handle: title('navigation:menu.activity'),
                  },
                ],
              },
            ],
          },
          {
            lazy: layouts.mdb,
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
            lazy: layouts.chat,
            children: [sectionRoute(paths.tracking.messages, 'messages', 'sections:messages.title')],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A 401 from the API leads to /logout (spec 7) without reloading the app.
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== paths.logout) void router.navigate(paths.logout);
});
