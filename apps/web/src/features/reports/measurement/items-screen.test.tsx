import { measurementScreenMessages as m } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../app/dates';
import { json } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { levelDetail, overview, question } from '../../levels/test-fixtures';
import { EVENT_ID, eventPath, queryOf, reportsApi, uuidOf } from '../strengths/test-helpers';
import { ItemsScreen } from './items-screen';
import { fewAnswersRow, itemPage, itemRow } from './test-fixtures';

const itemsKey = `GET ${eventPath}/item-analysis`;
const route = '/admin/items/:eventId';
const path = `/admin/items/${EVENT_ID}`;

function itemsApi(page = itemPage([itemRow(1), fewAnswersRow(2)])) {
  return reportsApi({
    [itemsKey]: () => json(200, page),
    [`GET ${eventPath}/levels`]: () => json(200, overview()),
    [`GET ${eventPath}/levels/1`]: () =>
      json(200, levelDetail('1', { questions: [question({ id: uuidOf(1), number: 4 })] })),
  });
}

const lastQuery = (api: ReturnType<typeof itemsApi>) => queryOf(api.callsTo(itemsKey).at(-1));
const cellsOf = (text: string) =>
  Array.from(screen.getByText(text).closest('tr')?.children ?? []).map((c) => c.textContent);

describe('Items', () => {
  it('shows each item’s figures, and the count with — under the minimum', async () => {
    const api = itemsApi();
    await renderScreen(<ItemsScreen />, { path, route });
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeTruthy();
    await screen.findByText('Question 1 text');
    expect(cellsOf('Question 1 text').slice(1)).toEqual([
      'Level 1',
      '120',
      '0.55',
      '0.31',
      '12.3 s',
      '',
      'Ask the team 50%Wait 40%Not answered 10%',
    ]);
    const few = cellsOf('Question 2 text');
    expect(few[2]).toBe(`7${m.belowMinimum(30)}`);
    expect(few[3]).toBe(`—${m.belowMinimum(30)}`);
    expect(few[4]).toBe(`—${m.belowMinimum(30)}`);
    expect(screen.getByText(m.itemsMinimum(30))).toBeTruthy();
    expect(lastQuery(api)).toEqual({ sort: 'level', dir: 'asc', page: '1' });
    // The question's number in its level comes from the level's questions.
    const edit = await screen.findByRole('link', { name: 'Edit Question 4' });
    expect(edit.getAttribute('href')).toBe(
      `/admin/levels/${uuidOf(1)}/edit-question/4/${EVENT_ID}/1`,
    );
    const download = screen.getByRole('link', { name: 'Download responses' });
    expect(download.getAttribute('href')).toBe(`${eventPath}/responses.csv`);
  });

  it('shows the flags', async () => {
    itemsApi(
      itemPage([
        itemRow(1, {
          facility: 0.95,
          flags: { tooEasy: true, tooHard: false, negativeDiscrimination: false },
        }),
        itemRow(2, {
          facility: 0.1,
          discrimination: -0.2,
          flags: { tooEasy: false, tooHard: true, negativeDiscrimination: true },
        }),
      ]),
    );
    await renderScreen(<ItemsScreen />, { path, route });
    await screen.findByText('Question 1 text');
    const row = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);
    expect(row('Question 1 text').getByText('Too easy')).toBeTruthy();
    expect(row('Question 1 text').queryByText('Too hard')).toBeNull();
    expect(row('Question 2 text').getByText('Too hard')).toBeTruthy();
    expect(row('Question 2 text').getByText('Negative discrimination')).toBeTruthy();
    expect(cellsOf('Question 2 text')[4]).toBe('-0.20');
  });

  it('sorts on the server by the clicked column, then turns the order round', async () => {
    const api = itemsApi();
    await renderScreen(<ItemsScreen />, { path, route });
    await screen.findByText('Question 1 text');
    const header = screen.getByRole('columnheader', { name: /Facility/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ sort: 'facility', dir: 'asc', page: '1' }),
    );
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort: 'facility', dir: 'desc' }));
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Discrimination/ })).getByRole('button'),
    );
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ sort: 'discrimination', dir: 'asc' }),
    );
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Mean time/ })).getByRole('button'),
    );
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ sort: 'meanSeconds' }));
  });

  it('filters by level and pages, 20 a page', async () => {
    const items = Array.from({ length: 20 }, (_, i) => itemRow(i + 1));
    const api = itemsApi(itemPage(items, 45));
    await renderScreen(<ItemsScreen />, { path, route });
    await screen.findByText('Question 20 text');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery(api).page).toBe('3'));
    fireEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Level 2' }));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ level: '2', sort: 'level', dir: 'asc', page: '1' }),
    );
  });

  it('says when nobody has answered yet', async () => {
    itemsApi(itemPage([]));
    await renderScreen(<ItemsScreen />, { path, route });
    expect(await screen.findByText(m.itemsEmpty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the figures were computed, and that newer answers are being counted', async () => {
    itemsApi(
      itemPage([itemRow(1)], 1, { computedAt: '2025-06-30T09:30:00.000Z', upToDate: false }),
    );
    await renderScreen(<ItemsScreen />, { path, route });
    await screen.findByText('Question 1 text');
    const note = screen.getByRole('status');
    expect(note.textContent).toContain(m.figuresAsOf(formatDateTime('2025-06-30T09:30:00.000Z')));
    expect(note.textContent).toContain(m.figuresRefreshing);
  });

  it('says the figures are being computed, not that nobody answered, before their first refresh', async () => {
    itemsApi(itemPage([], 0, { computedAt: null, upToDate: false }));
    await renderScreen(<ItemsScreen />, { path, route });
    expect((await screen.findAllByText(m.figuresPending)).length).toBeGreaterThan(0);
    expect(screen.queryByText(m.itemsEmpty)).toBeNull();
  });
});
