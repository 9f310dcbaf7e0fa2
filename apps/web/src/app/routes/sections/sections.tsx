import type { MenuIconName, MenuLayout } from '@campus/domain/navigation';
import type { ReactNode } from 'react';
import { MenuIcon } from '../../../features/navigation/components/menu-icon';

export interface SectionConfig {
  /** i18n key of the page's h1. */
  title: string;
  icon: ReactNode;
  /** The menu item whose sub-pages this landing page lists (Mon réseau, L'Incubateur). */
  landingOf: { menuId: string; layout: MenuLayout };
}

const menuIcon = (name: MenuIconName) => <MenuIcon name={name} />;

/** The landing pages of a menu item with sub-pages: their title, icon and the menu item they list. */
export const SECTIONS = {
  network: {
    title: 'navigation:menu.network',
    icon: menuIcon('classroom'),
    landingOf: { menuId: 'network', layout: 'default' },
  },
} satisfies Record<string, SectionConfig>;

export type SectionId = keyof typeof SECTIONS;
