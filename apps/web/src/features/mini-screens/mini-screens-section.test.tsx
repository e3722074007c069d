import { miniScreenMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { LevelDetailsScreen } from '../levels/level-details-screen';
import { EVENT_ID, level, levelDetail, levelHandlers, levelPath } from '../levels/test-fixtures';
import { AddMiniGameScreen } from './add-mini-screen';
import { EditMiniGameScreen } from './edit-mini-screen';
import {
  fileUrl,
  imageOptions,
  MINI4_SCENARIO,
  miniScreen,
  screenPath,
  screensPath,
  superAdmin,
  textOptions,
} from './test-fixtures';

const at = (name: string) => ({
  path: `/admin/levelDetails/${EVENT_ID}/${encodeURIComponent(name)}`,
  route: '/admin/levelDetails/:eventId/:lName',
});

/** Level details of a Mini level whose screens are `items`, seen by the super admin. */
function miniLevelApi(
  name: 'Mini 1' | 'Mini 2' | 'Mini 3' | 'Mini 4',
  items: () => unknown[],
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi(
    levelHandlers({
      'GET /api/auth/session': sessionOf(superAdmin),
      [`GET ${levelPath(name)}`]: () =>
        json(
          200,
          levelDetail(name, { level: level(name, { totalQuestion: 'L=1', minAttempt: '5' }) }),
        ),
      [`GET ${screensPath(name)}`]: () => json(200, { items: items() }),
      ...handlers,
    }),
  );
}

/** Opens the expandable card of screen `n` and answers its panel. */
async function open(n: number): Promise<HTMLElement> {
  const control = await screen.findByRole('button', { name: new RegExp(`^Screen ${n}\\b`) });
  fireEvent.click(control);
  await waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('true'));
  const panel = document.getElementById(control.getAttribute('aria-controls') ?? '');
  if (!panel) {
    throw new Error(`Screen ${n} has no panel`);
  }
  // Closed panels are not mounted: the content comes once the panel opens.
  await waitFor(() => expect(within(panel).getByText('Title')).toBeTruthy());
  return panel;
}

describe('mini-game screen list', () => {
  it("shows a Mini 2 screen's image options in order, its correct answer and background", async () => {
    const images = miniScreen('Mini 2', 1, {
      template2Type: '8 Options',
      optionsType: 'image',
      options: imageOptions(11, 12, 13, 14, 15, 16, 17, 18),
      correctAnswer: 2,
      background: { url: fileUrl(9), fileId: 'bg' },
    });
    const texts = miniScreen('Mini 2', 2, {
      template2Type: '5 Options A, B, C',
      options: textOptions('A', 'B', 'C', 'D', 'E'),
      correctAnswer: 0,
    });
    miniLevelApi('Mini 2', () => [images, texts]);
    const { router } = await renderScreen(<LevelDetailsScreen />, at('Mini 2'));
    expect(await screen.findByRole('heading', { name: 'Screens' })).toBeTruthy();

    const panel = await open(1);
    const header = screen.getByRole('button', { name: /^Screen 1\b/ });
    expect(within(header).getByText('Mini 2 · 8 Options')).toBeTruthy();
    expect(within(panel).getByText('Options in correct order')).toBeTruthy();
    const options = within(panel)
      .getAllByRole('img')
      .filter((img) => img.getAttribute('alt')?.startsWith('Option'));
    expect(options.map((img) => img.getAttribute('alt'))).toEqual(
      Array.from({ length: 8 }, (_, i) => `Option ${i + 1}`),
    );
    expect(options.map((img) => img.getAttribute('src'))).toEqual(
      [11, 12, 13, 14, 15, 16, 17, 18].map(fileUrl),
    );
    // The badge sits beside the third option, and only there.
    const badge = within(panel).getByText('Correct Answer');
    expect(badge.closest('li')?.querySelector('img')?.getAttribute('alt')).toBe('Option 3');
    expect(within(panel).getAllByText('Correct Answer')).toHaveLength(1);
    expect(within(panel).getByRole('img', { name: 'Background' }).getAttribute('src')).toBe(
      fileUrl(9),
    );
    expect(
      within(screen.getByRole('button', { name: /^Screen 2\b/ })).getByText(
        'Mini 2 · 5 Options A, B, C',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit screen 1' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/admin/levels/mini-game-edit-question/Mini%202/1',
      ),
    );
  });

  it('shows Mini 4 scenarios as typed, Mini 1 answers and Mini 3 words', async () => {
    miniLevelApi('Mini 4', () => [
      miniScreen('Mini 4', 1, {
        scenario: MINI4_SCENARIO,
        optionsType: 'image',
        options: imageOptions(1, 2, 3),
      }),
    ]);
    const view = await renderScreen(<LevelDetailsScreen />, at('Mini 4'));
    let panel = await open(1);
    const pre = panel.querySelector('pre');
    expect(pre?.textContent).toBe(MINI4_SCENARIO);
    expect(pre?.style.whiteSpace).toBe('pre-wrap');
    expect(within(panel).getByText('Options in correct order')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Option 1', 'Option 2', 'Option 3']);
    expect(within(panel).queryByText('Correct Answer')).toBeNull();
    view.unmount();

    miniLevelApi('Mini 1', () => [
      miniScreen('Mini 1', 1, {
        options: textOptions('Ask both', 'Do the louder', 'Work late', 'Ignore'),
        correctAnswer: 1,
      }),
    ]);
    const mini1 = await renderScreen(<LevelDetailsScreen />, at('Mini 1'));
    panel = await open(1);
    expect(
      within(screen.getByRole('button', { name: /^Screen 1\b/ })).getByText('Template 1'),
    ).toBeTruthy();
    expect(within(panel).getByText('Options')).toBeTruthy();
    expect(within(panel).getByText('Correct Answer').closest('li')?.textContent).toContain(
      'Do the louder',
    );
    mini1.unmount();

    miniLevelApi('Mini 3', () => [miniScreen('Mini 3', 1, { scenario: 'PLAN', title: '' })]);
    await renderScreen(<LevelDetailsScreen />, at('Mini 3'));
    panel = await open(1);
    expect(within(panel).getByText('Word')).toBeTruthy();
    expect(within(panel).getByText('PLAN')).toBeTruthy();
    expect(within(panel).queryByText('Scenario')).toBeNull();
  });

  it('asks before deleting a screen, then calls DELETE once', async () => {
    let items = [miniScreen('Mini 1', 1), miniScreen('Mini 1', 2)];
    const key = `DELETE ${screenPath('Mini 1', 2)}`;
    const api = miniLevelApi('Mini 1', () => items, {
      [key]: () => {
        items = items.filter((s) => s.questionNumber !== 2);
        return json(204);
      },
    });
    await renderScreen(<LevelDetailsScreen />, at('Mini 1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete screen 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete screen' });
    expect(api.callsTo(key)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(miniScreenMessages.screenDeleted)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete screen 2' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Delete screen 1' })).toBeTruthy();
    expect(api.callsTo(key)).toHaveLength(1);
  });

  it('adds after the last screen, for the super admin only', async () => {
    miniLevelApi('Mini 3', () => [miniScreen('Mini 3', 1), miniScreen('Mini 3', 4)]);
    const { router } = await renderScreen(<LevelDetailsScreen />, at('Mini 3'));
    await screen.findByRole('button', { name: /^Screen 4\b/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add Screen' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/admin/levels/mini-game-add-question/Mini%203/5',
      ),
    );
  });

  it('shows admins the screens without edit controls', async () => {
    mockApi(
      levelHandlers({
        [`GET ${levelPath('Mini 1')}`]: () => json(200, levelDetail('Mini 1')),
        [`GET ${screensPath('Mini 1')}`]: () =>
          json(200, {
            items: [miniScreen('Mini 1', 1, { options: textOptions('a', 'b', 'c', 'd') })],
          }),
      }),
    );
    await renderScreen(<LevelDetailsScreen />, at('Mini 1'));
    const panel = await open(1);
    expect(within(panel).getByText('a')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Screen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit screen 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete screen 1' })).toBeNull();
    expect(screen.getByText(/only the super admin changes them/)).toBeTruthy();
  });

  it('says when there are no screens, and retries a failed read', async () => {
    let fails = true;
    miniLevelApi('Mini 2', () => [], {
      [`GET ${screensPath('Mini 2')}`]: () =>
        fails
          ? apiError(403, 'FORBIDDEN', 'You do not have permission to do this.')
          : json(200, { items: [] }),
    });
    await renderScreen(<LevelDetailsScreen />, at('Mini 2'));
    expect(await screen.findByText('The screens could not be loaded')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mini 2 has no screens yet.')).toBeTruthy();
  });

  // A cognitive or aptitude game's level, and a catalog mini game past Mini 4: one note fits both.
  it.each(['Memory Match', 'Mini 7'])(
    'keeps the level of %s to a short note, with no screens read',
    async (name) => {
      const api = mockApi(
        levelHandlers({
          [`GET ${levelPath(name)}`]: () => json(200, levelDetail(name, { level: level(name) })),
        }),
      );
      await renderScreen(<LevelDetailsScreen />, at(name));
      expect(await screen.findByText(/plays a game from the catalog/)).toBeTruthy();
      expect(screen.queryByText(/cognitive or aptitude/)).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Screens' })).toBeNull();
      expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('/mini-games/'))).toBe(
        false,
      );
    },
  );

  describe('the forms come back to the Level details they were opened from', () => {
    const details = `/admin/levelDetails/${EVENT_ID}/Mini%203`;
    const forms = [
      {
        path: '/admin/levels/mini-game-add-question/:lName/:questionIndex',
        element: <AddMiniGameScreen />,
      },
      {
        path: '/admin/levels/mini-game-edit-question/:lName/:questionIndex',
        element: <EditMiniGameScreen />,
      },
    ];
    const backLink = () => screen.getByRole('link', { name: 'Back' });

    it('from Add Screen and from Edit, by the Back link and by Cancel', async () => {
      miniLevelApi('Mini 3', () => [miniScreen('Mini 3', 1)], {
        [`GET ${screenPath('Mini 3', 1)}`]: () => json(200, miniScreen('Mini 3', 1)),
      });
      const { router } = await renderScreen(<LevelDetailsScreen />, {
        ...at('Mini 3'),
        routes: forms,
      });
      // Add Screen waits for the list (it numbers the new screen).
      await screen.findByRole('button', { name: /^Screen 1\b/ });
      fireEvent.click(screen.getByRole('button', { name: 'Add Screen' }));
      expect(await screen.findByRole('heading', { name: 'Add Mini Game screen' })).toBeTruthy();
      expect(backLink().getAttribute('href')).toBe(details);
      fireEvent.click(backLink());
      await waitFor(() => expect(router.state.location.pathname).toBe(details));

      fireEvent.click(await screen.findByRole('button', { name: 'Edit screen 1' }));
      expect(await screen.findByRole('heading', { name: 'Edit Screen' })).toBeTruthy();
      expect(backLink().getAttribute('href')).toBe(details);
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(details));
    });

    it('opened in a new tab (no history), its Back link still leads to the level', async () => {
      miniLevelApi('Mini 3', () => []);
      const { router } = await renderScreen(<AddMiniGameScreen />, {
        path: `/admin/levels/mini-game-add-question/Mini%203/1?eventId=${EVENT_ID}`,
        route: '/admin/levels/mini-game-add-question/:lName/:questionIndex',
        routes: [{ path: '/admin/levelDetails/:eventId/:lName', element: <p>Level details</p> }],
      });
      fireEvent.click(await screen.findByRole('link', { name: 'Back' }));
      expect(await screen.findByText('Level details')).toBeTruthy();
      expect(router.state.location.pathname).toBe(details);
    });
  });
});
