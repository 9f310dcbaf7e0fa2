import { lazyWithPrefetch } from '../../../components/lazy-with-prefetch';

/**
 * A phone's calendar opens on the planning list, drawn without FullCalendar (about 58 KB brotli): its code loads when
 * the member picks a day, a week or a month. A wider screen opens on the week, FullCalendar loaded at once.
 */
export const opensOnPlanningList = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(max-width: 767px)').matches;

export const fullCalendar = lazyWithPrefetch(() => import('./calendar-view'));
