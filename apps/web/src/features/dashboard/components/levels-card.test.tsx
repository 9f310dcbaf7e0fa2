import type { LevelItem } from '@campus/domain/account';
import type { ChannelSlug } from '@campus/domain/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LevelsCard } from './levels-card';

function renderLevels(channel: ChannelSlug, levels: LevelItem[]) {
  render(<LevelsCard channel={channel} channelName="Chaîne" levels={levels} isRefreshing={false} />);
  return screen.queryAllByRole('listitem');
}

const levelIconOf = (item: HTMLElement) => item.querySelector('[data-level-icon]')?.getAttribute('data-level-icon');
const colourOf = (item: HTMLElement) => item.querySelector('[data-level-colour]')?.getAttribute('data-level-colour');

describe('LevelsCard', () => {
  it('shows immobilier levels as key, house and building; completed in green, the others in blue', () => {
    const items = renderLevels('immobilier', [
      { level: 3, completed: false },
      { level: 1, completed: true },
      { level: 2, completed: false },
    ]);

    expect(items.map(levelIconOf)).toEqual(['key', 'house', 'building']);
    expect(items.map(colourOf)).toEqual(['green', 'blue', 'blue']);
    expect(items[0]!.querySelector('svg')).toHaveClass('lucide-key');
    expect(within(items[0]!).getByText('Validé')).toHaveClass('text-level-done');
    expect(within(items[1]!).getByText('À valider')).toHaveClass('text-level-blue');
  });

  it('shows entrepreneuriat levels as lightbulb, banknote and rocket; not completed in yellow', () => {
    const items = renderLevels('entrepreneuriat', [
      { level: 1, completed: true },
      { level: 2, completed: true },
      { level: 3, completed: false },
    ]);

    expect(items.map(levelIconOf)).toEqual(['lightbulb', 'banknote', 'rocket']);
    expect(items.map(colourOf)).toEqual(['green', 'green', 'yellow']);
    expect(within(items[2]!).getByText('À valider')).toHaveClass('bg-level-yellow-soft', 'text-level-yellow');
  });

  it('shows the level number on channels without level icons, in yellow until completed', () => {
    const items = renderLevels('finance', [{ level: 1, completed: false }]);

    expect(levelIconOf(items[0]!)).toBeUndefined();
    expect(colourOf(items[0]!)).toBe('yellow');
    expect(within(items[0]!).getByText('Niveau 1')).toBeInTheDocument();
  });

  it('tells how many levels are completed', () => {
    renderLevels('immobilier', [
      { level: 1, completed: true },
      { level: 2, completed: false },
      { level: 3, completed: false },
    ]);

    expect(screen.getByText('1 niveau validé sur 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression de vos niveaux' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('explains that no level is open yet when the channel has none', () => {
    renderLevels('base', []);

    expect(screen.getByText(/Aucun niveau n'est encore ouvert pour vous sur la chaîne Chaîne/)).toBeInTheDocument();
  });
});
