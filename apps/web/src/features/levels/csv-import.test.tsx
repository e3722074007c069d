import { levelCsvMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventDetail } from '../../app/test-event-fixtures';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { LevelDetailsScreen } from './level-details-screen';
import { LevelsInfoScreen } from './levels-info-screen';
import {
  EVENT_ID,
  levelDetail,
  levelHandlers,
  levelPath,
  levelsPath,
  question,
} from './test-fixtures';

const infoAt = { path: `/admin/levels/${EVENT_ID}`, route: '/admin/levels/:eventId' };
const detailsAt = {
  path: `/admin/levelDetails/${EVENT_ID}/3`,
  route: '/admin/levelDetails/:eventId/:lName',
};
const importLevels = `POST ${levelsPath}/import`;
const importQuestions = `POST ${levelPath('3')}/questions/import`;

const csvOf = (name = 'levels.csv') => new File(['Tab Name\n'], name, { type: 'text/csv' });
const pick = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

/** Every call but the screen's reads. */
const writes = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

describe('levels CSV', () => {
  it('lists the rows that stopped an import and sends nothing else', async () => {
    const api = mockApi(
      levelHandlers({
        [importLevels]: () =>
          json(200, {
            applied: false,
            rows: 3,
            created: 0,
            updated: 0,
            rejected: [
              { row: 2, reason: 'Time(sec): Choose 60, 90, 120 or 180 seconds' },
              { row: 4, reason: 'Final: Write y, n or d' },
            ],
          }),
      }),
    );
    await renderScreen(<LevelsInfoScreen />, infoAt);
    await screen.findByRole('table', { name: 'Levels' });
    const reads = api.callsTo(`GET ${levelsPath}`).length;
    pick('Levels file (.csv)', csvOf());

    const alert = await screen.findByText(levelCsvMessages.rejected(2));
    expect(levelCsvMessages.rejected(2)).toBe('2 rows have problems; nothing was imported');
    const table = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '2Time(sec): Choose 60, 90, 120 or 180 seconds',
      '4Final: Write y, n or d',
    ]);
    const sent = api.callsTo(importLevels)[0]?.[1]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('levels.csv');
    expect(writes(api)).toHaveLength(1);
    // Nothing changed: nothing to read again.
    expect(api.callsTo(`GET ${levelsPath}`)).toHaveLength(reads);
  });

  it('says what an applied import did and reads the levels again', async () => {
    const api = mockApi(
      levelHandlers({
        [importLevels]: () =>
          json(200, { applied: true, rows: 3, created: 1, updated: 2, rejected: [] }),
      }),
    );
    await renderScreen(<LevelsInfoScreen />, infoAt);
    await screen.findByRole('table', { name: 'Levels' });
    const reads = api.callsTo(`GET ${levelsPath}`).length;
    pick('Levels file (.csv)', csvOf());
    expect(
      await screen.findByText('Levels imported: 1 level added, 2 levels updated.'),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`GET ${levelsPath}`).length).toBeGreaterThan(reads));
  });

  it('refuses a file that is not a CSV before sending it, and shows a refused file', async () => {
    const api = mockApi(
      levelHandlers({
        [importLevels]: () =>
          apiError(400, 'VALIDATION', levelCsvMessages.missingColumns(['Tab Name'])),
      }),
    );
    await renderScreen(<LevelsInfoScreen />, infoAt);
    await screen.findByRole('table', { name: 'Levels' });
    pick('Levels file (.csv)', new File(['x'], 'levels.xlsx'));
    expect(await screen.findByText(levelCsvMessages.notCsv)).toBeTruthy();
    expect(api.callsTo(importLevels)).toHaveLength(0);

    pick('Levels file (.csv)', csvOf());
    expect(await screen.findByText(levelCsvMessages.missingColumns(['Tab Name']))).toBeTruthy();
    expect(screen.getByText('File refused')).toBeTruthy();
  });

  it('offers the download to a reader, and no import', async () => {
    mockApi(
      levelHandlers({
        [`GET /api/events/${EVENT_ID}`]: () =>
          json(200, eventDetail(EVENT_ID, { editable: false })),
      }),
    );
    await renderScreen(<LevelsInfoScreen />, infoAt);
    await screen.findByRole('table', { name: 'Levels' });
    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(download.getAttribute('href')).toBe(`/api/events/${EVENT_ID}/levels.csv`);
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.queryByLabelText('Levels file (.csv)')).toBeNull();
  });
});

describe('level questions CSV', () => {
  it('asks before a file replaces the questions, then imports and refreshes', async () => {
    const api = mockApi(
      levelHandlers({
        [`GET ${levelPath('3')}`]: () => json(200, levelDetail('3', { questions: [question()] })),
        [importQuestions]: () =>
          json(200, { applied: true, rows: 4, imported: 4, removed: 1, rejected: [] }),
      }),
    );
    await renderScreen(<LevelDetailsScreen />, detailsAt);
    await screen.findByRole('table', { name: 'Questions' });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `${levelPath('3')}/questions.csv`,
    );
    const reads = api.callsTo(`GET ${levelPath('3')}`).length;
    pick('Questions file (.csv)', csvOf('questions.csv'));
    const dialog = await screen.findByRole('dialog', { name: 'Replace questions' });
    expect(api.callsTo(importQuestions)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(
      await screen.findByText("4 questions imported; the level's 1 earlier question was replaced."),
    ).toBeTruthy();
    expect(api.callsTo(importQuestions)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(`GET ${levelPath('3')}`).length).toBeGreaterThan(reads));
  });

  it('lists the rejected rows of a questions file', async () => {
    const api = mockApi(
      levelHandlers({
        [`GET ${levelPath('3')}`]: () => json(200, levelDetail('3')),
        [importQuestions]: () =>
          json(200, {
            applied: false,
            rows: 2,
            imported: 0,
            removed: 0,
            rejected: [{ row: 3, reason: 'Type: Write Question, Email or SMS (found "Memo")' }],
          }),
      }),
    );
    await renderScreen(<LevelDetailsScreen />, detailsAt);
    await screen.findByText('This level has no questions yet.');
    pick('Questions file (.csv)', csvOf('questions.csv'));
    expect(await screen.findByText(levelCsvMessages.rejected(1))).toBeTruthy();
    expect(screen.getByText('Type: Write Question, Email or SMS (found "Memo")')).toBeTruthy();
    expect(writes(api)).toHaveLength(1);
  });
});
