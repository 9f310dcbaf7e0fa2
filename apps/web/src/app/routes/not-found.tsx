import { Compass } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button';
import { paths } from '../../config/paths';

/** The French 404 page, with a way back home. */
export default function NotFoundPage() {
  const { t } = useTranslation('legal-pages');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center sm:py-20">
      <div className="flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Compass aria-hidden="true" className="size-8" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-accent uppercase">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t('notFound.message')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonStyles({ size: 'lg' })}>
          {t('notFound.home')}
        </Link>
        <a href={paths.contactEmail} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          {t('notFound.contact')}
        </a>
      </div>
    </section>
  );
}
