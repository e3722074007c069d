import {
  authMessages,
  MINI_OPTION_IMAGE_MAX_BYTES,
  MINI4_SCENARIO_LENGTH,
  miniScreenMessages,
} from '@app/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_LIFETIME_MS } from '../../app/ui/use-expiring-message';
import { apiError, json, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen, renderScreens } from '../../test/render';
import { admin } from '../levels/test-fixtures';
import { AddMiniGameScreen } from './add-mini-screen';
import { EditMiniGameScreen } from './edit-mini-screen';
import {
  fileId,
  fileUrl,
  imageOptions,
  miniScreen,
  pngOf,
  screenPath,
  screensPath,
  superAdmin,
} from './test-fixtures';

// A controlled form re-renders on every change: filling one in takes seconds on a loaded
// 2-core machine, more than the default 5 s allows.
const formFilling = { timeout: 15_000 };

const addAt = (game: string, n = 6) => ({
  path: `/admin/levels/mini-game-add-question/${encodeURIComponent(game)}/${n}`,
  route: '/admin/levels/mini-game-add-question/:lName/:questionIndex',
});
const editRoute = '/admin/levels/mini-game-edit-question/:lName/:questionIndex';
const editAt = (game: string, n: number) => ({
  path: `/admin/levels/mini-game-edit-question/${encodeURIComponent(game)}/${n}`,
  route: editRoute,
});

function type(value: string, input: HTMLElement) {
  fireEvent.change(input, { target: { value } });
}
const field = (label: RegExp, selector = 'input') => screen.getByLabelText(label, { selector });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const clickSave = () => fireEvent.click(screen.getByText('Save', { selector: 'button *' }));
const pick = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(`${label} file`), { target: { files: [file] } });

/** The JSON body of the n-th call to `key`. */
function sentBody(api: ReturnType<typeof mockApi>, key: string, index = 0) {
  return JSON.parse(String(api.callsTo(key)[index]?.[1]?.body));
}

/** Upload routes answering a new file id each time (1, 2, 3…), counted together. */
function uploads() {
  let next = 0;
  const answer = () => {
    next += 1;
    return json(201, { fileId: fileId(next), url: fileUrl(next) });
  };
  return {
    'POST /api/uploads/mini-options': answer,
    'POST /api/uploads/mini-backgrounds': answer,
  };
}

describe('add mini game screen', () => {
  it(
    'refuses a Mini 1 screen without a correct answer, then sends the trimmed screen',
    formFilling,
    async () => {
      const key = `POST ${screensPath('Mini 1')}`;
      const api = mockApi({
        'GET /api/auth/session': sessionOf(superAdmin),
        [key]: () => json(201, miniScreen('Mini 1', 6)),
      });
      await renderScreen(<AddMiniGameScreen />, addAt('Mini 1'));
      type(' Deadline clash ', await screen.findByLabelText(/^Title/));
      type('Two managers ask at once.', field(/^Scenario/, 'textarea'));
      for (const [i, text] of ['Ask both', 'Louder first', 'Work late', 'Ignore'].entries()) {
        type(text, textbox(new RegExp(`^Option ${i + 1}`)));
      }
      clickSave();
      expect(await screen.findByText(miniScreenMessages.correctAnswerRequired)).toBeTruthy();
      expect(miniScreenMessages.correctAnswerRequired).toBe('correct Answer is required');
      expect(api.callsTo(key)).toHaveLength(0);

      fireEvent.click(screen.getByRole('radio', { name: 'Option 3' }));
      clickSave();
      // Opened directly (no history in the console): back to the assessments list.
      expect(await screen.findByTestId('left-for')).toHaveProperty('textContent', '/admin/index');
      expect(sentBody(api, key)).toEqual({
        miniGame: 'Mini 1',
        title: 'Deadline clash',
        scenario: 'Two managers ask at once.',
        options: ['Ask both', 'Louder first', 'Work late', 'Ignore'],
        correctAnswer: 2,
      });
      expect(screen.getByText(miniScreenMessages.screenSaved)).toBeTruthy();
    },
  );

  it(
    'checks Mini 2 images in the browser, needs a background, then uploads and sends the ids',
    formFilling,
    async () => {
      const key = `POST ${screensPath('Mini 2')}`;
      const api = mockApi({
        'GET /api/auth/session': sessionOf(superAdmin),
        ...uploads(),
        [key]: () => json(201, miniScreen('Mini 2', 6)),
      });
      await renderScreen(<AddMiniGameScreen />, addAt('Mini 2'));
      type('Sort the shapes', await screen.findByLabelText(/^Title/));
      fireEvent.click(screen.getByRole('radio', { name: 'Image' }));

      // Too large and not an image: refused before a byte is sent.
      pick('Option 1', pngOf(MINI_OPTION_IMAGE_MAX_BYTES + 1));
      expect(await screen.findByText(miniScreenMessages.optionImageTooLarge)).toBeTruthy();
      expect(miniScreenMessages.optionImageTooLarge).toBe('Image should be less than 500kb.');
      pick('Background image', new File(['GIF89a'], 'bg.gif', { type: 'image/gif' }));
      expect(await screen.findByText(miniScreenMessages.imageFormat)).toBeTruthy();
      expect(api.callsTo('POST /api/uploads/mini-options')).toHaveLength(0);
      expect(api.callsTo('POST /api/uploads/mini-backgrounds')).toHaveLength(0);

      fireEvent.click(screen.getByRole('radio', { name: 'Option 2' }));
      clickSave();
      expect(await screen.findByText(miniScreenMessages.backgroundRequired)).toBeTruthy();
      expect(miniScreenMessages.backgroundRequired).toBe('Please Select an Image to upload.');
      // Five empty option slots (the default template).
      expect(screen.getAllByText(authMessages.required)).toHaveLength(5);
      expect(api.callsTo(key)).toHaveLength(0);

      for (const n of [1, 2, 3, 4, 5]) {
        pick(`Option ${n}`, pngOf(MINI_OPTION_IMAGE_MAX_BYTES, `option-${n}.png`));
        // One at a time, so the file ids follow the options.
        expect(await screen.findByRole('img', { name: `Option ${n} preview` })).toBeTruthy();
      }
      pick('Background image', pngOf(900_000, 'bg.png'));
      expect(await screen.findByRole('img', { name: 'Background image preview' })).toBeTruthy();
      expect(screen.queryByText(miniScreenMessages.backgroundRequired)).toBeNull();
      const sent = api.callsTo('POST /api/uploads/mini-options')[0]?.[1]?.body as FormData;
      expect((sent.get('file') as File).name).toBe('option-1.png');

      clickSave();
      await screen.findByTestId('left-for');
      expect(api.callsTo(key)).toHaveLength(1);
      expect(sentBody(api, key)).toEqual({
        miniGame: 'Mini 2',
        title: 'Sort the shapes',
        scenario: '',
        template2Type: '5 Options A, B, C',
        optionsType: 'image',
        options: [],
        optionImageIds: [1, 2, 3, 4, 5].map(fileId),
        correctAnswer: 1,
        backgroundImageId: fileId(6),
      });
    },
  );

  it(
    'counts Mini 4 scenario characters and keeps 3 to 7 option images in order',
    formFilling,
    async () => {
      const key = `POST ${screensPath('Mini 4')}`;
      const api = mockApi({
        'GET /api/auth/session': sessionOf(superAdmin),
        ...uploads(),
        [key]: () => json(201, miniScreen('Mini 4', 6)),
      });
      await renderScreen(<AddMiniGameScreen />, addAt('Mini 4'));
      const scenario = (await screen.findByLabelText(/^Scenario/, {
        selector: 'textarea',
      })) as HTMLTextAreaElement;
      type('x'.repeat(MINI4_SCENARIO_LENGTH - 1), scenario);
      expect(screen.getByText('399 / 400 characters')).toBeTruthy();

      // Three to start with; no removing below three, no adding above seven.
      expect(screen.queryByRole('button', { name: 'Remove option 1' })).toBeNull();
      for (let i = 0; i < 4; i++) {
        fireEvent.click(screen.getByText('Add option', { selector: 'button *' }));
      }
      expect(screen.getByLabelText('Option 7 file')).toBeTruthy();
      expect(screen.queryByText('Add option', { selector: 'button *' })).toBeNull();
      for (const n of [7, 6, 5, 4]) {
        fireEvent.click(screen.getByRole('button', { name: `Remove option ${n}` }));
      }
      expect(screen.queryByLabelText('Option 4 file')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Remove option 3' })).toBeNull();

      for (const n of [1, 2, 3]) {
        pick(`Option ${n}`, pngOf(1000, `option-${n}.png`));
        expect(await screen.findByRole('img', { name: `Option ${n} preview` })).toBeTruthy();
      }
      // The third image becomes the second.
      fireEvent.click(screen.getByRole('button', { name: 'Move option 3 up' }));
      expect(screen.getByRole('img', { name: 'Option 2 preview' }).getAttribute('src')).toBe(
        fileUrl(3),
      );

      clickSave();
      expect(await screen.findByText(miniScreenMessages.scenarioLength)).toBeTruthy();
      expect(api.callsTo(key)).toHaveLength(0);

      type('y'.repeat(MINI4_SCENARIO_LENGTH), scenario);
      expect(screen.getByText('400 / 400 characters')).toBeTruthy();
      clickSave();
      await screen.findByTestId('left-for');
      expect(sentBody(api, key)).toEqual({
        miniGame: 'Mini 4',
        title: '',
        scenario: 'y'.repeat(MINI4_SCENARIO_LENGTH),
        optionImageIds: [fileId(1), fileId(3), fileId(2)],
      });
    },
  );

  it('trims a Mini 3 word and holds it to 4–10 letters', formFilling, async () => {
    const key = `POST ${screensPath('Mini 3')}`;
    const api = mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      [key]: () => json(201, miniScreen('Mini 3', 6)),
    });
    await renderScreen(<AddMiniGameScreen />, addAt('Mini 3'));
    const word = await screen.findByLabelText(/^Word/);
    type(' abc ', word);
    clickSave();
    expect(await screen.findByText(miniScreenMessages.wordLength)).toBeTruthy();
    type(' Plan ', word);
    clickSave();
    await screen.findByTestId('left-for');
    expect(sentBody(api, key)).toEqual({ miniGame: 'Mini 3', title: '', word: 'Plan' });
  });

  it('shows a sample of the chosen Mini 2 template under its select', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf(superAdmin) });
    await renderScreen(<AddMiniGameScreen />, addAt('Mini 2'));
    const five = await screen.findByRole('img', {
      name: 'Sample of the 5 Options A, B, C template',
    });
    const slotNames = (sample: Element) =>
      Array.from(sample.querySelectorAll('[data-slot]')).map((slot) => slot.textContent);
    expect(slotNames(five)).toEqual(['A', 'B', 'C', 'D', 'E']);
    // 16:9, as the recommended 1920x1080 background.
    expect(five.getAttribute('viewBox')).toBe('0 0 160 90');

    const select = screen.getByRole('combobox', { name: /^Template/ });
    fireEvent.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
    fireEvent.click(
      within(listbox as HTMLElement).getByRole('option', { name: '8 Options', hidden: true }),
    );

    const eight = await screen.findByRole('img', { name: 'Sample of the 8 Options template' });
    expect(slotNames(eight)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(screen.queryByRole('img', { name: /5 Options A, B, C/ })).toBeNull();
    // The form follows the template too: eight option fields.
    expect(screen.getByRole('textbox', { name: /^Option 8/ })).toBeTruthy();
  });

  it('clears an image upload failure after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refusal = 'The file could not be stored.';
    const api = mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      'POST /api/uploads/mini-backgrounds': () => apiError(500, 'INTERNAL', refusal),
    });
    await renderScreen(<AddMiniGameScreen />, addAt('Mini 2'));
    await screen.findByLabelText(/^Title/);
    pick('Background image', pngOf(1000, 'bg.png'));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(api.callsTo('POST /api/uploads/mini-backgrounds')).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(MESSAGE_LIFETIME_MS - 100);
    });
    expect(screen.getByText(refusal)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByText(refusal)).toBeNull();
    // The browser's own refusal goes the same way.
    pick('Background image', new File(['GIF89a'], 'bg.gif', { type: 'image/gif' }));
    expect(await screen.findByText(miniScreenMessages.imageFormat)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(MESSAGE_LIFETIME_MS);
    });
    expect(screen.queryByText(miniScreenMessages.imageFormat)).toBeNull();
  });

  it('tells an admin that only the super admin edits screens', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf(admin) });
    await renderScreen(<AddMiniGameScreen />, addAt('Mini 1'));
    expect(await screen.findByText(/Only the super admin edits mini-game screens/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
  });
});

describe('edit mini game screen', () => {
  it("says 'No such document!' for a missing screen, with a way back", async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      [`GET ${screenPath('Mini 1', 9)}`]: () =>
        apiError(404, 'NOT_FOUND', miniScreenMessages.noSuchDocument),
    });
    await renderScreen(<EditMiniGameScreen />, editAt('Mini 1', 9));
    expect(await screen.findByText('No such document!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByTestId('left-for')).toHaveProperty('textContent', '/admin/index');
  });

  it(
    'keeps the stored Mini 2 background and images, and goes back where it came from',
    formFilling,
    async () => {
      const stored = miniScreen('Mini 2', 2, {
        title: 'Shapes',
        template2Type: '5 Options A, B, C',
        optionsType: 'image',
        options: imageOptions(11, 12, 13, 14, 15),
        correctAnswer: 4,
        background: { url: fileUrl(20), fileId: fileId(20) },
      });
      const key = `PUT ${screenPath('Mini 2', 2)}`;
      const api = mockApi({
        'GET /api/auth/session': sessionOf(superAdmin),
        [`GET ${screenPath('Mini 2', 2)}`]: () => json(200, stored),
        [key]: () => json(200, stored),
      });
      const { router } = await renderScreens(
        [
          { path: '/admin/levelDetails/:eventId/:lName', element: <p>Level details</p> },
          { path: editRoute, element: <EditMiniGameScreen /> },
        ],
        '/admin/levelDetails/4821/Mini%202',
      );
      await router.navigate(editAt('Mini 2', 2).path);
      const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
      expect(title.value).toBe('Shapes');
      expect(
        screen.getByRole('img', { name: 'Background image preview' }).getAttribute('src'),
      ).toBe(fileUrl(20));
      expect((screen.getByRole('radio', { name: 'Option 5' }) as HTMLInputElement).checked).toBe(
        true,
      );
      type('Shapes in order', title);
      clickSave();

      expect(await screen.findByText('Level details')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin/levelDetails/4821/Mini%202');
      expect(sentBody(api, key)).toEqual({
        miniGame: 'Mini 2',
        title: 'Shapes in order',
        scenario: stored.scenario,
        template2Type: '5 Options A, B, C',
        optionsType: 'image',
        options: [],
        optionImageIds: [11, 12, 13, 14, 15].map(fileId),
        correctAnswer: 4,
        backgroundImageId: null,
      });
    },
  );

  it('shows the server’s field errors on their fields', formFilling, async () => {
    const stored = miniScreen('Mini 4', 1, {
      scenario: 'z'.repeat(MINI4_SCENARIO_LENGTH),
      optionsType: 'image',
      options: imageOptions(1, 2, 3),
    });
    const message = 'Please correct the highlighted fields.';
    mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      [`GET ${screenPath('Mini 4', 1)}`]: () => json(200, stored),
      [`PUT ${screenPath('Mini 4', 1)}`]: () =>
        apiError(400, 'VALIDATION', message, {
          'optionImageIds.1': miniScreenMessages.imageMissing,
        }),
    });
    await renderScreen(<EditMiniGameScreen />, editAt('Mini 4', 1));
    await screen.findByLabelText(/^Scenario/, { selector: 'textarea' });
    clickSave();
    expect(await screen.findByText(message)).toBeTruthy();
    const error = screen.getByText(miniScreenMessages.imageMissing);
    // Under the second option's field.
    expect(error.closest('.mantine-InputWrapper-root')?.textContent).toContain('Option 2');
  });
});
