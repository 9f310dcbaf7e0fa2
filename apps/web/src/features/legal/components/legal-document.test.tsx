import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LegalDocument, type LegalDocumentKey } from './legal-document';

function renderDocument(document: LegalDocumentKey) {
  render(
    <MemoryRouter>
      <LegalDocument document={document} />
    </MemoryRouter>,
  );
}

describe('LegalDocument', () => {
  it('shows the legal notice with the publisher, the host and the publication director', () => {
    renderDocument('notice');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mentions légales');
    expect(screen.getByRole('heading', { level: 2, name: 'Éditeur de la plateforme' })).toBeInTheDocument();
    expect(screen.getByText(/Campus Formation SAS, société par actions simplifiée au capital/)).toHaveTextContent(
      'Registre du commerce et des sociétés de Paris',
    );
    expect(screen.getByText(/12 rue de la Paix, 75002 Paris/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hébergement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Directeur de la publication' })).toBeInTheDocument();
  });

  it('lists every article of the terms of sale in its table of contents', () => {
    renderDocument('termsOfSale');

    const contents = within(screen.getByRole('navigation', { name: 'Sommaire' }));
    for (const article of [
      'Objet',
      'Inscription',
      'Prix et paiement',
      'Droit de rétractation',
      'Accès aux contenus',
      'résiliation',
      'Responsabilité',
      'Données personnelles',
      'Médiation de la consommation',
      'Droit applicable',
    ]) {
      expect(contents.getByRole('link', { name: new RegExp(article, 'i') })).toBeInTheDocument();
    }
    expect(screen.getByText(/quatorze \(14\) jours/)).toBeInTheDocument();
  });

  it('explains the cookie policy and links the contact address', () => {
    renderDocument('cookies');

    expect(screen.getByRole('heading', { level: 1, name: 'Politique de cookies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Aucun traceur publicitaire' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contact@campus-formation.fr' })[0]).toHaveAttribute(
      'href',
      'mailto:contact@campus-formation.fr',
    );
  });

  it('links the two other legal documents', () => {
    renderDocument('cookies');

    const others = within(screen.getByRole('navigation', { name: 'Autres documents' }));
    expect(others.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
    expect(others.getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute('href', '/cgv');
  });
});
