import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { makeOffer } from '../testing/shop-fixtures';
import { OfferCard } from './offer-card';

/** Intl writes a no-break space before € and %; the assertions read plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('OfferCard', () => {
  it('shows the price TTC, how often it is paid and the VAT it holds', () => {
    renderWithProviders(<OfferCard offer={makeOffer()} onChoose={() => undefined} />, { user: makeUser() });
    const card = screen.getByRole('article', { name: 'AIR Essentiel' });
    expect(plain(card.textContent)).toContain('49,90 € TTC');
    expect(plain(card.textContent)).toContain('par mois');
    // 49,90 € TTC at 20 % is 41,58 € HT and 8,32 € of VAT.
    expect(plain(card.textContent)).toContain('(dont TVA 20 % : 8,32 €)');
  });

  it('names the once and yearly intervals in French', () => {
    const { unmount } = renderWithProviders(
      <OfferCard offer={makeOffer({ interval: 'once' })} onChoose={() => undefined} />,
    );
    expect(screen.getByText('paiement unique')).toBeInTheDocument();
    unmount();
    renderWithProviders(<OfferCard offer={makeOffer({ interval: 'year' })} onChoose={() => undefined} />);
    expect(screen.getByText('par an')).toBeInTheDocument();
  });

  it('lists the formations and channels it opens by their names', () => {
    renderWithProviders(
      <OfferCard
        offer={makeOffer({ grants: { formations: ['mdb', 'starter_mdb'], channels: ['entrepreneuriat', 'base'] } })}
        onChoose={() => undefined}
      />,
    );
    const grants = screen.getByRole('list', { name: 'Ce que la formule ouvre' });
    expect(Array.from(grants.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Formation MDB',
      'Formation Starter MDB',
      'Chaîne Business',
      'Chaîne Fondamentaux',
    ]);
  });

  it('chooses the offer with its button, described by the offer’s name', async () => {
    const onChoose = vi.fn();
    const offer = makeOffer();
    renderWithProviders(<OfferCard offer={offer} onChoose={onChoose} />);
    const button = screen.getByRole('button', { name: 'Choisir cette formule' });
    expect(button).toHaveAccessibleDescription('AIR Essentiel');
    await userEvent.click(button);
    expect(onChoose).toHaveBeenCalledWith(offer);
  });

  it('shows an offer the member already subscribes to as theirs, without the button', () => {
    renderWithProviders(<OfferCard offer={makeOffer()} onChoose={() => undefined} isOwned />);
    expect(screen.getByText('Votre formule en cours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choisir cette formule' })).not.toBeInTheDocument();
  });
});
