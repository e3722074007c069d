import { catalogMessages, LOGO_MAX_BYTES } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { GamesScreen } from './games-screen';

const superAdmin = makeUser({ role: 'superAdmin' });

function game(id: string, name: string, tabName: string) {
  return {
    id,
    name,
    tabName,
    goalText: 'Pick the best answer.',
    time: 60,
    passingScore: 100,
    image: null,
  };
}

function gamesApi() {
  return mockApi({
    'GET /api/auth/session': sessionOf(superAdmin),
    'GET /api/mini-games': () =>
      json(200, {
        items: [game('g1', 'Quick Decision', 'Mini 1'), game('g3', 'Word Hunt', 'Mini 3')],
      }),
    'POST /api/uploads/images': () => json(201, { fileId: 'f1', url: '/api/files/f1' }),
  });
}

function offeredTabs(dialog: HTMLElement): string[] {
  fireEvent.click(within(dialog).getByRole('combobox', { name: /^Tab Name/ }));
  return within(dialog)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
}

describe('mini games screen', () => {
  it('offers only unused tab names when adding, and keeps the own tab when editing', async () => {
    gamesApi();
    await renderScreen(<GamesScreen />, { path: '/admin/games', route: '/admin/games' });
    // Add waits for the list: the used tab names come from it.
    await screen.findByText('Quick Decision');
    fireEvent.click(screen.getByRole('button', { name: 'Add Mini Game' }));
    const add = await screen.findByRole('dialog', { name: 'Add Mini Game' });
    const whenAdding = offeredTabs(add);
    expect(whenAdding).not.toContain('Mini 1');
    expect(whenAdding).not.toContain('Mini 3');
    expect(whenAdding).toContain('Mini 2');
    expect(whenAdding).toHaveLength(8);
    fireEvent.click(within(add).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Word Hunt' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Mini Game' });
    const whenEditing = offeredTabs(edit);
    expect(whenEditing).toContain('Mini 3');
    expect(whenEditing).not.toContain('Mini 1');
    expect(whenEditing).toHaveLength(9);
  });

  it("refuses a logo over 1 MB with 'Please Select image less than 1mb' and uploads nothing", async () => {
    const api = gamesApi();
    await renderScreen(<GamesScreen />, { path: '/admin/games', route: '/admin/games' });
    // Add waits for the list: the used tab names come from it.
    await screen.findByText('Quick Decision');
    fireEvent.click(screen.getByRole('button', { name: 'Add Mini Game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Mini Game' });
    const big = new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'noise.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Logo file'), { target: { files: [big] } });

    expect(await within(dialog).findByText(catalogMessages.imageTooLarge)).toBeTruthy();
    expect(catalogMessages.imageTooLarge).toBe('Please Select image less than 1mb');
    expect(api.callsTo('POST /api/uploads/images')).toHaveLength(0);
  });

  it('lists cognitive games on their own tab', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      'GET /api/ace-games': ({ url }) =>
        json(200, {
          items:
            url.searchParams.get('kind') === 'cognitive'
              ? [
                  {
                    id: 'c1',
                    kind: 'cognitive',
                    name: 'Memory Match',
                    secondName: 'Working memory',
                    engine: 'workingMemory',
                    type: 'Cognitive',
                    image: null,
                  },
                ]
              : [],
        }),
    });
    await renderScreen(<GamesScreen />, {
      path: '/admin/games?tab=cognitive',
      route: '/admin/games',
    });
    expect(await screen.findByText('Memory Match')).toBeTruthy();
    expect(screen.getByText('Working memory')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Aptitude' }));
    expect(await screen.findByText('No aptitude games yet.')).toBeTruthy();
  });
});
