import type { MenuIconName, MenuLayout } from '@campus/domain/navigation';
import { Award, BookUser, Compass, Handshake, UserCheck, Users, Coffee, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { MenuIcon } from '../../../features/navigation/components/menu-icon';

export interface SectionConfig {
  /** i18n key of the page's h1. */
  title: string;
  icon: ReactNode;
  /** The menu item whose sub-pages this landing page lists (Mon réseau, L'Incubateur). */
  landingOf?: { menuId: string; layout: MenuLayout };
  /** A way forward from the empty state. */
  action?: { to: string; label: string };
}

const menuIcon = (name: MenuIconName) => <MenuIcon name={name} />;
const lucide = (Icon: LucideIcon) => <Icon aria-hidden="true" />;

/** The sections of later capabilities: their real title, a sentence, and an honest empty state. */
export const SECTIONS = {
  network: {
    title: 'navigation:menu.network',
    icon: menuIcon('classroom'),
    landingOf: { menuId: 'network', layout: 'default' },
  },
  coaches: { title: 'navigation:menu.coaches', icon: lucide(UserCheck) },
  members: { title: 'navigation:menu.members', icon: lucide(Users) },
  ambassadors: { title: 'navigation:menu.ambassadors', icon: lucide(Award) },
  mentors: { title: 'navigation:menu.mentors', icon: lucide(Compass) },
  partners: { title: 'navigation:menu.partners', icon: lucide(Handshake) },
  meetings: { title: 'navigation:menu.meetings', icon: lucide(Coffee) },
  goodContacts: { title: 'navigation:menu.goodContacts', icon: lucide(BookUser) },
  deals: { title: 'navigation:menu.deals', icon: menuIcon('circle') },
} satisfies Record<string, SectionConfig>;

export type SectionId = keyof typeof SECTIONS;
