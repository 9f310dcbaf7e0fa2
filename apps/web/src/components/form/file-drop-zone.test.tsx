import { UPLOAD_MAX_BYTES } from '@campus/domain/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './file-drop-zone';

function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderZone(onFile = vi.fn()) {
  render(
    <FileDropZone
      label="Photo de profil"
      instructions="Glissez une image ici ou cliquez pour en choisir une"
      accept="image/*"
      wrongTypeMessage="Le fichier doit être une image"
      onFile={onFile}
    />,
  );
  return onFile;
}

describe('FileDropZone', () => {
  it('refuses a file over 10MB with the French message and sends nothing', async () => {
    const onFile = renderZone();
    await userEvent.upload(
      screen.getByLabelText('Photo de profil'),
      fileOfSize('photo.jpg', 'image/jpeg', UPLOAD_MAX_BYTES + 1),
    );

    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByText('Les fichiers sont trop lourds : 10 Mo maximum')).toBeInTheDocument();
    expect(screen.getByLabelText('Photo de profil')).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes on a file of exactly 10MB', async () => {
    const onFile = renderZone();
    const file = fileOfSize('photo.png', 'image/png', UPLOAD_MAX_BYTES);
    await userEvent.upload(screen.getByLabelText('Photo de profil'), file);

    expect(onFile).toHaveBeenCalledWith(file);
    expect(screen.queryByText('Les fichiers sont trop lourds : 10 Mo maximum')).not.toBeInTheDocument();
  });

  it('refuses a file whose type is not accepted', async () => {
    const onFile = renderZone();
    await userEvent.upload(screen.getByLabelText('Photo de profil'), fileOfSize('cv.pdf', 'application/pdf', 1000), {
      applyAccept: false,
    });

    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByText('Le fichier doit être une image')).toBeInTheDocument();
  });

  it('shows the upload progress', () => {
    render(
      <FileDropZone
        label="Photo de profil"
        instructions="Glissez une image ici"
        wrongTypeMessage="Le fichier doit être une image"
        progress={42}
        progressLabel="Envoi en cours"
        onFile={vi.fn()}
      />,
    );

    expect(screen.getByRole('progressbar', { name: 'Envoi en cours' })).toHaveAttribute('aria-valuenow', '42');
  });
});
