import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './segmented-control';

describe('SegmentedControl', () => {
  it('shows the chosen view as pressed and reports the one clicked', async () => {
    const onChange = vi.fn();
    render(
      <SegmentedControl
        label="Période"
        options={[
          { value: 'upcoming', label: 'À venir' },
          { value: 'past', label: 'Passés' },
        ]}
        value="upcoming"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Période' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'À venir' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Passés' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Passés' }));
    expect(onChange).toHaveBeenCalledWith('past');
  });
});
