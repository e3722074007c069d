import { questionMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { LevelDetailsScreen } from './level-details-screen';
import { EVENT_ID, level, levelDetail, levelHandlers, levelPath, question } from './test-fixtures';

const route = '/admin/levelDetails/:eventId/:lName';
const at = (name: string) => ({
  path: `/admin/levelDetails/${EVENT_ID}/${encodeURIComponent(name)}`,
  route,
});

describe('level details', () => {
  it("shows a numbered level's details and questions with their response labels", async () => {
    const email = question({
      id: '00000000-0000-4000-8000-000000000002',
      number: 2,
      displayId: 'Leadership-3-Hard-Email',
      type: 'Email',
      difficulty: 'Hard',
      name: 'Maria',
      question: 'Can you call me?',
      options: [{ text: 'Call back', rating: 2, animation: null }],
      reward: 750,
      rationale: '',
    });
    mockApi(
      levelHandlers({
        [`GET ${levelPath('3')}`]: () =>
          json(200, levelDetail('3', { level: level('3'), questions: [question(), email] })),
      }),
    );
    const { router } = await renderScreen(<LevelDetailsScreen />, at('3'));

    const details = await screen.findByRole('region', { name: 'Level details' });
    expect(within(details).getByText('60 seconds')).toBeTruthy();
    expect(within(details).getByText('3 / 1 / 1')).toBeTruthy();
    expect(within(details).getByText('2 / 1 / 1')).toBeTruthy();
    expect(within(details).getByText('Answer well.')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Questions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Leadership-3-Hard-Email')).toBeTruthy();
    expect(second.getByText('(Ok)')).toBeTruthy();
    expect(second.getByText('750')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('(Best)')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('(Wrong)')).toBeTruthy();
    // Why the Best option is best, under the options; none shown when a question has none.
    expect(
      within(rows[0] as HTMLElement).getByText(
        'Why: Asking the team first brings in what they know before anyone acts.',
      ),
    ).toBeTruthy();
    expect(second.queryByText(/^Why:/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit question 2' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/admin/levels/${email.id}/edit-question/2/${EVENT_ID}/3`,
      ),
    );
  });

  it('asks before deleting a question, then calls DELETE once', async () => {
    let questions = [question()];
    const key = `DELETE ${levelPath('3')}/questions/${question().id}`;
    const api = mockApi(
      levelHandlers({
        [`GET ${levelPath('3')}`]: () => json(200, levelDetail('3', { questions })),
        [key]: () => {
          questions = [];
          return json(204);
        },
      }),
    );
    await renderScreen(<LevelDetailsScreen />, at('3'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete question' });
    expect(api.callsTo(key)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This level has no questions yet.')).toBeTruthy();
    expect(screen.getByText(questionMessages.deleted)).toBeTruthy();
    expect(api.callsTo(key)).toHaveLength(1);
  });

  it('shows the Level number and no questions for a Mini level', async () => {
    mockApi(
      levelHandlers({
        [`GET ${levelPath('Mini 2')}`]: () =>
          json(
            200,
            levelDetail('Mini 2', {
              level: level('Mini 2', { totalQuestion: 'L=4', minAttempt: '5' }),
            }),
          ),
        'GET /api/mini-games/Mini%202/screens': () => json(200, { items: [] }),
      }),
    );
    await renderScreen(<LevelDetailsScreen />, at('Mini 2'));
    const details = await screen.findByRole('region', { name: 'Level details' });
    expect(within(details).getByText('4')).toBeTruthy();
    // The mini game's screens instead (mini-screens/mini-screens-section.test.tsx).
    expect(screen.getByRole('heading', { name: 'Screens' })).toBeTruthy();
    expect(await screen.findByText('Mini 2 has no screens yet.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Questions' })).toBeNull();
  });
});
