import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const LEGAL_LINKS = [
  { key: 'notice', to: paths.legal.notice },
  { key: 'termsOfSale', to: paths.legal.termsOfSale },
  { key: 'cookies', to: paths.legal.cookies },
  { key: 'privacy', to: paths.legal.privacy },
] as const;

/** The footer: copyright line and the legal links (spec 2.6). */
export function AppFooter() {
  const { t } = useTranslation('layout');
  return (
    <footer className="border-t border-line px-4 py-6 text-sm text-ink-faint lg:px-8">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 sm:flex-row">
        <p>{t('footer.copyright')}</p>
        <nav aria-label={t('footer.legalLinks')}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1">
            {LEGAL_LINKS.map(({ key, to }) => (
              <li key={key}>
                <Link to={to} className="hover:text-accent hover:underline">
                  {t(`footer.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
