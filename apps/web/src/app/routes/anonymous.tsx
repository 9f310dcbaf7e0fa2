import { Mail, UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button';
import { Card } from '../../components/card';
import { paths } from '../../config/paths';
import { ChannelList, MembershipBenefits } from '../../features/account/components/membership-benefits';
import { OffersSection } from '../../features/shop/components/offers-section';
import { useSignedInUser } from '../../lib/auth/me';

/** `/anonymous`: where a prospect (non-customer) learns what membership brings, chooses an offer and pays for it. */
export default function AnonymousPage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  const name = user.firstname ?? user.displayName;
  const contactHref = `${paths.contactEmail}?subject=${encodeURIComponent(t('anonymous.mailSubject'))}`;

  return (
    <div className="space-y-10">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('anonymous.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{t('anonymous.title')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">
          {name ? t('anonymous.greeting', { name }) : t('anonymous.greetingNoName')} {t('anonymous.intro')}
        </p>
      </header>

      <MembershipBenefits />

      <OffersSection />

      <section aria-labelledby="anonymous-channels" className="space-y-3">
        <h2 id="anonymous-channels" className="text-xl font-semibold text-ink">
          {t('anonymous.channelsTitle')}
        </h2>
        <p className="max-w-2xl text-ink-soft">{t('anonymous.channelsText')}</p>
        <ChannelList />
      </section>

      <Card className="overflow-hidden">
        <section
          aria-labelledby="anonymous-contact"
          className="flex flex-col gap-6 border-l-4 border-accent p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="max-w-xl">
            <h2 id="anonymous-contact" className="text-xl font-semibold text-ink">
              {t('anonymous.ctaTitle')}
            </h2>
            <p className="mt-2 text-ink-soft">{t('anonymous.ctaText')}</p>
            <p className="mt-3 text-sm text-ink-faint">{t('anonymous.accountHint')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={contactHref} className={buttonStyles({ size: 'lg' })}>
              <Mail aria-hidden="true" className="size-5" />
              {t('anonymous.contact')}
            </a>
            <Link to={paths.account.profile} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
              <UserRound aria-hidden="true" className="size-5" />
              {t('anonymous.account')}
            </Link>
          </div>
        </section>
      </Card>
    </div>
  );
}
