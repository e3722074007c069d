import { playableMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { AddLevelScreen } from './add-level-screen';
import { EditLevelScreen } from './edit-level-screen';
import { LevelDetailsScreen } from './level-details-screen';
import { LevelsInfoScreen } from './levels-info-screen';
import {
  EVENT_ID,
  level,
  levelDetail,
  levelHandlers,
  levelPath,
  levelsPath,
  overview,
  question,
} from './test-fixtures';

const formFilling = { timeout: 15_000 };

const detailsAt = (name: string) => ({
  path: `/admin/levelDetails/${EVENT_ID}/${encodeURIComponent(name)}`,
  route: '/admin/levelDetails/:eventId/:lName',
});
const editAt = (name: string) => ({
  path: `/admin/levels/${EVENT_ID}/${encodeURIComponent(name)}/edit`,
  route: '/admin/levels/:eventId/:lName/edit',
});
const addAt = { path: `/admin/levels/new?eventId=${EVENT_ID}`, route: '/admin/levels/new' };

const warning = () => screen.queryByRole('status', { name: playableMessages.offMap });

function attemptInputs(legend: string) {
  const group = screen.getByRole('group', { name: legend });
  const input = (label: string) => within(group).getByLabelText(new RegExp(`^${label}`));
  return { questions: input('Questions'), emails: input('Emails'), sms: input('SMS') };
}

const type = (value: string, input: HTMLElement) => fireEvent.change(input, { target: { value } });

describe("Level details: a level nobody could pass is not on the participants' map", () => {
  it('says which questions are missing and offers to add one', async () => {
    // The final level asks 2 | 1 | 1 at least and has one question.
    mockApi(
      levelHandlers({
        [`GET ${levelPath('3')}`]: () =>
          json(
            200,
            levelDetail('3', { level: level('3', { final: 'y' }), questions: [question()] }),
          ),
      }),
    );
    const { router } = await renderScreen(<LevelDetailsScreen />, detailsAt('3'));
    const alert = await screen.findByRole('status', { name: playableMessages.offMap });
    expect(within(alert).getByText(playableMessages.why)).toBeTruthy();
    expect(
      within(alert).getByText(
        'Its minimum attempts need at least 2 questions, 1 email and 1 SMS; it has 1 question, 0 emails and 0 SMS. Add 1 question, 1 email and 1 SMS.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('link', { name: 'Add Question' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/levels/3/add-question/${EVENT_ID}`),
    );
  });

  it('says nothing once the level has its minimum attempts', async () => {
    const questions = (['Question', 'Question', 'Email', 'SMS'] as const).map((t, i) =>
      question({ id: `00000000-0000-4000-8000-00000000000${i + 1}`, number: i + 1, type: t }),
    );
    mockApi(
      levelHandlers({
        [`GET ${levelPath('3')}`]: () => json(200, levelDetail('3', { questions })),
      }),
    );
    await renderScreen(<LevelDetailsScreen />, detailsAt('3'));
    await screen.findByRole('table', { name: 'Questions' });
    expect(warning()).toBeNull();
  });

  it('points a mini level whose passing score is out of reach to Edit Level', async () => {
    mockApi(
      levelHandlers({
        [`GET ${levelPath('Mini 2')}`]: () =>
          json(
            200,
            levelDetail('Mini 2', {
              level: level('Mini 2', { totalQuestion: 'L=1', minAttempt: '5', passingScore: 600 }),
            }),
          ),
        'GET /api/mini-games/Mini%202/screens': () => json(200, { items: [] }),
      }),
    );
    await renderScreen(<LevelDetailsScreen />, detailsAt('Mini 2'));
    const alert = await screen.findByRole('status', { name: playableMessages.offMap });
    expect(
      within(alert).getByText(
        'Its passing score, 600, is more than the 500 points a player can earn in it. Lower the passing score.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Edit Level' })).toBeTruthy();
  });
});

describe('Add Level and Edit Level warn before the level is saved', () => {
  it(
    'Edit Level: the warning follows the minimum attempts being changed',
    formFilling,
    async () => {
      // Two questions, no e-mail, no SMS; the level asks 2 | 1 | 1 at least.
      mockApi(
        levelHandlers({
          [`GET ${levelPath('2')}`]: () =>
            json(
              200,
              levelDetail('2', {
                level: level('2', { final: 'y' }),
                questions: [question(), question({ number: 2 })],
              }),
            ),
        }),
      );
      await renderScreen(<EditLevelScreen />, editAt('2'));
      const alert = await screen.findByRole('status', { name: playableMessages.offMap });
      expect(
        within(alert).getByText(/it has 2 questions, 0 emails and 0 SMS\. Add 1 email and 1 SMS\./),
      ).toBeTruthy();
      const min = attemptInputs('Minimum Attempts');
      type('0', min.emails);
      type('0', min.sms);
      await waitFor(() => expect(warning()).toBeNull());
    },
  );

  it(
    'Add Level: a numbered level has no questions yet, so it says what to add after saving',
    formFilling,
    async () => {
      mockApi(levelHandlers());
      await renderScreen(<AddLevelScreen />, addAt);
      await screen.findByRole('combobox', { name: /^Level Name/ });
      expect(warning()).toBeNull();
      const total = attemptInputs('Total Questions');
      const min = attemptInputs('Minimum Attempts');
      type('3', total.questions);
      type('1', total.emails);
      type('1', total.sms);
      type('2', min.questions);
      type('1', min.emails);
      type('1', min.sms);
      const alert = await screen.findByRole('status', { name: playableMessages.offMap });
      expect(
        within(alert).getByText(
          'Its minimum attempts need at least 2 questions, 1 email and 1 SMS; it has none yet. Add 2 questions, 1 email and 1 SMS.',
        ),
      ).toBeTruthy();
      expect(
        within(alert).getByText('Once the level is saved, add them in its Level details.'),
      ).toBeTruthy();
    },
  );
});

describe('a game with no levels (Assessments → Create)', () => {
  it('says so on Levels Info and offers Add Level', async () => {
    mockApi(levelHandlers({ [`GET ${levelsPath}`]: () => json(200, overview({ levels: [] })) }));
    const { router } = await renderScreen(<LevelsInfoScreen />, {
      path: `/admin/levels/${EVENT_ID}`,
      route: '/admin/levels/:eventId',
    });
    const levels = await screen.findByRole('region', { name: 'Levels' });
    expect(within(levels).getByText('This game has no levels yet')).toBeTruthy();
    const buttons = within(levels).getAllByRole('button', { name: 'Add Level' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/levels/new'));
    expect(router.state.location.search).toBe(`?eventId=${EVENT_ID}`);
  });
});
