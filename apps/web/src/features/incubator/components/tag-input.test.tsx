import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { TagInput } from './tag-input';

function Harness() {
  const [tags, setTags] = useState<string[]>(['Rénovation']);
  return <TagInput label="Compétences" tags={tags} onChange={setTags} />;
}

beforeAll(() => loadNamespaces(['incubator']));

describe('TagInput (spec 2.6)', () => {
  it("says 'Appuyer sur Entrer pour valider', adds a tag with Enter once, and removes it", async () => {
    render(<Harness />);
    expect(screen.getByText('Appuyer sur Entrer pour valider')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Compétences' });
    await userEvent.type(input, '  Négociation {Enter}');
    await userEvent.type(input, 'Négociation{Enter}');
    const list = screen.getByRole('list', { name: 'Compétences' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(input).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Rénovation' }));
    expect(screen.queryByRole('button', { name: 'Retirer Rénovation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer Négociation' })).toBeInTheDocument();
  });
});
