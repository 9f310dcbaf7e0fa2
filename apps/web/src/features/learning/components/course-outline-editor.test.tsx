import type { AdminCourse } from '@campus/domain/learning';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { CourseOutlineEditor } from './course-outline-editor';

const lesson = (id: string, title: string) => ({
  id,
  title,
  contentType: 'support' as const,
  body: 'Texte',
  url: null,
  durationSeconds: null,
  points: 5,
  fileName: null,
});
const course: AdminCourse = {
  id: 'c1',
  channel: 'immobilier',
  title: 'Investir',
  description: null,
  skillLevel: 'BEGINNER',
  classroomLevel: 'level_1',
  publishedAt: null,
  modules: [
    { id: 'm1', title: 'Bien démarrer', lessons: [lesson('l1', 'Accueil'), lesson('l2', 'Les stratégies')] },
    { id: 'm2', title: 'Analyser un bien', lessons: [lesson('l3', 'La fiche')] },
  ],
};

type Call = { method: string; url: string; body: unknown };
function stubApi() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: requestUrl(input),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      };
      calls.push(call);
      return Promise.resolve(jsonResponse(course));
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const render = () => renderWithProviders(<CourseOutlineEditor course={course} />, { user: makeUser() });

describe('the outline of a course in the administration', () => {
  it('moves a module down with the keyboard and sends the whole new order', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('button', { name: 'Monter le module « Bien démarrer »' })).toBeDisabled();
    screen.getByRole('button', { name: 'Descendre le module « Bien démarrer »' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: expect.stringMatching(/\/api\/admin\/courses\/c1\/outline$/) as string,
      body: {
        modules: [
          { id: 'm2', lessons: ['l3'] },
          { id: 'm1', lessons: ['l1', 'l2'] },
        ],
      },
    });
  });

  it('moves a lesson within its module, never past its end', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('button', { name: 'Descendre la leçon « Les stratégies »' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Monter la leçon « Les stratégies »' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        modules: [
          { id: 'm1', lessons: ['l2', 'l1'] },
          { id: 'm2', lessons: ['l3'] },
        ],
      }),
    );
  });

  it('deletes a module only once confirmed', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Supprimer le module « Bien démarrer »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le module' });
    expect(dialog).toHaveTextContent('ses 2 leçons');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        expect.stringMatching(/\/api\/admin\/modules\/m1$/),
      ]),
    );
  });

  it('edits a lesson: its points and its module', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Modifier la leçon « Accueil »' }));
    const points = screen.getByLabelText('Points');
    await user.clear(points);
    await user.type(points, '12');
    await user.selectOptions(screen.getByLabelText('Module de la leçon'), 'm2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la leçon' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const [edit, move] = calls.filter((call) => call.method === 'PUT');
    expect(edit?.url).toMatch(/\/api\/admin\/lessons\/l1$/);
    expect(edit?.body).toMatchObject({ title: 'Accueil', contentType: 'support', points: 12 });
    expect(move?.body).toEqual({
      modules: [
        { id: 'm1', lessons: ['l2'] },
        { id: 'm2', lessons: ['l3', 'l1'] },
      ],
    });
  });
});
