/** Every URL of the app (spec 2.1), written once. */

const query = (params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const paths = {
  home: '/',
  nutrition: '/yam-nutrition',
  trainings: '/mes-formations',
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
  market: '/circle/market',
  events: '/mes-evenements',
  /** `/mes-evenements?id=<event>`: one event and its sessions. */
  event: (id: string) => `/mes-evenements${query({ id })}`,
  replays: '/mes-replays',
  resources: '/mes-ressources-utiles',
  account: {
    root: '/mon-compte',
    profile: '/mon-compte/mon-profil',
    invoices: '/mon-compte/mes-factures',
    contracts: '/mon-compte/mes-contrats',
    activity: '/mon-compte/mon-activite',
  },
  mdb: {
    root: '/mdb',
    projectCommittee: '/mdb/comite-projets',
    submitProject: '/mdb/soumettre-mon-projet',
    admin: '/mdb/admin',
  },
  tracking: {
    notifications: '/mon-suivi/notifications',
    messages: '/mon-suivi/messages',
    calendar: '/mon-suivi/calendrier',
  },
  /** `/mon-suivi/messages?id=<discussion>&targetId=<target>` */
  discussion: (id: string, targetId?: string | null) => `/mon-suivi/messages${query({ id, targetId })}`,
  classroom: '/classroom',
  /** `/classroom?id=<course>` */
  course: (id: string) => `/classroom${query({ id })}`,
  /** `/users/<firebaseId>`: another member's page. */
  member: (uid: string) => `/users/${encodeURIComponent(uid)}`,
  anonymous: '/anonymous',
  logout: '/logout',
  login: '/login',
  loginAliases: ['/login', '/connexion'],
  forgotPassword: '/mot-de-passe-oublie',
  forgotPasswordAliases: ['/forgot-password', '/mot-de-passe-oublie'],
  resetPassword: '/reset-password',
  legal: {
    notice: '/mentions-legales',
    termsOfSale: '/cgv',
    cookies: '/consentement',
  },
  contactEmail: 'mailto:contact@campus-formation.fr',
  social: {
    facebook: 'https://www.facebook.com/campusformation',
    instagram: 'https://www.instagram.com/campusformation',
    linkedin: 'https://www.linkedin.com/company/campus-formation',
  },
} as const;
