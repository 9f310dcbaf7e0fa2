import { lazyDialog } from '../../../components/lazy-dialog';

/** The admin's event and session forms, loaded when first opened: the events pages of every member offer them. */
export const EventFormDialog = lazyDialog(() => import('./event-form-dialog'));
export const SessionFormDialog = lazyDialog(() => import('./session-form-dialog'));
