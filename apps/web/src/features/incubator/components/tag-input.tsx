import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FieldFrame } from '../../../components/form/field-frame';
import { inputClassName } from '../../../components/form/field-styles';

interface TagInputProps {
  label: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  errors?: readonly string[];
  maxTags?: number;
}

/** Tags typed one by one, each added with Enter (spec 2.6: 'Appuyer sur Entrer pour valider'), removable. */
export function TagInput({ label, tags, onChange, errors, maxTags = 20 }: TagInputProps) {
  const { t } = useTranslation('incubator');
  const [text, setText] = useState('');
  const add = () => {
    const tag = text.trim();
    if (tag && !tags.includes(tag) && tags.length < maxTags) onChange([...tags, tag]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <FieldFrame label={label} hint={t('form.tagHint')} errors={errors}>
      {(control, hasErrors) => (
        <div>
          {tags.length > 0 && (
            <ul className="mb-2 flex flex-wrap gap-2" aria-label={label}>
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex items-center gap-1 rounded-full bg-accent-soft py-1 pr-1 pl-3 text-sm text-accent"
                >
                  {tag}
                  <button
                    type="button"
                    className="rounded-full p-0.5 hover:bg-accent/10"
                    aria-label={t('form.removeTag', { tag })}
                    onClick={() => onChange(tags.filter((other) => other !== tag))}
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            {...control}
            className={inputClassName(hasErrors)}
            value={text}
            maxLength={40}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
      )}
    </FieldFrame>
  );
}
