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
    expect(
      screen.getByRole('button', { name: 'Add Test cognitive Three' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText('2 of 10 tests chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Select 4 competencies');
  });
});
