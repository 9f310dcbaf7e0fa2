import { FileText } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

export type LegalDocumentKey = 'notice' | 'termsOfSale' | 'cookies' | 'privacy';

const DOCUMENT_PATHS: Record<LegalDocumentKey, string> = {
  notice: paths.legal.notice,
  termsOfSale: paths.legal.termsOfSale,
  cookies: paths.legal.cookies,
  privacy: paths.legal.privacy,
};

const legalSectionsSchema = z.array(
  z.object({
    id: z.string(),
    heading: z.string(),
    paragraphs: z.array(z.string()),
    items: z.optional(z.array(z.string())),
  }),
);

// E-mail addresses and www. addresses inside the legal texts become links.
const LINK_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|www\.[\w-]+(?:\.[\w-]+)+)/g;

function withLinks(text: string): ReactNode {
  return text.split(LINK_PATTERN).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const href = part.includes('@') ? `mailto:${part}` : `https://${part}`;
    return (
      <a
        key={index}
        href={href}
        className="font-medium text-accent underline underline-offset-2"
        {...(part.includes('@') ? {} : { target: '_blank', rel: 'noreferrer' })}
      >
        {part}
      </a>
    );
  });
}

/** A legal page (notice, terms of sale, cookie policy, privacy policy) from the `legal-pages` dictionary. */
export function LegalDocument({ document }: { document: LegalDocumentKey }) {
  const { t } = useTranslation('legal-pages');
  const sections = legalSectionsSchema.parse(t(`${document}.sections`, { returnObjects: true }));
  const others = (Object.keys(DOCUMENT_PATHS) as LegalDocumentKey[]).filter((key) => key !== document);

  return (
    <article className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <header className="lg:col-span-2">
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{t(`${document}.title`)}</h1>
        <p className="mt-2 text-sm text-ink-faint">{t('common.updatedAt', { date: t(`${document}.updatedAt`) })}</p>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-soft">{withLinks(t(`${document}.intro`))}</p>
      </header>

      <nav aria-label={t('common.contents')} className="mt-8 lg:mt-10">
        <div className="rounded-card border border-line bg-surface p-5 lg:sticky lg:top-6">
          <p className="text-xs font-semibold tracking-wide text-ink-faint uppercase">{t('common.contents')}</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-ink-soft hover:text-accent hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>

      <div className="mt-6 min-w-0 lg:mt-10">
        <div className="rounded-card border border-line bg-surface px-5 py-2 sm:px-8">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={cn('scroll-mt-6 py-6', index > 0 && 'border-t border-line')}
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-ink">
                {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-ink-soft">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{withLinks(paragraph)}</p>
                ))}
                {section.items ? (
                  <ul className="list-disc space-y-2 pl-5 marker:text-accent">
                    {section.items.map((item) => (
                      <li key={item}>{withLinks(item)}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
        </div>

        <nav aria-label={t('common.otherDocuments')} className="mt-8">
          <p className="text-sm font-semibold text-ink">{t('common.otherDocuments')}</p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {others.map((key) => (
              <li key={key}>
                <Link
                  to={DOCUMENT_PATHS[key]}
                  className="flex items-center gap-3 rounded-card border border-line bg-surface px-4 py-3 text-sm font-medium text-ink transition hover:border-accent hover:text-accent"
                >
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-accent" />
                  {t(`common.documents.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </article>
  );
}
