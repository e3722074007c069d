import { measurementScreenMessages as m } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { EVENT_ID, eventPath, reportsApi } from '../strengths/test-helpers';
import { FairnessScreen } from './fairness-screen';
import { fairnessReport } from './test-fixtures';

const fairnessKey = `GET ${eventPath}/fairness`;
const pdfKey = `GET ${eventPath}/fairness.pdf`;
const route = '/admin/fairness/:eventId';
const path = `/admin/fairness/${EVENT_ID}`;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('Fairness', () => {
  it('says what it is and is not, then each decision’s groups with the four-fifths flag', async () => {
    reportsApi({ [fairnessKey]: () => json(200, fairnessReport()) });
    await renderScreen(<FairnessScreen />, { path, route });
    expect(await screen.findByRole('heading', { name: 'Fairness' })).toBeTruthy();
    expect(screen.getByText(m.fairnessStatement)).toBeTruthy();
    expect(screen.getByText(m.fairnessStatement).textContent).toContain(
      'a statistic, not a legal audit',
    );
    const gender = await screen.findByRole('table', { name: 'Level 1 pass: by gender' });
    expect(rowsOf(gender)).toEqual([
      ['Male (highest rate)', '200', '60%', '1.00', 'No flag'],
      ['Female', '190', '42%', '0.70', m.belowFourFifths],
      ['Other', m.suppressed, '—', '—', m.suppressedWhy(5)],
    ]);
    expect(screen.getAllByText(m.unknownGroup('gender', 19))).toHaveLength(3);
    const age = screen.getByRole('table', { name: 'Level 1 pass: by age group' });
    // A group under 2 % shows its count and rate, but is neither compared nor flagged.
    expect(rowsOf(age)[2]).toEqual(['46+', '6', '100%', '—', m.smallGroup(0.02)]);
    expect(screen.getByRole('table', { name: 'Leadership: Expert: by gender' })).toBeTruthy();
    const scoring = screen.getByRole('table', { name: 'Total score: above the median: by gender' });
    expect(within(scoring).getByRole('columnheader', { name: 'Scoring rate' })).toBeTruthy();
  });

  it('says so when nobody in a category gave their group, instead of an empty table', async () => {
    const audit = fairnessReport().audits[0];
    const noAges = { groups: [], base: null, unknown: 412 };
    reportsApi({
      [fairnessKey]: () =>
        json(200, fairnessReport({ audits: audit ? [{ ...audit, byAgeGroup: noAges }] : [] })),
    });
    await renderScreen(<FairnessScreen />, { path, route });
    await screen.findByRole('table', { name: 'Level 1 pass: by gender' });
    expect(screen.queryByRole('table', { name: 'Level 1 pass: by age group' })).toBeNull();
    expect(screen.getByText(m.noGroups('age group', 412))).toBeTruthy();
  });

  it('links the CSVs and downloads the PDF', async () => {
    const api = reportsApi({
      [fairnessKey]: () => json(200, fairnessReport()),
      [pdfKey]: () => apiError(404, 'NOT_FOUND', 'Not yet'),
    });
    await renderScreen(<FairnessScreen />, { path, route });
    await screen.findByRole('table', { name: 'Level 1 pass: by gender' });
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe(`${eventPath}/fairness.csv`);
    const responses = screen.getByRole('link', { name: 'Download responses' });
    expect(responses.getAttribute('href')).toBe(`${eventPath}/responses.csv`);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(api.callsTo(pdfKey)).toHaveLength(1));
    expect(await screen.findByText(m.pdfFailed)).toBeTruthy();
  });

  it('says when nobody has finished a level, and offers no report to download', async () => {
    reportsApi({ [fairnessKey]: () => json(200, fairnessReport({ audits: [] })) });
    await renderScreen(<FairnessScreen />, { path, route });
    expect(await screen.findByText(m.fairnessEmpty)).toBeTruthy();
    expect(screen.getByText(m.fairnessStatement)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
