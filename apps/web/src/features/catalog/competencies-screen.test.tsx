import { catalogMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { CompetenciesScreen } from './competencies-screen';

const superAdmin = makeUser({ role: 'superAdmin' });
const fileId = '7f0c1a52-2b7e-4d1e-9d38-2f1f6c0e9a11';
const rejected = [
  { row: 5, reason: 'Level must be a whole number from 1 to 7 (found "9")' },
  { row: 12, reason: 'Question is empty' },
];

function competency(levelCounts: number[], fileLink: string | null) {
  return {
    id: 'c1',
    name: 'Adaptability',
    description: 'Adjusts to change.',
    image: null,
    fileLink,
    levelCounts,
  };
}

const csv = () => new File(['Type,Leadership Ability\n'], 'adaptability.csv', { type: 'text/csv' });

async function openAddAndPickFile(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add or Update Competency' });
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(within(dialog).getByLabelText(/^Description/), {
    target: { value: 'Adjusts to change.' },
  });
  fireEvent.change(within(dialog).getByLabelText('Question file (.csv)'), {
    target: { files: [csv()] },
  });
  return dialog;
}

const warnings = [
  { row: 3, reason: 'Question names the competency "Adaptability"' },
  { row: null, reason: 'Level 7 has 0 Hard SMS items (at least 1)' },
];

describe('competencies screen', () => {
  it('shows the file check with its rejected rows, saves the file and shows the import', async () => {
    let items: ReturnType<typeof competency>[] = [];
    const api = mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      'GET /api/competencies': () => json(200, { items }),
      'POST /api/uploads/question-banks': () =>
        json(201, { fileId, fileName: 'adaptability.csv', validRows: 40, rejected, warnings }),
      'POST /api/competencies': () => {
        items = [competency([6, 6, 6, 6, 6, 6, 4], '/api/competencies/c1/question-file')];
        return json(201, { competency: items[0], import: { imported: 40, rejected } });
      },
    });
    await renderScreen(<CompetenciesScreen />, {
      path: '/admin/competencies',
      route: '/admin/competencies',
    });
    expect(await screen.findByText(/No competencies yet/)).toBeTruthy();
    const dialog = await openAddAndPickFile('Adaptability');

    expect(await within(dialog).findByText(/40 valid rows, 2 rejected rows/)).toBeTruthy();
    expect(within(dialog).getByText(rejected[0]?.reason ?? '')).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: '12' })).toBeTruthy();
    // The content lint's findings are warnings beside the check: the rows still import.
    expect(within(dialog).getByText(/2 content warnings: the rows still import/)).toBeTruthy();
    expect(within(dialog).getByText('Question names the competency "Adaptability"')).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: '—' })).toBeTruthy();
    const upload = api.callsTo('POST /api/uploads/question-banks')[0]?.[1]?.body;
    expect(upload instanceof FormData && upload.get('competency')).toBe('Adaptability');
    expect(api.callsTo('POST /api/competencies')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/40 rows imported, 2 rows rejected/)).toBeTruthy();
    const saved = api.callsTo('POST /api/competencies')[0]?.[1]?.body;
    expect(JSON.parse(String(saved))).toEqual({
      name: 'Adaptability',
      description: 'Adjusts to change.',
      questionFileId: fileId,
    });
    // The dialog's own Close button, not the corner's (also named Close for screen readers).
    const close = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    if (!close) {
      throw new Error("no 'Close' button in the dialog");
    }
    fireEvent.click(close);
    // The table refetched: the new counts and a download link.
    const row = (await screen.findByText('Adaptability')).closest('tr');
    const cells = row
      ? within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent)
      : [];
    expect(cells.slice(3, 10)).toEqual(['6', '6', '6', '6', '6', '6', '4']);
    const download = screen.getByRole('link', {
      name: 'Download the question file of Adaptability',
    });
    expect(download.getAttribute('href')).toBe('/api/competencies/c1/question-file');
  });

  it("shows the server's refusal of a file and keeps Save off until it is replaced", async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      'GET /api/competencies': () => json(200, { items: [] }),
      'POST /api/uploads/question-banks': () =>
        apiError(400, 'VALIDATION', catalogMessages.missingColumns(['Reward'])),
    });
    await renderScreen(<CompetenciesScreen />, {
      path: '/admin/competencies',
      route: '/admin/competencies',
    });
    const dialog = await openAddAndPickFile('Adaptability');
    expect(
      await within(dialog).findByText(catalogMessages.missingColumns(['Reward'])),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
  });

  it('disables download without a file and asks before deleting', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(superAdmin),
      'GET /api/competencies': () =>
        json(200, { items: [competency([1, 2, 3, 4, 5, 6, 7], null)] }),
      'DELETE /api/competencies/c1': () => json(204),
    });
    await renderScreen(<CompetenciesScreen />, {
      path: '/admin/competencies',
      route: '/admin/competencies',
    });
    const noFile = await screen.findByRole('button', { name: 'Adaptability has no question file' });
    expect(noFile.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Adaptability' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete competency' });
    expect(api.callsTo('DELETE /api/competencies/c1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/competencies/c1')).toHaveLength(1));
  });
});
