import { Mail } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { FacebookIcon, InstagramIcon, LinkedinIcon } from './social-icons';

const SOCIAL_LINKS = [
  { id: 'facebook', href: paths.social.facebook, Icon: FacebookIcon },
  { id: 'instagram', href: paths.social.instagram, Icon: InstagramIcon },
  { id: 'linkedin', href: paths.social.linkedin, Icon: LinkedinIcon },
] as const;

/** Contact mail and the three social networks (spec 2.6). */
export function SidebarFooter() {
  const { t } = useTranslation('navigation');
  const email = paths.contactEmail.replace('mailto:', '');
  return (
    <div className="border-t border-line px-5 pt-4 pb-5">
      <p className="text-xs font-semibold tracking-wide text-ink-faint uppercase">{t('footer.contactTitle')}</p>
      <a
        href={paths.contactEmail}
        className="mt-1.5 flex items-center gap-2 text-[13px] text-ink-soft hover:text-accent"
      >
        <Mail className="size-4 shrink-0" aria-hidden="true" />
        <span className="break-all">{email}</span>
      </a>
      <ul className="mt-4 flex gap-2" aria-label={t('footer.social')}>
        {SOCIAL_LINKS.map(({ id, href, Icon }) => (
          <li key={id}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`footer.${id}`)}
              className="flex size-9 items-center justify-center rounded-full border border-line text-ink-soft transition-colors hover:border-accent hover:text-accent"
            >
              <Icon className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
