import type { ReactNode } from 'react';

/** The three header popups of spec 2.5 (activePopup of spec 3.9). */
export const HEADER_POPUP_IDS = ['calendar', 'messages', 'notifications'] as const;
export type HeaderPopupId = (typeof HEADER_POPUP_IDS)[number];

/** What a feature gives a header popup: its list and the badge count. */
export interface HeaderPopupContent {
  /** The badge: upcoming events, unread messages or unread notifications. */
  count: number;
  /** The list shown in the popup; null (or no items) shows the popup's empty text. */
  list: ReactNode | null;
  isLoading?: boolean;
  /** Called when the popup opens (e.g. opening notifications marks them all read, spec 4). */
  onOpen?: () => void;
}

/** A feature plugs into a popup with a hook returning its content. */
export interface HeaderPopupSource {
  useContent: () => HeaderPopupContent;
}

export type HeaderPopupSources = Record<HeaderPopupId, HeaderPopupSource>;

const NOTHING_YET: HeaderPopupContent = { count: 0, list: null };

/** A popup whose feature has nothing to list yet: the empty text and a zero count. */
export const emptyHeaderPopupSource: HeaderPopupSource = { useContent: () => NOTHING_YET };
