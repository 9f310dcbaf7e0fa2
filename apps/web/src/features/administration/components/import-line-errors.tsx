import type { ImportLineError } from '@campus/domain/administration';
import { useTranslation } from '../../../lib/use-translation';

/** The lines of a file that cannot be imported, each with its French messages (`Ligne 3 : Adresse e-mail invalide`). */
export function ImportLineErrors({ errors }: { errors: readonly ImportLineError[] }) {
  const { t } = useTranslation('administration');
  if (errors.length === 0) return null;
  return (
    <ul
      aria-label={t('import.lineErrors', { count: errors.length })}
      className="max-h-60 space-y-1 overflow-y-auto rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
    >
      {errors.map(({ line, messages }) => (
        <li key={line}>
          <span className="font-semibold">{t('import.line', { line })}</span> {messages.join(' ; ')}
        </li>
      ))}
    </ul>
  );
}
