/** FullCalendar's views beside the planning list: a day, a week, a month. */
export type GridView = 'timeGridDay' | 'timeGridWeek' | 'dayGridMonth';
export const GRID_VIEWS: readonly GridView[] = ['timeGridDay', 'timeGridWeek', 'dayGridMonth'];

/** How many days the planning list shows from its first one (FullCalendar's list view has the same span). */
export const PLANNING_DAYS = 30;
