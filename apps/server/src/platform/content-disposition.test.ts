import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from './content-disposition.js';

describe('Content-Disposition', () => {
  it('names a plain ASCII file as it is', () => {
    expect(contentDisposition('facture-F-2026-000001.pdf')).toBe('attachment; filename="facture-F-2026-000001.pdf"');
    expect(contentDisposition('session-1.ics', 'inline')).toBe('inline; filename="session-1.ics"');
  });

  it('names any other file in UTF-8 (RFC 5987) with an ASCII fallback', () => {
    expect(contentDisposition('Fiche pratique : analyser une opération.pdf')).toBe(
      "attachment; filename*=UTF-8''Fiche%20pratique%20%3A%20analyser%20une%20op%C3%A9ration.pdf; " +
        'filename="Fiche pratique : analyser une operation.pdf"',
    );
    expect(contentDisposition('rapport-L\'atelier "Lyon" (2).pdf')).toBe(
      "attachment; filename*=UTF-8''rapport-L%27atelier%20%22Lyon%22%20%282%29.pdf; " +
        'filename="rapport-L\'atelier Lyon (2).pdf"',
    );
    expect(contentDisposition('plan 北.pdf')).toBe(
      `attachment; filename*=UTF-8''plan%20%E5%8C%97.pdf; filename="plan _.pdf"`,
    );
  });

  it('never names a path: separators, dot runs and control characters go', () => {
    expect(contentDisposition('rapport-../../x.pdf')).toBe('attachment; filename="rapport-._._x.pdf"');
    expect(contentDisposition('..\\..\\windows\\x.pdf')).toBe('attachment; filename="_._windows_x.pdf"');
    expect(contentDisposition('/etc/passwd')).toBe('attachment; filename="_etc_passwd"');
    expect(contentDisposition('.env')).toBe('attachment; filename="env"');
    expect(contentDisposition('a\r\nSet-Cookie: x.pdf')).toBe('attachment; filename="aSet-Cookie: x.pdf"');
    expect(contentDisposition('projet-é/../x.zip')).toBe(
      `attachment; filename*=UTF-8''projet-%C3%A9_._x.zip; filename="projet-e_._x.zip"`,
    );
  });

  it('names an empty or all-dots file `fichier`', () => {
    expect(safeFileName('')).toBe('fichier');
    expect(safeFileName('../..')).toBe('_.');
    expect(safeFileName('..')).toBe('fichier');
  });
});
