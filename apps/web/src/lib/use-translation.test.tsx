import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { useTranslation } from './use-translation';

// The tests' set-up loads every namespace of the app: these two have no dictionary, so they load (empty) when asked.
/** Whether Title got past its hook before its namespace was loaded. */
let renderedTooSoon = false;

function Title() {
  const { t } = useTranslation('suspense-probe');
  renderedTooSoon ||= !i18n.hasLoadedNamespace('suspense-probe');
  return <h1>{t('common:skipToContent')}</h1>;
}

function TitleWithoutSuspense() {
  const { t, ready } = useTranslation('waiting-probe', { useSuspense: false });
  return <p>{ready ? `prêt : ${t('common:skipToContent')}` : t('en attente')}</p>;
}

describe('useTranslation (the app’s)', () => {
  it('suspends until its namespace is loaded, then shows its texts', async () => {
    expect(i18n.hasLoadedNamespace('suspense-probe')).toBe(false);
    render(
      <Suspense fallback={<p>chargement</p>}>
        <Title />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Aller au contenu' })).toBeTruthy();
    expect(renderedTooSoon).toBe(false);
  });

  it('without Suspense, answers not ready, then renders again once the namespace is loaded', async () => {
    expect(i18n.hasLoadedNamespace('waiting-probe')).toBe(false);
    render(<TitleWithoutSuspense />);
    expect(screen.getByText('en attente')).toBeTruthy();
    expect(await screen.findByText('prêt : Aller au contenu')).toBeTruthy();
  });

  it('gives the same texts as i18next, with options and other namespaces', () => {
    function Texts() {
      const { t } = useTranslation(['common', 'navigation']);
      return (
        <>
          <p>{t('skipToContent')}</p>
          <p>{t('navigation:homeLink')}</p>
        </>
      );
    }
    render(<Texts />);
    expect(screen.getByText(i18n.t('common:skipToContent'))).toBeTruthy();
    expect(screen.getByText(i18n.t('navigation:homeLink'))).toBeTruthy();
  });

  it('keeps one `t` across renders, and renders again with a new one when the language changes', async () => {
    const seen: unknown[] = [];
    function Skip() {
      const { t, i18n: instance } = useTranslation();
      useEffect(() => {
        seen.push(t);
      }, [t]);
      return <p lang={instance.language}>{t('skipToContent')}</p>;
    }
    const { rerender } = render(<Skip />);
    rerender(<Skip />);
    expect(seen).toHaveLength(1);
    expect(screen.getByText('Aller au contenu').getAttribute('lang')).toBe('fr');
    try {
      await act(() => i18n.changeLanguage('en'));
      expect(screen.getByText('Skip to content').getAttribute('lang')).toBe('en');
      expect(seen).toHaveLength(2);
    } finally {
      await act(() => i18n.changeLanguage('fr'));
    }
    expect(screen.getByText('Aller au contenu')).toBeTruthy();
  });
});
