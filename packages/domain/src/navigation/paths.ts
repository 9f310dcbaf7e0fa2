/**
 * Every URL of the web app (spec 2.1), written once: the menu rules, the route guards, the notification links and
 * the web's router all read them here.
 */

/** `?key=value&…` from the given values, leaving out the missing ones ('' when none is left). */
const query = (params: Record<string, string | null | undefined>) => {
  const pairs = Object.entries(params).flatMap(([key, value]) =>
    value ? [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`] : [],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};

export const appPaths = {
  home: '/',
  nutrition: '/yam-nutrition',
  trainings: '/mes-formations',
  /** The course administration (MDB_ADMIN): create, edit and publish the trainings of a channel. */
  trainingsAdmin: '/mes-formations/administration',
  network: {
    root: '/mon-reseau',
    coaches: '/mon-reseau/mes-coachs',
    members: '/mon-reseau/les-membres',
    ambassadors: '/mon-reseau/les-ambassadeurs',
    mentors: '/mon-reseau/les-mentors',
    partners: '/mon-reseau/les-partenaires',
    meetings: '/mon-reseau/les-rencontres',
    goodContacts: '/mon-reseau/bons-contacts',
    /** The MDB layout's spelling of the contacts page. */
    goodContactsMdb: '/mon-reseau/bon-contacts',
    dealsOffMarket: '/mon-reseau/deals-off-market',
  },
  /** Where the MDB layout points the off-market deals. */
  market: '/circle/market',
  /** `/circle/market?id=<deal>`: one deal of the market. */
  deal: (id: string) => `/circle/market${query({ id })}`,
  /** The members map (issue 13). */
  membersMap: '/mon-reseau/carte-des-membres',
  /** The network search (issue 13), `?q=`. */
  networkSearch: (q?: string | null) => `/mon-reseau/recherche${query({ q })}`,
  events: '/mes-evenements',
  /** `/mes-evenements?id=<event>`: one event and its sessions. */
  event: (id: string) => `/mes-evenements${query({ id })}`,
  replays: '/mes-replays',
  /** `/mes-replays?id=<replay>`: one replay played. */
  replay: (id: string) => `/mes-replays${query({ id })}`,
  resources: '/mes-ressources-utiles',
  account: {
    root: '/mon-compte',
    profile: '/mon-compte/mon-profil',
    invoices: '/mon-compte/mes-factures',
    contracts: '/mon-compte/mes-contrats',
    activity: '/mon-compte/mon-activite',
    /** The member's copy of their data (issue 32): ask for it, then download the zip. */
    data: '/mon-compte/mes-donnees',
    /** What the member hears of, in the site and by e-mail (issue 33). */
    notifications: '/mon-compte/notifications',
  },
  mdb: {
    root: '/mdb',
    projectCommittee: '/mdb/comite-projets',
    submitProject: '/mdb/soumettre-mon-projet',
    admin: '/mdb/admin',
    /** The billing admin's page (MDB_ADMIN): a member's invoices, cards, contracts and the audit trail. */
    adminBilling: '/mdb/admin/facturation',
    /** `/mdb/admin/facturation?membre=<uid>`: the billing admin's page on one member. */
    memberBilling: (uid: string) => `/mdb/admin/facturation${query({ membre: uid })}`,
    associations: '/mdb/associations',
    /** `/mdb/associations?id=<association>`, or the associations page without an id. */
    association: (id?: string | null) => `/mdb/associations${query({ id })}`,
    projectPage: '/mdb/projet',
    /** `/mdb/projet?id=<project>`: one project, its history, report and files. */
    project: (id: string) => `/mdb/projet${query({ id })}`,
    /** `/mdb/comite-projets?id=<project>`, or the committee page without an id. */
    committeeProject: (id?: string | null) => `/mdb/comite-projets${query({ id })}`,
    /** `/mdb/soumettre-mon-projet?id=<project>`, or the submission page without an id. */
    submittedProject: (id?: string | null) => `/mdb/soumettre-mon-projet${query({ id })}`,
  },
  /** The organisation's administration (MDB_ADMIN only): every page below `root`. */
  administration: {
    root: '/administration',
    /** The background jobs: the failed ones, why, and a retry. */
    jobs: '/administration/taches',
    /** Every member: search, filters, the invitation form, the CSV import. */
    members: '/administration/membres',
    /** The route pattern of one member's page. */
    memberPage: '/administration/membres/:uid',
    /** `/administration/membres/<uid>`: one member's rights, channels, sign-ins, invoices, contracts, audit trail. */
    member: (uid: string) => `/administration/membres/${encodeURIComponent(uid)}`,
    /** The audit journal: every admin action, filtered, exported as CSV. */
    journal: '/administration/journal',
    /** The moderation queue (issue 32): every report, live, and the moderators' decisions. */
    moderation: '/administration/moderation',
    /** `/administration/journal?target=<uid>`: the journal narrowed to the actions on one member. */
    memberJournal: (uid: string) => `/administration/journal${query({ target: uid })}`,
    /** The shop (issue 31): offers, sales with refunds, subscriptions, revenue by month. */
    offers: '/administration/formules',
    sales: '/administration/ventes',
    subscriptions: '/administration/abonnements',
    revenue: '/administration/chiffre-d-affaires',
  },
  tracking: {
    notifications: '/mon-suivi/notifications',
    messages: '/mon-suivi/messages',
    calendar: '/mon-suivi/calendrier',
  },
  /** `/mon-suivi/messages?id=<discussion>&targetId=<target>` */
  discussion: (id: string, targetId?: string | null) => `/mon-suivi/messages${query({ id, targetId })}`,
  /**
   * `/mon-suivi/messages?to=<member>`: the conversation with a member, a draft until the first message is sent (issue
   * 34: no empty discussion is created); the existing direct discussion when there is one.
   */
  conversationWith: (uid: string, targetId?: string | null) => `/mon-suivi/messages${query({ to: uid, targetId })}`,
  classroom: '/classroom',
  /** `/classroom?id=<course>`, optionally `&lesson=<lesson>` */
  course: (id: string, lesson?: string | null) => `/classroom${query({ id, lesson })}`,
  /** `/users/<firebaseId>`: another member's page. */
  member: (uid: string) => `/users/${encodeURIComponent(uid)}`,
  /** Where non-customers are sent: the offers on sale. */
  anonymous: '/anonymous',
  /** The route pattern of a checkout (the sandbox's card form, or the return from Stripe Checkout). */
  checkoutPage: '/paiement/:id',
  /** `/paiement/<checkout>`: paying for an offer. */
  checkout: (id: string) => `/paiement/${encodeURIComponent(id)}`,
  logout: '/logout',
  login: '/login',
  loginAliases: ['/login', '/connexion'],
  forgotPassword: '/mot-de-passe-oublie',
  forgotPasswordAliases: ['/forgot-password', '/mot-de-passe-oublie'],
  resetPassword: '/reset-password',
  /** `/invitation?token=…`: an invited member chooses their password (architecture 4.12). */
  invitation: '/invitation',
  legal: {
    notice: '/mentions-legales',
    termsOfSale: '/cgv',
    cookies: '/consentement',
    /** What Campus keeps about a member, why, how long, and their rights (RGPD). */
    privacy: '/confidentialite',
  },
  /** `/mon-compte/mes-contrats/signer?id=<contract>`: reading and signing one contract (outside the blocking modal). */
  signContract: (id: string) => `/mon-compte/mes-contrats/signer${query({ id })}`,
  signContractPage: '/mon-compte/mes-contrats/signer',
  /** The public page that checks whether Campus signed a PDF. */
  contractVerification: '/verifier-un-contrat',
  /** The redirect page to the course site (spec 2.2), `?to=<path on the course site>`. */
  courseSite: '/site-de-cours',
  courseSiteRedirect: (to?: string | null) => `/site-de-cours${query({ to })}`,
} as const;
