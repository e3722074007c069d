import { authMessages, questionMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventDetail } from '../../../app/test-event-fixtures';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { READ_ONLY_MESSAGE } from '../edit-gate';
import {
  EVENT_ID,
  levelDetail,
  levelHandlers,
  levelPath,
  question,
  sentBody,
} from '../test-fixtures';
import { AddQuestionScreen } from './add-question-screen';
import { EditQuestionScreen } from './edit-question-screen';

// A controlled form re-renders on every change: filling one in takes seconds on a loaded
// 2-core machine, more than the default 5 s allows.
const formFilling = { timeout: 15_000 };

const questionsPath = `${levelPath('3')}/questions`;
const addAt = {
  path: `/admin/levels/3/add-question/${EVENT_ID}`,
  route: '/admin/levels/:lName/add-question/:eventId',
};
const detailsPath = `/admin/levelDetails/${EVENT_ID}/3`;

function type(value: string, input: HTMLElement) {
  fireEvent.change(input, { target: { value } });
}

// Label and selector queries: role queries take a few hundred ms each on a form this size.

/** Picks `option` in the select labelled `label`, inside `scope` (its own listbox only). */
function choose(label: RegExp, option: string, scope: HTMLElement = document.body) {
  const combobox = within(scope).getByLabelText(label, { selector: 'input' });
  if (combobox.getAttribute('aria-expanded') !== 'true') {
    fireEvent.click(combobox);
  }
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  const match = Array.from(listbox?.querySelectorAll('[role="option"]') ?? []).find(
    (o) => o.textContent === option,
  );
  if (!match) {
    throw new Error(`${label} does not offer ${option}`);
  }
  fireEvent.click(match);
}

/** The fieldset of the n-th option. */
function option(n: number): HTMLElement {
  const legend = screen.getByText(`Option ${n}`, { selector: 'legend' });
  const fieldset = legend.closest('fieldset');
  if (!fieldset) {
    throw new Error(`Option ${n} has no fieldset`);
  }
  return fieldset;
}

const questionText = () =>
  screen.getByLabelText(/^Question/, { selector: 'textarea' }) as HTMLTextAreaElement;
const field = (label: RegExp, selector = 'input') => screen.getByLabelText(label, { selector });
const clickSave = () => fireEvent.click(screen.getByText('Save', { selector: 'button *' }));

describe('add question', () => {
  it(
    'asks an Email for its name, address and subject, then sends the options with ratings',
    formFilling,
    async () => {
      const api = mockApi(
        levelHandlers({
          [`GET ${levelPath('3')}`]: () => json(200, levelDetail('3')),
          [`POST ${questionsPath}`]: () => json(201, question({ type: 'Email' })),
        }),
      );
      const { router } = await renderScreen(<AddQuestionScreen />, addAt);
      fireEvent.click(await screen.findByRole('radio', { name: 'Email' }));
      type('Please reply to the client today.', questionText());
      type('Reply now', within(option(1)).getByLabelText(/^Text/));
      choose(/^Response/, 'Best', option(1));
      expect(within(option(1)).queryByLabelText(/^Animation/)).toBeNull();
      fireEvent.click(screen.getByText('Add option', { selector: 'button *' }));
      type('Ignore it', within(option(2)).getByLabelText(/^Text/));
      choose(/^Response/, 'Wrong', option(2));
      choose(/^Difficulty/, 'Hard');
      choose(/^Competency/, 'Teamwork');

      clickSave();
      expect(await screen.findAllByText(authMessages.required)).toHaveLength(3);
      const [name, email, subject] = [
        field(/^Name/),
        field(/^Email/, 'input[type="email"]'),
        field(/^Subject/),
      ];
      for (const input of [name, email, subject]) {
        expect(input?.getAttribute('aria-invalid')).toBe('true');
      }
      expect(api.callsTo(`POST ${questionsPath}`)).toHaveLength(0);

      type('Maria', field(/^Name/));
      type('maria@client.example', field(/^Email/, 'input[type="email"]'));
      type('Late order', field(/^Subject/));
      // Why Best is best: optional, for admins, sent with the question.
      type('A same-day reply keeps the client informed.', field(/^Rationale/, 'textarea'));
      clickSave();

      await waitFor(() => expect(router.state.location.pathname).toBe(detailsPath));
      expect(sentBody(api, `POST ${questionsPath}`)).toEqual({
        type: 'Email',
        question: 'Please reply to the client today.',
        name: 'Maria',
        email: 'maria@client.example',
        subject: 'Late order',
        options: [
          { text: 'Reply now', rating: 1, animation: null },
          { text: 'Ignore it', rating: 3, animation: null },
        ],
        reward: 500,
        difficulty: 'Hard',
        ability: 'Teamwork',
        rationale: 'A same-day reply keeps the client informed.',
      });
      expect(screen.getByText(questionMessages.saved)).toBeTruthy();
    },
  );

  it('cuts the texts to the new type’s limits when the type changes', async () => {
    mockApi(levelHandlers({ [`GET ${levelPath('3')}`]: () => json(200, levelDetail('3')) }));
    await renderScreen(<AddQuestionScreen />, addAt);
    fireEvent.click(await screen.findByRole('radio', { name: 'Email' }));
    const text = questionText();
    type('x'.repeat(250), text);
    expect(screen.getByText('250 / 300 characters')).toBeTruthy();
    type('y'.repeat(30), within(option(1)).getByLabelText(/^Text/));

    const types = screen.getByRole('radiogroup', { name: /^Type/ });
    fireEvent.click(within(types).getByRole('radio', { name: 'Question' }));
    expect(text.value).toBe('x'.repeat(100));
    expect(screen.getByText('100 / 100 characters')).toBeTruthy();
    // A Question's options get a mood; Email names and subjects are gone from the form.
    expect(within(option(1)).getByLabelText(/^Animation/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Subject/)).toBeNull();
  });

  it('keeps the form and shows why when the server refuses the save', formFilling, async () => {
    const message = 'Please correct the highlighted fields.';
    const api = mockApi(
      levelHandlers({
        [`GET ${levelPath('3')}`]: () => json(200, levelDetail('3')),
        [`POST ${questionsPath}`]: () =>
          apiError(400, 'VALIDATION', message, {
            'options.0.text': 'Must be at most 60 characters',
          }),
      }),
    );
    const { router } = await renderScreen(<AddQuestionScreen />, addAt);
    type('What now?', await screen.findByLabelText(/^Question/, { selector: 'textarea' }));
    type('Ask', within(option(1)).getByLabelText(/^Text/));
    choose(/^Response/, 'Ok', option(1));
    choose(/^Difficulty/, 'Easy');
    choose(/^Competency/, 'Leadership');
    clickSave();

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Must be at most 60 characters')).toBeTruthy();
    expect(router.state.location.pathname).toBe(addAt.path);
    expect(sentBody(api, `POST ${questionsPath}`).options).toEqual([
      { text: 'Ask', rating: 2, animation: 'normal' },
    ]);
  });
});

describe('edit question', () => {
  const stored = question();
  const questionPath = `${questionsPath}/${stored.id}`;
  const editAt = {
    path: `/admin/levels/${stored.id}/edit-question/1/${EVENT_ID}/3`,
    route: '/admin/levels/:ID/edit-question/:count/:eventId/:lName',
  };

  it('shows the stored question and deletes it after a confirmation', async () => {
    let questions = [stored];
    const api = mockApi(
      levelHandlers({
        [`GET ${levelPath('3')}`]: () => json(200, levelDetail('3', { questions })),
        [`DELETE ${questionPath}`]: () => {
          questions = [];
          return json(204);
        },
      }),
    );
    const { router } = await renderScreen(<EditQuestionScreen />, editAt);
    const text = (await screen.findByLabelText(/^Question/, {
      selector: 'textarea',
    })) as HTMLTextAreaElement;
    expect(text.value).toBe('What do you do first?');
    expect((within(option(2)).getByLabelText(/^Text/) as HTMLInputElement).value).toBe('Wait');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete question' });
    expect(api.callsTo(`DELETE ${questionPath}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(detailsPath));
    expect(api.callsTo(`DELETE ${questionPath}`)).toHaveLength(1);
    expect(screen.getByText(questionMessages.deleted)).toBeTruthy();
  });
});

describe('read-only questions', () => {
  const stored = question();
  const editAt = {
    path: `/admin/levels/${stored.id}/edit-question/1/${EVENT_ID}/3`,
    route: '/admin/levels/:ID/edit-question/:count/:eventId/:lName',
  };

  /** The super admin on another account's event: the server marks it not editable. */
  const readOnly = () =>
    mockApi(
      levelHandlers({
        'GET /api/auth/session': sessionOf(makeUser({ role: 'superAdmin' })),
        [`GET /api/events/${EVENT_ID}`]: () =>
          json(200, eventDetail(EVENT_ID, { editable: false })),
        [`GET ${levelPath('3')}`]: () => json(200, levelDetail('3', { questions: [stored] })),
      }),
    );

  it('shows Add Question as view only, with the way back to the level', async () => {
    const api = readOnly();
    await renderScreen(<AddQuestionScreen />, addAt);
    expect(await screen.findByText(READ_ONLY_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Email' })).toBeNull();
    expect(screen.queryByText('Save', { selector: 'button *' })).toBeNull();
    const back = screen.getAllByRole('link', { name: /Back to Level 3/ });
    expect(back.map((link) => link.getAttribute('href'))).toEqual([detailsPath, detailsPath]);
    expect(api.callsTo(`POST ${questionsPath}`)).toHaveLength(0);
  });

  it('shows Edit Question as view only, without Delete', async () => {
    readOnly();
    await renderScreen(<EditQuestionScreen />, editAt);
    expect(await screen.findByText(READ_ONLY_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Edit Question 1' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Question/, { selector: 'textarea' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Back to Level 3/ }).length).toBeGreaterThan(0);
  });

  it('shows the loader, not the form, while the event loads', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi(
      levelHandlers({
        [`GET ${levelPath('3')}`]: () => json(200, levelDetail('3')),
        [`GET /api/events/${EVENT_ID}`]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }) as unknown as Response,
      }),
    );
    await renderScreen(<AddQuestionScreen />, addAt);
    expect(await screen.findByLabelText('Loading the event')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Email' })).toBeNull();
    answer(json(200, eventDetail(EVENT_ID)));
    expect(await screen.findByRole('radio', { name: 'Email' })).toBeTruthy();
  });
});
