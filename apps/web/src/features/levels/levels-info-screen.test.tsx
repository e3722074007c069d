import { levelMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventDetail } from '../../app/test-event-fixtures';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { LevelsInfoScreen } from './levels-info-screen';
import {
  EVENT_ID,
  level,
  levelHandlers,
  levelPath,
  levelsPath,
  overview,
  sentBody,
} from './test-fixtures';

const screenAt = { path: `/admin/levels/${EVENT_ID}`, route: '/admin/levels/:eventId' };

describe('levels info screen', () => {
  it('lists the levels in order, the skills and the characters', async () => {
    mockApi(
      levelHandlers({
        [`GET ${levelsPath}`]: () =>
          json(
            200,
            overview({
              levels: [
                level('2', { final: 'y', passingScore: 1250, time: 90 }),
                level('Mini 1', { totalQuestion: 'L=3', minAttempt: '5' }),
              ],
            }),
          ),
      }),
    );
    await renderScreen(<LevelsInfoScreen />, screenAt);

    const levels = await screen.findByRole('table', { name: 'Levels' });
    const rows = within(levels).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '2',
      'Mini 1',
    ]);
    const [second, mini] = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(second?.slice(0, 9)).toEqual([
      '2',
      '1250',
      '90 seconds',
      '3 questions, 1 email, 1 SMS',
      '2 questions, 1 email, 1 SMS',
      'Level',
      'Easy',
      'Answer well.',
      'Yes',
    ]);
    expect(mini?.[3]).toBe('Level 3');
    expect(mini?.[8]).toBe('No');

    const skills = screen.getByRole('table', { name: 'Skills' });
    expect(within(skills).getByText('Leadership')).toBeTruthy();
    expect(within(skills).getByText('Leads the team.')).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Name of Manager' }) as HTMLInputElement).value,
    ).toBe('Sarah');
    expect(screen.getByRole('button', { name: 'Add Level' }).hasAttribute('disabled')).toBe(false);
  });

  it('names the characters by role in words, never by their stored keys', async () => {
    const characters = [
      { key: 'hrManager', name: 'Ayesha' },
      { key: 'newJoiner', name: 'Bilal' },
      { key: 'client', name: 'Maria' },
      { key: 'colleague', name: 'Ahmed' },
      { key: 'manager', name: 'Sarah' },
      { key: 'mentor', name: 'Omar' },
    ];
    mockApi(levelHandlers({ [`GET ${levelsPath}`]: () => json(200, overview({ characters })) }));
    await renderScreen(<LevelsInfoScreen />, screenAt);
    const table = await screen.findByRole('table', { name: 'Characters' });
    const roles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(roles).toEqual(['HR manager', 'New joiner', 'Client', 'Colleague', 'Manager', 'Mentor']);
    expect(within(table).queryByText('hrManager')).toBeNull();
    const hr = screen.getByRole('textbox', { name: 'Name of HR manager' }) as HTMLInputElement;
    expect(hr.value).toBe('Ayesha');
    expect(screen.getByRole('button', { name: 'Save the name of New joiner' })).toBeTruthy();
  });

  it('fits the Levels table, Final column included, in the console at 1440 px', async () => {
    mockApi(levelHandlers());
    await renderScreen(<LevelsInfoScreen />, screenAt);
    const table = await screen.findByRole('table', { name: 'Levels' });
    expect(within(table).getByRole('columnheader', { name: 'Final' })).toBeTruthy();
    // Narrower than its minimum width, the table scrolls sideways inside its card and the
    // sticky Actions column covers the columns before it. At 1440 px the card holds
    // 1440 − 260 (navbar) − 2 × (20 shell padding + 16 card padding + 1 border) = 1106 px.
    const container = table.closest<HTMLElement>('[style*="--table-min-width"]');
    const declared = container?.style.getPropertyValue('--table-min-width') ?? '';
    const rem = Number(/([\d.]+)rem/.exec(declared)?.[1]);
    expect(rem * 16).toBeGreaterThan(0);
    expect(rem * 16).toBeLessThanOrEqual(1106);
  });

  it('renames a character in its row and shows the save', async () => {
    const key = `PATCH /api/events/${EVENT_ID}/characters/manager`;
    const api = mockApi(
      levelHandlers({ [key]: ({ body }) => json(200, { key: 'manager', ...(body as object) }) }),
    );
    await renderScreen(<LevelsInfoScreen />, screenAt);
    const input = await screen.findByRole('textbox', { name: 'Name of Manager' });
    const save = screen.getByRole('button', { name: 'Save the name of Manager' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: 'Sara' } });
    // Enter in the field sends it, as the Save button does.
    fireEvent.submit(input);

    expect(await screen.findByText(levelMessages.characterSaved)).toBeTruthy();
    expect(api.callsTo(key)).toHaveLength(1);
    expect(sentBody(api, key)).toEqual({ name: 'Sara' });
    expect(api.callsTo(`PATCH /api/events/${EVENT_ID}/characters/colleague`)).toHaveLength(0);
  });

  it("shows the server's refusal of a name on its field", async () => {
    const key = `PATCH /api/events/${EVENT_ID}/characters/colleague`;
    mockApi(
      levelHandlers({
        [key]: () =>
          apiError(404, 'CHARACTER_NOT_FOUND', levelMessages.characterNotFound, {
            name: levelMessages.characterNotFound,
          }),
      }),
    );
    await renderScreen(<LevelsInfoScreen />, screenAt);
    const input = await screen.findByRole('textbox', { name: 'Name of Colleague' });
    fireEvent.change(input, { target: { value: 'Omar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the name of Colleague' }));
    expect(await screen.findByText(levelMessages.characterNotFound)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before deleting a level (its questions go too), then calls DELETE once', async () => {
    let levels = [level('1'), level('2')];
    const key = `DELETE ${levelPath('2')}`;
    const api = mockApi(
      levelHandlers({
        [`GET ${levelsPath}`]: () => json(200, overview({ levels })),
        [key]: () => {
          levels = [level('1')];
          return json(204);
        },
      }),
    );
    await renderScreen(<LevelsInfoScreen />, screenAt);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Level 2' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete level' });
    expect(within(dialog).getByText(/Delete Level 2 and all its questions\?/)).toBeTruthy();
    expect(api.callsTo(key)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(levelMessages.deleted('2'))).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Level 2' })).toBeNull(),
    );
    expect(api.callsTo(key)).toHaveLength(1);
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const api = mockApi(levelHandlers());
    await renderScreen(<LevelsInfoScreen />, screenAt);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Level 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete level' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`DELETE ${levelPath('1')}`)).toHaveLength(0);
  });

  it('shows a failed read with a retry', async () => {
    let fails = true;
    mockApi(
      levelHandlers({
        [`GET ${levelsPath}`]: () =>
          fails
            ? apiError(403, 'FORBIDDEN', 'You do not have permission to do this.')
            : json(200, overview()),
      }),
    );
    await renderScreen(<LevelsInfoScreen />, screenAt);
    expect(await screen.findByText('The levels could not be loaded')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Levels' })).toBeTruthy();
  });

  it("gives the super admin another account's levels read-only", async () => {
    mockApi(
      levelHandlers({
        'GET /api/auth/session': sessionOf(makeUser({ role: 'superAdmin' })),
        // The server says the caller may not change this event.
        [`GET /api/events/${EVENT_ID}`]: () =>
          json(200, eventDetail(EVENT_ID, { editable: false })),
      }),
    );
    await renderScreen(<LevelsInfoScreen />, screenAt);
    expect(await screen.findByRole('button', { name: 'Details of Level 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Level' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Level 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Level 1' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Name of Manager' })).toBeNull();
    expect(screen.getByText('Sarah')).toBeTruthy();
  });
});
