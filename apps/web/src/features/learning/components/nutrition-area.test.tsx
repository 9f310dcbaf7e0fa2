import type { NutritionItem } from '@campus/domain/learning';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { NutritionArea } from './nutrition-area';

const fetchMock = stubFetch();

const item = (id: string, kind: NutritionItem['kind'], title: string): NutritionItem => ({
  id,
  kind,
  title,
  summary: 'Un contenu du programme sport.',
  durationMinutes: 30,
  calories: null,
  details: [],
});

describe('the nutrition area (issue 34: ARIA tabs)', () => {
  it('shows each kind in a tab panel, the arrow keys moving between the tabs', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse([item('p1', 'programme', 'Programme 8 semaines'), item('r1', 'recipe', 'Bol de quinoa')]),
    );
    renderWithProviders(<NutritionArea emptyIcon={null} />, { user: makeUser() });
    const tabs = await screen.findByRole('tablist', { name: 'Contenus nutrition' });
    expect(tabs).toBeVisible();
    const [first, second] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Programme 8 semaines');

    first!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bol de quinoa');
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('Programme 8 semaines');
  });
});
