import { useTranslation } from '../lib/use-translation';

/**
 * « Aller au contenu »: the first Tab stop of a layout, shown once focused, leading past the header to its `<main>`
 * (WCAG 2.4.1). Every layout with a header before its content has one.
 */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-lg bg-surface px-4 py-2 font-medium text-accent shadow-popup focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('skipToContent')}
    </a>
  );
}
