import { CHANNELS, type ChannelSlug } from '@campus/domain/shared';
import { Building2, Dumbbell, GraduationCap, PiggyBank, Rocket, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useFocusOnNavigate } from '../../../lib/use-focus-on-navigate';

const CHANNEL_LOOKS: Record<ChannelSlug, { icon: LucideIcon; swatch: string; glow: string }> = {
  base: { icon: GraduationCap, swatch: 'bg-channel-base', glow: 'bg-channel-base' },
  immobilier: { icon: Building2, swatch: 'bg-channel-immobilier', glow: 'bg-channel-immobilier' },
  entrepreneuriat: { icon: Rocket, swatch: 'bg-channel-entrepreneuriat', glow: 'bg-channel-entrepreneuriat' },
  finance: { icon: PiggyBank, swatch: 'bg-channel-finance', glow: 'bg-channel-finance' },
  sport: { icon: Dumbbell, swatch: 'bg-channel-sport', glow: 'bg-channel-sport' },
};

/** The five channel colours side by side. */
function ChannelStripe({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex', className)}>
      {CHANNELS.map((channel) => (
        <span key={channel.slug} className={cn('flex-1', CHANNEL_LOOKS[channel.slug].swatch)} />
      ))}
    </div>
  );
}

function BrandPanel() {
  const { t } = useTranslation(['auth', 'navigation']);
  return (
    <aside className="relative hidden overflow-hidden bg-[#0b1220] text-white lg:flex lg:w-[46%] lg:flex-col xl:w-1/2">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <span className="absolute -top-24 -left-20 size-80 rounded-full bg-channel-immobilier opacity-40 blur-3xl" />
        <span className="absolute top-1/3 -right-24 size-72 rounded-full bg-channel-base opacity-35 blur-3xl" />
        <span className="absolute -bottom-28 left-1/4 size-80 rounded-full bg-channel-entrepreneuriat opacity-25 blur-3xl" />
      </div>
      <div className="relative flex flex-1 flex-col justify-between gap-12 px-12 py-12 xl:px-16">
        <div className="flex items-center gap-3">
          <Logo hasWordmark={false} />
          <span className="text-xl font-bold tracking-tight">{t('auth:brand.name')}</span>
        </div>
        <div className="max-w-xl">
          <p className="text-sm font-medium tracking-wide text-white/65 uppercase">{t('auth:brand.tagline')}</p>
          <p className="mt-4 text-4xl leading-tight font-semibold tracking-tight xl:text-5xl">
            {t('auth:brand.pitchTitle')}
          </p>
          <p className="mt-5 text-lg leading-relaxed text-white/75">{t('auth:brand.pitch')}</p>
          <p className="mt-10 text-sm font-semibold text-white/90">{t('auth:brand.channelsTitle')}</p>
          <ul className="mt-4 grid gap-3">
            {CHANNELS.map((channel) => {
              const { icon: Icon, swatch } = CHANNEL_LOOKS[channel.slug];
              return (
                <li
                  key={channel.slug}
                  className="flex items-center gap-4 rounded-xl border border-white/10 bg-white/5 px-4 py-3 backdrop-blur-sm"
                >
                  <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', swatch)}>
                    <Icon aria-hidden="true" className="size-5 text-white" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold">{t(`navigation:channels.names.${channel.slug}`)}</span>
                    <span className="block text-sm text-white/70">{t(`auth:brand.channels.${channel.slug}`)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        <ChannelStripe className="h-1.5 overflow-hidden rounded-full" />
      </div>
    </aside>
  );
}

function LegalLinks() {
  const { t } = useTranslation('auth');
  const links = [
    { to: paths.legal.notice, label: t('legalLinks.notice') },
    { to: paths.legal.termsOfSale, label: t('legalLinks.termsOfSale') },
    { to: paths.legal.cookies, label: t('legalLinks.cookies') },
    { to: paths.legal.privacy, label: t('legalLinks.privacy') },
  ];
  return (
    <nav aria-label={t('legalLinks.label')}>
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-ink-faint">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="underline-offset-4 hover:text-ink hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface AuthSplitLayoutProps {
  children: ReactNode;
}

/** Sign-in pages: the Campus brand panel beside the form on desktop, one column on a phone. */
export function AuthSplitLayout({ children }: AuthSplitLayoutProps) {
  const { t } = useTranslation('auth');
  useFocusOnNavigate('main');
  return (
    <div className="flex min-h-dvh bg-surface">
      <BrandPanel />
      <div className="flex min-w-0 flex-1 flex-col">
        <ChannelStripe className="h-1 lg:hidden" />
        <div className="flex items-center gap-3 px-6 pt-8 lg:hidden">
          <Logo hasWordmark={false} />
          <span className="text-xl font-bold tracking-tight text-ink">{t('brand.name')}</span>
        </div>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-center focus:outline-none justify-center px-6 py-10 sm:px-10"
        >
          <div className="w-full max-w-md">{children}</div>
        </main>
        <footer className="px-6 pb-8">
          <LegalLinks />
        </footer>
      </div>
    </div>
  );
}
