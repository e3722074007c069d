import { selectionMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { competencies, draftHandlers, infoOnly, renderEventScreen } from './test-fixtures';

const aceGames = (kind: string) =>
  ['One', 'Two', 'Three'].map((n) => ({
    id: `${kind}-${n}`,
    kind,
    name: `${kind} ${n}`,
    secondName: '',
    engine: null,
    type: kind,
    image: null,
  }));

describe('easy flow', () => {
  it('saves step 1 into the shared draft: name and whom hiring', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ companyName: 'Acme' })),
      ...draftHandlers(null),
    });
    const { router } = await renderEventScreen('/easy-flow/step1');
    const company = (await screen.findByLabelText(/^Company Name/)) as HTMLInputElement;
    expect(company.value).toBe('Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('This field is required')).length).toBe(2);
    fireEvent.change(screen.getByLabelText(/^Assessment Name/), { target: { value: 'Hiring' } });
    fireEvent.change(screen.getByLabelText(/^Whom are you hiring/), {
      target: { value: 'Engineers' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/easy-flow/step2'));
    const [, init] = api.callsTo('PUT /api/wizard/draft')[0] ?? [];
    expect(JSON.parse(String(init?.body)).info).toEqual({
      assessmentName: 'Hiring',
      assessmentFor: 'Engineers',
      difficulty: 'Easy',
      candidateFlow: false,
    });
  });

  it("asks for the edition's counts on step 2, like the wizard", async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      'GET /api/competencies': () => json(200, { items: competencies }),
      'GET /api/ace-games': ({ url }) =>
        json(200, { items: aceGames(url.searchParams.get('kind') ?? '') }),
      ...draftHandlers(infoOnly),
    });
    await renderEventScreen('/easy-flow/step2');
    expect(await screen.findByText('Select 4 competencies')).toBeTruthy();
    expect(screen.getByText('Select 2 games')).toBeTruthy();
    expect(screen.getByText('Select 2 Games')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Test cognitive One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Test cognitive Two' }));
    expect(screen.getByText('2 of 10 tests chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Select 4 competencies');
  });

  it('takes a 9th and a 10th test, then disables every Add Test at 10 and says why', async () => {
    const uuidGames = (kind: string, digit: string) =>
      ['One', 'Two', 'Three'].map((n, i) => ({
        ...(aceGames(kind)[i] ?? {}),
        id: `00000000-0000-4000-${digit}000-00000000000${i + 1}`,
        name: `${kind} ${n}`,
      }));
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      'GET /api/competencies': () => json(200, { items: competencies }),
      'GET /api/ace-games': ({ url }) => {
        const kind = url.searchParams.get('kind') ?? '';
        return json(200, { items: uuidGames(kind, kind === 'cognitive' ? 'a' : 'b') });
      },
      ...draftHandlers(infoOnly),
    });
    const { router } = await renderEventScreen('/easy-flow/step2');
    const add = async (name: string) =>
      fireEvent.click(await screen.findByRole('button', { name: `Add Test ${name}` }));
    for (const name of [
      'Competency 1',
      'Competency 2',
      'Competency 3',
      'Competency 4',
      'cognitive One',
      'cognitive Two',
      'aptitude One',
      'aptitude Two',
    ]) {
      await add(name);
    }
    expect(screen.getByText('8 of 10 tests chosen')).toBeTruthy();
    await add('cognitive Three');
    expect(screen.getByText('9 of 10 tests chosen')).toBeTruthy();
    await add('Competency 5');
    expect(screen.getByText('10 of 10 tests chosen')).toBeTruthy();

    for (const name of ['Competency 6', 'aptitude Three']) {
      expect(
        screen.getByRole('button', { name: `Add Test ${name}` }).hasAttribute('disabled'),
      ).toBe(true);
    }
    // The reason, in each of the three sections whose Add Test is disabled.
    expect(screen.getAllByText(selectionMessages.testsFull)).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/easy-flow/step3'));
    const [, init] = api.callsTo('PUT /api/wizard/draft')[0] ?? [];
    const saved = JSON.parse(String(init?.body));
    expect(saved.flow).toBe('easyFlow');
    expect([saved.competencies, saved.cognitive, saved.aptitude].map((l) => l.length)).toEqual([
      5, 3, 2,
    ]);
  });
});
