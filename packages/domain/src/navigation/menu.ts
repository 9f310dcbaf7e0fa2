import type { ChannelSlug } from '../shared/channels.js';
import { appPaths } from './paths.js';
import type { RightsSubject } from '../rights/rights.js';
import { mayOpenPage } from './page-access.js';

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
  /** An external association engine configured for this deployment; the built-in one otherwise. */
  associationEngineUrl?: string | null;
}

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
    mayOpenPage(appPaths.network.coaches, user) && {
      id: 'coaches',
      title: 'Mes coachs',
      url: appPaths.network.coaches,
    },
    { id: 'members', title: 'Les membres', url: appPaths.network.members },
    mayOpenPage(appPaths.network.ambassadors, user) &&
      (onImmobilier || isMdbLayout) && {
        id: 'ambassadors',
        title: 'Les ambassadeurs',
        url: appPaths.network.ambassadors,
      },
    mayOpenPage(appPaths.network.mentors, user) && {
      id: 'mentors',
      title: 'Les mentors',
      url: appPaths.network.mentors,
    },
    { id: 'partners', title: 'Les partenaires', url: appPaths.network.partners },
    (onImmobilier || isMdbLayout) && { id: 'meetings', title: 'Les rencontres', url: appPaths.network.meetings },
    {
      id: 'goodContacts',
      title: 'Bons contacts',
      url: isMdbLayout ? appPaths.network.goodContactsMdb : appPaths.network.goodContacts,
    },
    mayOpenPage(appPaths.network.dealsOffMarket, user) &&
      onImmobilier && {
        id: 'deals',
        title: 'Deals off market',
        url: isMdbLayout ? appPaths.market : appPaths.network.dealsOffMarket,
      },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

function incubatorItems({ user, associationEngineUrl }: MenuContext): MenuItem[] {
  const items: (MenuItem | false)[] = [
    { id: 'projectCommittee', title: 'Comité projets', url: appPaths.mdb.projectCommittee },
    { id: 'submitProject', title: 'Soumettre mon projet', url: appPaths.mdb.submitProject },
    mayOpenPage(appPaths.mdb.associations, user) && {
      id: 'associationEngine',
      title: "Moteur d'association",
      ...(associationEngineUrl ? { url: associationEngineUrl, external: true } : { url: appPaths.mdb.associations }),
    },
    mayOpenPage(appPaths.mdb.admin, user) && { id: 'administration', title: 'Administration', url: appPaths.mdb.admin },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

/** Whether a right hides a top-level item (spec 2.4, hidden per right): the rule that opens its page. */
function isAllowedByRights(item: MenuItem, user: RightsSubject): boolean {
  return mayOpenPage(item.url, user);
}

/** The sidebar menu for a layout, channel and user (spec 2.4). */
export function buildMenu(context: MenuContext): MenuItem[] {
  const top: (MenuItem & { id: TopMenuId })[] = [
    { id: 'dashboard', title: 'Tableau de bord', icon: 'dashboard', url: appPaths.home },
    {
      id: 'network',
      title: 'Mon réseau',
      icon: 'classroom',
      url: appPaths.network.root,
      children: networkItems(context),
    },
    { id: 'events', title: 'Mes évènements', icon: 'events', url: appPaths.events },
    {
      id: 'incubator',
      title: "L'Incubateur (MDB)",
      icon: 'mdb',
      url: appPaths.mdb.root,
      children: incubatorItems(context),
    },
    { id: 'replays', title: 'Mes replays', icon: 'mediacenter', url: appPaths.replays },
    { id: 'resources', title: 'Mes ressources utiles', icon: 'ressources', url: appPaths.resources },
    { id: 'nutrition', title: 'Nutrition', icon: 'yam', url: appPaths.nutrition },
  ];
  return top.filter((item) => !isHiddenInChannel(item.id, context.channel) && isAllowedByRights(item, context.user));
}

/** The account pages (Mon compte); 'Mon activité' shows only to whom its page rule opens it (customers); 'Mes données' and 'Notifications' for everyone (issues 32, 33). */
export function buildAccountMenu(user: RightsSubject): MenuItem[] {
  const items: (MenuItem | false)[] = [
    { id: 'profile', title: 'Mon profil', icon: 'moncompte', url: appPaths.account.profile },
    { id: 'invoices', title: 'Mes factures', url: appPaths.account.invoices },
    { id: 'contracts', title: 'Mes contrats', url: appPaths.account.contracts },
    mayOpenPage(appPaths.account.activity, user) && {
      id: 'activity',
      title: 'Mon activité',
      url: appPaths.account.activity,
    },
    { id: 'data', title: 'Mes données', url: appPaths.account.data },
    { id: 'notifications', title: 'Notifications', url: appPaths.account.notifications },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

/**
 * A prospect's own space (non-customer, spec 6): the offers they may buy and their account, nothing the customer
 * guard would send them away from.
 */
export function buildProspectMenu(): MenuItem[] {
  return [
    { id: 'offers', title: 'Nos formules', icon: 'circle', url: appPaths.anonymous },
    { id: 'account', title: 'Mon compte', icon: 'moncompte', url: appPaths.account.root },
  ];
}
