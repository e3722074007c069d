import { accessMessages, measurementScreenMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { CompetencyReportScreen } from './competency-report-screen';
import {
  competencyReport,
  competencyRow,
  EVENT_ID,
  eventPath,
  queryOf,
  reportsApi,
  wrongEvent,
} from './test-helpers';

const reportKey = `GET ${eventPath}/competency-report`;
const valuesKey = `GET ${eventPath}/participants/filter-values`;
const route = '/admin/competency-report/:eventId';
const path = `/admin/competency-report/${EVENT_ID}`;

const withAreas = { department: true, region: true };

function reportApi(report = competencyReport()) {
  return reportsApi({
    [reportKey]: ({ url }) =>
      json(200, { ...report, competency: url.searchParams.get('competency') ?? 'Leadership' }),
    [valuesKey]: () => json(200, { departments: ['Sales', 'MU-7'], regions: ['North'] }),
  });
}

const lastQuery = (api: ReturnType<typeof reportApi>) => queryOf(api.callsTo(reportKey).at(-1));

describe('Competency Report', () => {
  it('shows a card per score band and the first competency’s participants', async () => {
    const api = reportApi();
    await renderScreen(<CompetencyReportScreen />, { path, route });
    expect(await screen.findByRole('heading', { name: 'Competency Report' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Developing (40–59%)' });
    expect(within(card).getByText('Teamwork').nextSibling?.textContent).toBe('2');
    expect(screen.getAllByRole('region', { name: /%\)$/ })).toHaveLength(4);
    const row = screen.getByText('person1@example.com').closest('tr');
    expect(Array.from(row?.children ?? []).map((c) => c.textContent)).toEqual([
      'Person 1',
      'person1@example.com',
      'Leadership - 67%',
      'Proficient',
    ]);
    // The event does not ask for areas: no columns, no filters, no choices read.
    expect(screen.queryByRole('columnheader', { name: 'Market Unit Code' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Market Unit Code' })).toBeNull();
    expect(api.callsTo(valuesKey)).toHaveLength(0);
    expect(lastQuery(api)).toEqual({ completed: 'all', page: '1' });
  });

  it('shows each competency’s reliability beside the bands', async () => {
    reportApi();
    await renderScreen(<CompetencyReportScreen />, { path, route });
    const table = await screen.findByRole('table', { name: 'Reliability' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Leadership', '0.78', '± 10', '1,234', '8.0 of 24'],
      ['Teamwork', measurementScreenMessages.reliabilityUnavailable, '—', '20', '—'],
      ['Total', '0.78', '± 8', '1,300', '8.0 of 24'],
    ]);
  });

  it('filters by competency, areas and completion, and the CSV link carries them', async () => {
    const api = reportApi(competencyReport({ areas: withAreas }));
    await renderScreen(<CompetencyReportScreen />, { path, route });
    await screen.findByText('person1@example.com');
    expect(screen.getByRole('columnheader', { name: 'Market Unit Code' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Work Location' })).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Competency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Teamwork' }));
    await waitFor(() => expect(lastQuery(api).competency).toBe('Teamwork'));
    expect(await screen.findByText('Teamwork - 67%')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Market Unit Code' }));
    fireEvent.click(await screen.findByRole('option', { name: 'MU-7' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Work Location' }));
    fireEvent.click(await screen.findByRole('option', { name: 'North' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Only Completed' }));
    const expected = {
      competency: 'Teamwork',
      departments: 'MU-7',
      regions: 'North',
      completed: 'only',
    };
    await waitFor(() => expect(lastQuery(api)).toEqual({ ...expected, page: '1' }));
    await waitFor(() => {
      const link = screen.getByRole('link', { name: 'Download CSV' });
      const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
      expect(href.pathname).toBe(`${eventPath}/competency-report.csv`);
      expect(Object.fromEntries(href.searchParams)).toEqual(expected);
    });
  });

  it('disables Download CSV when the list is empty', async () => {
    reportApi(competencyReport({ items: [], total: 0 }));
    await renderScreen(<CompetencyReportScreen />, { path, route });
    expect(await screen.findByText('Nobody matches these filters.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Download CSV' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('pages on the server, 10 a page', async () => {
    const items = Array.from({ length: 10 }, (_, i) => competencyRow(i + 1));
    const api = reportApi({ ...competencyReport({ items }), total: 25 });
    await renderScreen(<CompetencyReportScreen />, { path, route });
    await screen.findByText('person10@example.com');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(lastQuery(api).page).toBe('3'));
  });

  it('says a game without competencies has nothing to report, without asking the server', async () => {
    const api = reportsApi(
      { [reportKey]: () => json(200, competencyReport()) },
      { event: { selection: { competencies: [], games: [], cognitive: [], aptitude: [] } } },
    );
    await renderScreen(<CompetencyReportScreen />, { path, route });
    expect(await screen.findByText(/This game has no competencies yet/)).toBeTruthy();
    expect(api.callsTo(reportKey)).toHaveLength(0);
  });

  it("shows 'Wrong Event' for another account's event and goes to the dashboard", async () => {
    reportsApi({ [`GET ${eventPath}`]: wrongEvent, [reportKey]: wrongEvent });
    const { router } = await renderScreen(<CompetencyReportScreen />, { path, route });
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
  });
});
