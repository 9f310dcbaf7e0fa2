import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { dismissToast, toast } from './toast';
import { Toaster } from './toaster';

describe('Toaster (issue 34)', () => {
  const shown: number[] = [];
  afterEach(() => {
    act(() => shown.splice(0).forEach(dismissToast));
  });

  it('shows nothing before the first toast', () => {
    renderWithProviders(<Toaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('names its region by its shortcut and announces a toast as « Message », never reading a placeholder', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      shown.push(toast({ title: 'Votre message est envoyé.', variant: 'success' }));
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(region.getAttribute('aria-label')).not.toContain('{hotkey}');
    // Radix announces the toast in a status line of its own, prefixed by the provider's label.
    const announce = await screen.findByRole('status');
    await expect.poll(() => announce.textContent).toContain('Votre message est envoyé.');
    expect(announce.textContent).toMatch(/^Message\b/);
    expect(document.body.textContent).not.toContain('{hotkey}');
  });
});
