import type { ChannelSlug } from './channels.js';
import { canSeeDealsOffMarket, hasAIR, hasMDB, isMdbAdmin, isStarterMdb, type RightsSubject } from './rights.js';

/** The spec's icon names (2.4); circle and moncompte also exist. */
export type MenuIconName =
  'dashboard' | 'classroom' | 'events' | 'mdb' | 'mediacenter' | 'ressources' | 'yam' | 'circle' | 'moncompte';

export type TopMenuId = 'dashboard' | 'network' | 'events' | 'incubator' | 'replays' | 'resources' | 'nutrition';
export type MenuLayout = 'default' | 'mdb';

export interface MenuItem {
  /** Stable key, also the i18n key under `menu.` */
  id: string;
  /** The spec's French title. */
  title: string;
  icon?: MenuIconName;
  url: string;
  external?: boolean;
  children?: MenuItem[];
}

export interface MenuContext {
  layout: MenuLayout;
  channel: ChannelSlug;
  user: RightsSubject;
}

export const ASSOCIATION_ENGINE_URL = 'https://moteur-association.campus-formation.fr';

const HIDDEN_PER_CHANNEL: Record<ChannelSlug, readonly TopMenuId[]> = {
  immobilier: ['nutrition'],
  entrepreneuriat: ['nutrition', 'incubator'],
  finance: ['nutrition', 'network', 'events', 'incubator', 'replays', 'resources'],
  base: ['nutrition', 'network', 'events', 'incubator', 'replays', 'resources'],
  sport: ['dashboard', 'network', 'events', 'incubator', 'replays', 'resources'],
};

/** Whether the channel hides a top-level item (spec 2.4, hidden per channel). */
export function isHiddenInChannel(id: TopMenuId, channel: ChannelSlug): boolean {
  return HIDDEN_PER_CHANNEL[channel].includes(id);
}

function networkItems({ layout, channel, user }: MenuContext): MenuItem[] {
  const isMdbLayout = layout === 'mdb';
  const onImmobilier = channel === 'immobilier';
  const items: (MenuItem | false)[] = [
    !hasMDB(user) && { id: 'coaches', title: 'Mes coachs', url: '/mon-reseau/mes-coachs' },
    { id: 'members', title: 'Les membres', url: '/mon-reseau/les-membres' },
    hasAIR(user) &&
      (onImmobilier || isMdbLayout) && {
        id: 'ambassadors',
        title: 'Les ambassadeurs',
        url: '/mon-reseau/les-ambassadeurs',
      },
    hasMDB(user) && { id: 'mentors', title: 'Les mentors', url: '/mon-reseau/les-mentors' },
    { id: 'partners', title: 'Les partenaires', url: '/mon-reseau/les-partenaires' },
    (onImmobilier || isMdbLayout) && { id: 'meetings', title: 'Les rencontres', url: '/mon-reseau/les-rencontres' },
    {
      id: 'goodContacts',
      title: 'Bons contacts',
      url: isMdbLayout ? '/mon-reseau/bon-contacts' : '/mon-reseau/bons-contacts',
    },
    canSeeDealsOffMarket(user) &&
      onImmobilier && {
        id: 'deals',
        title: 'Deals off market',
        url: isMdbLayout ? '/circle/market' : '/mon-reseau/deals-off-market',
      },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

function incubatorItems({ user }: MenuContext): MenuItem[] {
  const items: (MenuItem | false)[] = [
    { id: 'projectCommittee', title: 'Comité projets', url: '/mdb/comite-projets' },
    { id: 'submitProject', title: 'Soumettre mon projet', url: '/mdb/soumettre-mon-projet' },
    !isStarterMdb(user) && {
      id: 'associationEngine',
      title: "Moteur d'association",
      url: ASSOCIATION_ENGINE_URL,
      external: true,
    },
    isMdbAdmin(user) && { id: 'administration', title: 'Administration', url: '/mdb/admin' },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

/** Whether a right hides a top-level item (spec 2.4, hidden per right). */
function isAllowedByRights(id: TopMenuId, user: RightsSubject): boolean {
  switch (id) {
    case 'network':
      return user.isCustomer && !isStarterMdb(user);
    case 'events':
      return !isStarterMdb(user);
    case 'incubator':
      return hasMDB(user);
    default:
      return true;
  }
}

/** The sidebar menu for a layout, channel and user (spec 2.4). */
export function buildMenu(context: MenuContext): MenuItem[] {
  const top: (MenuItem & { id: TopMenuId })[] = [
    { id: 'dashboard', title: 'Tableau de bord', icon: 'dashboard', url: '/' },
    {
      id: 'network',
      title: 'Mon réseau',
      icon: 'classroom',
      url: '/mon-reseau',
      children: networkItems(context),
    },
    { id: 'events', title: 'Mes évènements', icon: 'events', url: '/mes-evenements' },
    {
      id: 'incubator',
      title: "L'Incubateur (MDB)",
      icon: 'mdb',
      url: '/mdb',
      children: incubatorItems(context),
    },
    { id: 'replays', title: 'Mes replays', icon: 'mediacenter', url: '/mes-replays' },
    { id: 'resources', title: 'Mes ressources utiles', icon: 'ressources', url: '/mes-ressources-utiles' },
    { id: 'nutrition', title: 'Nutrition', icon: 'yam', url: '/yam-nutrition' },
  ];
  return top.filter((item) => !isHiddenInChannel(item.id, context.channel) && isAllowedByRights(item.id, context.user));
}

/** The account pages (Mon compte); 'Mon activité' shows only for customers. */
export function buildAccountMenu(user: RightsSubject): MenuItem[] {
  const items: (MenuItem | false)[] = [
    { id: 'profile', title: 'Mon profil', icon: 'moncompte', url: '/mon-compte/mon-profil' },
    { id: 'invoices', title: 'Mes factures', url: '/mon-compte/mes-factures' },
    { id: 'contracts', title: 'Mes contrats', url: '/mon-compte/mes-contrats' },
    user.isCustomer && { id: 'activity', title: 'Mon activité', url: '/mon-compte/mon-activite' },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}
