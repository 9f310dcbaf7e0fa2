import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import type { CalendarEntry } from './calendar-entries';
import { PlanningList } from './planning-list';

function entry(id: string, start: string, end: string, isMine: boolean): CalendarEntry {
  return {
    id,
    title: `Évènement ${id} : session ${id}`,
    start,
    end,
    backgroundColor: 'var(--color-channel-immobilier)',
    borderColor: 'var(--color-channel-immobilier)',
    textColor: '#ffffff',
    url: `/mes-evenements/${id}`,
    extendedProps: { eventId: id, isMine },
  };
}

const ENTRIES = [
  entry('late', '2026-12-03T18:00', '2026-12-03T20:00', false),
  entry('early', '2026-12-03T09:30', '2026-12-03T10:30', true),
  entry('first', '2026-11-30T19:00', '2026-11-30T20:30', true),
  // Past the 30 days from 28 November (27 December is the last), and before them.
  entry('after', '2026-12-28T10:00', '2026-12-28T11:00', true),
  entry('before', '2026-11-27T10:00', '2026-11-27T11:00', true),
];

function renderList(props: Partial<Parameters<typeof PlanningList>[0]> = {}) {
  const handlers = { onFirstDayChange: vi.fn(), onPickView: vi.fn(), onViewsApproached: vi.fn() };
  renderWithProviders(
    <PlanningList entries={ENTRIES} firstDay="2026-11-28" today="2026-11-28" {...handlers} {...props} />,
    { user: makeUser() },
  );
  return handlers;
}

describe('PlanningList', () => {
  it('shows the 30 days from its first, by day and hour, each session a link saying whose it is', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('28 novembre\u2009–\u200927 décembre 2026');
    const days = screen.getAllByRole('region');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'lundi 30 novembre 2026',
      'jeudi 3 décembre 2026',
    ]);
    const thirdOfDecember = within(days[1]!).getAllByRole('listitem');
    expect(thirdOfDecember.map((row) => row.textContent)).toEqual([
      '09h30 – 10h30Évènement early : session early · Mes sessions',
      '18h00 – 20h00Évènement late : session late · Évènements de la chaîne',
    ]);
    expect(within(days[0]!).getByRole('link')).toHaveAttribute('href', '/mes-evenements/first');
    expect(screen.queryByText(/session after|session before/)).not.toBeInTheDocument();
  });

  it('moves 30 days back and forth, back to today, and hands a day, a week or a month over to FullCalendar', async () => {
    const user = userEvent.setup();
    const handlers = renderList({ firstDay: '2026-12-28' });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(handlers.onFirstDayChange).toHaveBeenLastCalledWith('2027-01-27');
    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(handlers.onFirstDayChange).toHaveBeenLastCalledWith('2026-11-28');
    await user.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    expect(handlers.onFirstDayChange).toHaveBeenLastCalledWith('2026-11-28');
    await user.hover(screen.getByRole('button', { name: 'Mois' }));
    expect(handlers.onViewsApproached).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Semaine' }));
    expect(handlers.onPickView).toHaveBeenCalledWith('timeGridWeek');
    expect(screen.getByRole('button', { name: 'Planning' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the 30 days hold no session', () => {
    renderList({ firstDay: '2027-03-01' });
    expect(screen.getByText('Aucun évènement à afficher')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("cannot go to today when it shows today's 30 days", () => {
    renderList();
    expect(screen.getByRole('button', { name: "Aujourd'hui" })).toBeDisabled();
  });
});
