import { paths } from '../config/paths';
import type { SectionId } from './routes/sections/sections';

/**
 * A guard, layout or page whose code loads on first use (`src/app/<file>.tsx`), with the i18n namespaces it needs.
 * Read by the router, and by the web build, which lists the files each URL needs so that the server can preload them
 * from the page (`route-preloads.json`).
 */
export interface LazyModule {
  file: string;
  /** The component's export, when not the default one. */
  exportName?: string;
  namespaces?: readonly string[];
}

/** One route of the app: data only, so that the build reads it without React (the router makes the elements). */
export interface AppRoute {
  path?: string;
  index?: true;
  /** The guard, layout or page shown here. */
  module?: LazyModule;
  /** The section the shared section page shows. */
  section?: SectionId;
  /** Where this route leads at once. */
  redirectTo?: string;
  /** A signed-in member goes on to where they were heading (the login pages). */
  isForSignedOut?: true;
  /** i18n key of the page title. */
  title?: string;
  children?: AppRoute[];
}

/** The member shell's own texts beyond the namespaces the guard loads (the terms and contracts modals). */
const MEMBER_SHELL_NAMESPACES = ['legal-modal', 'contracts-modal'];

const layouts = {
  login: { file: 'layouts/login-layout' },
  // Its footer's texts are the member shell's (`layout`), which the login pages do without.
  bare: { file: 'layouts/bare-layout', namespaces: ['layout'] },
  logoutOnly: { file: 'layouts/logout-only-layout' },
  default: { file: 'layouts/default-layout', namespaces: MEMBER_SHELL_NAMESPACES },
  mdb: { file: 'layouts/mdb-layout', namespaces: MEMBER_SHELL_NAMESPACES },
  chat: { file: 'layouts/chat-layout', namespaces: MEMBER_SHELL_NAMESPACES },
} satisfies Record<string, LazyModule>;

// The member guard, with its loading and error screens, loads with the member pages rather than with the login page.
// The texts of the member shell (`layout`: header, footer, popups, tour, loading screens) load with it too.
const requireMember: LazyModule = {
  file: 'guards/require-member',
  exportName: 'RequireMember',
  namespaces: ['layout'],
};
const sectionPage: LazyModule = {
  file: 'routes/sections/section-page',
  exportName: 'SectionPage',
  namespaces: ['sections'],
};
const loginPage: LazyModule = { file: 'routes/login', namespaces: ['auth'] };
const forgotPasswordPage: LazyModule = { file: 'routes/forgot-password', namespaces: ['auth'] };

const page = (path: string, file: string, namespaces: readonly string[], title: string): AppRoute => ({
  path,
  module: { file, namespaces },
  title,
});

const section = (path: string, id: SectionId, title: string): AppRoute => ({
  path,
  module: sectionPage,
  section: id,
  title,
});

/** Every route of spec 2.1 with its layout of spec 2.3 and its guards of spec 2.2. */
export const appRoutes: AppRoute[] = [
  {
    isForSignedOut: true,
    children: [
      {
        module: layouts.login,
        children: [
          ...paths.loginAliases.map((path) => ({ path, module: loginPage, title: 'navigation:pageTitles.login' })),
          ...paths.forgotPasswordAliases.map((path) => ({
            path,
            module: forgotPasswordPage,
            title: 'navigation:pageTitles.forgotPassword',
          })),
        ],
      },
    ],
  },
  {
    module: layouts.login,
    children: [
      page(paths.resetPassword, 'routes/reset-password', ['auth'], 'navigation:pageTitles.resetPassword'),
      page(paths.invitation, 'routes/invitation', ['auth'], 'navigation:pageTitles.invitation'),
    ],
  },
  { path: paths.logout, module: { file: 'routes/logout', namespaces: ['layout'] } },
  {
    module: layouts.bare,
    children: [
      page(paths.legal.notice, 'routes/mentions-legales', ['legal-pages'], 'navigation:pageTitles.legalNotice'),
      page(paths.legal.termsOfSale, 'routes/cgv', ['legal-pages'], 'navigation:pageTitles.termsOfSale'),
      page(paths.legal.cookies, 'routes/consentement', ['legal-pages'], 'navigation:pageTitles.cookies'),
      page(paths.legal.privacy, 'routes/confidentialite', ['legal-pages'], 'navigation:pageTitles.privacy'),
      page('*', 'routes/not-found', ['legal-pages'], 'navigation:pageTitles.notFound'),
      page(paths.contractVerification, 'routes/verifier-un-contrat', ['contracts'], 'contracts:verify.title'),
    ],
  },
  {
    module: requireMember,
    children: [
      {
        module: layouts.logoutOnly,
        children: [
          page(paths.anonymous, 'routes/anonymous', ['account', 'shop'], 'navigation:pageTitles.anonymous'),
          // Open to non-customers (the guard lets /paiement/* through): a prospect pays here to become a customer.
          page(paths.checkoutPage, 'routes/paiement', ['shop'], 'shop:checkout.pageTitle'),
          // Outside the member shell, so the blocking unsigned-contracts modal leaves it reachable (spec 2.6).
          page(paths.signContractPage, 'routes/account/signer-un-contrat', ['contracts'], 'contracts:sign.pageTitle'),
        ],
      },
      page(paths.courseSite, 'routes/site-de-cours', ['learning'], 'learning:courseSite.redirecting'),
      {
        module: layouts.default,
        children: [
          {
            index: true,
            module: {
              file: 'routes/dashboard',
              namespaces: ['dashboard'],
            },
            title: 'navigation:menu.dashboard',
          },
          page(paths.nutrition, 'routes/yam-nutrition', ['learning'], 'navigation:menu.nutrition'),
          page(paths.trainings, 'routes/mes-formations', ['learning'], 'learning:trainings.title'),
          page(paths.trainingsAdmin, 'routes/mes-formations-administration', ['learning'], 'learning:authoring.title'),
          section(paths.network.root, 'network', 'navigation:menu.network'),
          page(
            paths.network.coaches,
            'routes/network/mes-coachs',
            ['sections', 'network', 'messaging'],
            'navigation:menu.coaches',
          ),
          page(
            paths.network.members,
            'routes/network/les-membres',
            ['sections', 'network', 'messaging'],
            'navigation:menu.members',
          ),
          page(
            paths.network.ambassadors,
            'routes/network/les-ambassadeurs',
            ['sections', 'network', 'messaging'],
            'navigation:menu.ambassadors',
          ),
          page(
            paths.network.mentors,
            'routes/network/les-mentors',
            ['sections', 'network', 'messaging'],
            'navigation:menu.mentors',
          ),
          page(
            paths.network.partners,
            'routes/network/les-partenaires',
            ['sections', 'network'],
            'navigation:menu.partners',
          ),
          page(
            paths.network.meetings,
            'routes/network/les-rencontres',
            ['sections', 'network', 'events'],
            'navigation:menu.meetings',
          ),
          page(
            paths.network.goodContacts,
            'routes/network/bons-contacts',
            ['sections', 'network'],
            'navigation:menu.goodContacts',
          ),
          page(
            paths.network.dealsOffMarket,
            'routes/network/deals',
            ['sections', 'network', 'messaging', 'moderation'],
            'navigation:menu.deals',
          ),
          page(
            paths.membersMap,
            'routes/network/carte-des-membres',
            ['sections', 'network', 'messaging'],
            'network:map.title',
          ),
          page(paths.networkSearch(), 'routes/network/recherche', ['sections', 'network'], 'network:search.title'),
          page(paths.events, 'routes/mes-evenements', ['events', 'learning'], 'navigation:menu.events'),
          page(paths.replays, 'routes/mes-replays', ['learning'], 'navigation:menu.replays'),
          page(paths.resources, 'routes/mes-ressources-utiles', ['learning'], 'navigation:menu.resources'),
          page(
            paths.tracking.notifications,
            'routes/mon-suivi-notifications',
            ['notifications'],
            'notifications:title',
          ),
          page(paths.tracking.calendar, 'routes/calendrier', ['events'], 'events:calendar.title'),
          page(paths.classroom, 'routes/classroom', ['learning'], 'learning:classroom.title'),
          page(paths.administration.jobs, 'routes/administration/taches', ['operations'], 'operations:title'),
          page(
            paths.administration.members,
            'routes/administration/membres',
            ['administration'],
            'administration:members.title',
          ),
          page(
            paths.administration.journal,
            'routes/administration/journal',
            ['administration'],
            'administration:journal.title',
          ),
          page(
            paths.administration.moderation,
            'routes/administration/moderation',
            ['moderation-queue'],
            'moderation-queue:title',
          ),
          page(
            paths.administration.offers,
            'routes/administration/formules',
            ['shop-admin'],
            'shop-admin:offers.title',
          ),
          page(paths.administration.sales, 'routes/administration/ventes', ['shop-admin'], 'shop-admin:sales.title'),
          page(
            paths.administration.subscriptions,
            'routes/administration/abonnements',
            ['shop-admin'],
            'shop-admin:subscriptions.title',
          ),
          page(
            paths.administration.revenue,
            'routes/administration/chiffre-d-affaires',
            ['shop-admin'],
            'shop-admin:revenue.title',
          ),
          page(
            paths.administration.memberPage,
            'routes/administration/membre',
            ['administration'],
            'administration:member.title',
          ),
          page(
            '/users/:uid',
            'routes/sections/member-page',
            ['sections', 'messaging', 'network', 'moderation'],
            'sections:member.title',
          ),
          {
            ...page(paths.account.root, 'routes/account/layout', ['account'], 'navigation:pageTitles.account'),
            children: [
              { index: true, redirectTo: paths.account.profile },
              page(paths.account.profile, 'routes/account/mon-profil', ['network'], 'navigation:menu.profile'),
              page(
                paths.account.invoices,
                'routes/account/mes-factures',
                ['billing', 'shop'],
                'navigation:menu.invoices',
              ),
              page(paths.account.contracts, 'routes/account/mes-contrats', ['contracts'], 'navigation:menu.contracts'),
              page(paths.account.activity, 'routes/account/mon-activite', ['dashboard'], 'navigation:menu.activity'),
              page(paths.account.data, 'routes/account/mes-donnees', ['account'], 'navigation:menu.data'),
              page(
                paths.account.notifications,
                'routes/account/notifications',
                ['notifications'],
                'navigation:menu.notifications',
              ),
            ],
          },
        ],
      },
      {
        module: layouts.mdb,
        children: [
          page(paths.mdb.root, 'routes/mdb/mes-projets', ['incubator'], 'navigation:menu.incubator'),
          page(
            paths.mdb.projectCommittee,
            'routes/mdb/comite-projets',
            ['incubator'],
            'navigation:menu.projectCommittee',
          ),
          page(
            paths.mdb.submitProject,
            'routes/mdb/soumettre-mon-projet',
            ['incubator'],
            'navigation:menu.submitProject',
          ),
          page(paths.mdb.admin, 'routes/mdb/admin', ['incubator'], 'navigation:menu.administration'),
          page(paths.mdb.projectPage, 'routes/mdb/projet', ['incubator'], 'incubator:details.title'),
          page(paths.mdb.associations, 'routes/mdb/associations', ['incubator'], 'navigation:menu.associationEngine'),
          page(
            paths.market,
            'routes/network/deals',
            ['sections', 'network', 'messaging', 'moderation'],
            'navigation:menu.deals',
          ),
          page(
            paths.network.goodContactsMdb,
            'routes/network/bons-contacts',
            ['sections', 'network'],
            'navigation:menu.goodContacts',
          ),
          page(paths.mdb.adminBilling, 'routes/mdb/admin-facturation', ['billing', 'contracts'], 'billing:admin.title'),
        ],
      },
      {
        module: layouts.chat,
        children: [
          page(paths.tracking.messages, 'routes/mon-suivi-messages', ['messaging', 'moderation'], 'messaging:title'),
        ],
      },
    ],
  },
];

/** A URL pattern of the app (react-router's: `:param` segments) and what its page loads, outermost first. */
export interface RoutePattern {
  pattern: string;
  modules: LazyModule[];
}

/**
 * Every URL pattern with the lazy modules its page loads (guard, layouts, page). The catch-all route is left out:
 * an unknown URL's page is not worth loading ahead.
 */
export function routePatterns(
  routes: readonly AppRoute[] = appRoutes,
  parent: RoutePattern = { pattern: '', modules: [] },
): RoutePattern[] {
  return routes.flatMap((route) => {
    const pattern = route.path ?? (route.index ? parent.pattern || '/' : parent.pattern);
    const here = { pattern, modules: route.module ? [...parent.modules, route.module] : parent.modules };
    const own = (route.path ?? route.index) && pattern !== '*' ? [here] : [];
    return [...own, ...routePatterns(route.children ?? [], here)];
  });
}
