import { accessMessages, DEFAULT_GRADES, gradeMessages, type SessionUser } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { GradesScreen } from './grades-screen';
import {
  competencyReport,
  competencyRow,
  EVENT_ID,
  eventPath,
  queryOf,
  reportsApi,
  superAdmin,
  wrongEvent,
} from './test-helpers';

const reportKey = `GET ${eventPath}/competency-report`;
const route = '/admin/grades/:eventId';
const path = `/admin/grades/${EVENT_ID}`;
const defaults = { items: DEFAULT_GRADES, isDefault: true };

function gradesApi(handlers: Parameters<typeof reportsApi>[0] = {}, user?: SessionUser) {
  return reportsApi(
    {
      [reportKey]: ({ url }) => {
        const grade = url.searchParams.get('grade');
        const items = grade
          ? [competencyRow(7, { name: `In ${grade}`, email: 'in.grade@example.com', grade })]
          : [competencyRow(1)];
        return json(
          200,
          competencyReport({
            items,
            competency: url.searchParams.get('competency') ?? 'Leadership',
          }),
        );
      },
      'GET /api/grades': () => json(200, defaults),
      ...handlers,
    },
    user ? { user } : {},
  );
}

const lastReport = (api: ReturnType<typeof gradesApi>) => queryOf(api.callsTo(reportKey).at(-1));
const sentGrades = (api: ReturnType<typeof gradesApi>) =>
  api.callsTo('PUT /api/grades').map(([, init]) => JSON.parse(String(init?.body)));

async function editor() {
  return screen.findByRole('list', { name: 'Edit grades' });
}

describe('Grades', () => {
  it("lists a grade category's participants for a competency", async () => {
    const api = gradesApi();
    await renderScreen(<GradesScreen />, { path, route });
    expect(await screen.findByRole('heading', { name: 'Grades' })).toBeTruthy();
    expect(await screen.findByText('in.grade@example.com')).toBeTruthy();
    expect(lastReport(api)).toEqual({
      competency: 'Leadership',
      grade: 'Needs Development',
      page: '1',
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Grade category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Advanced (80–100%)' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Competency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Teamwork' }));
    await waitFor(() =>
      expect(lastReport(api)).toEqual({ competency: 'Teamwork', grade: 'Advanced', page: '1' }),
    );
    expect(await screen.findByText('Teamwork - 67%')).toBeTruthy();
  });

  it('says the grades are the defaults, checks them as they are typed and sends nothing while wrong', async () => {
    const api = gradesApi();
    await renderScreen(<GradesScreen />, { path, route });
    const table = await editor();
    expect(screen.getByText(/These are the default grades/)).toBeTruthy();
    fireEvent.change(within(table).getByRole('textbox', { name: 'Grade 3 start' }), {
      target: { value: '50' },
    });
    expect(
      await within(table).findByText(gradeMessages.overlap('Proficient', 'Developing')),
    ).toBeTruthy();
    const name = within(table).getByRole('textbox', { name: 'Grade 2 name' });
    fireEvent.change(name, { target: { value: ' ' } });
    expect(await within(table).findByText(gradeMessages.nameRequired)).toBeTruthy();
    fireEvent.change(within(table).getByRole('textbox', { name: 'Grade 4 end' }), {
      target: { value: '70' },
    });
    expect(await within(table).findByText(gradeMessages.startAboveEnd)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save grades' }));
    expect(api.callsTo('PUT /api/grades')).toHaveLength(0);
    expect(document.activeElement).toBe(name);
  });

  it('hides a new row’s problems until it is typed in or saved', async () => {
    const api = gradesApi();
    await renderScreen(<GradesScreen />, { path, route });
    const table = await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Add grade' }));
    expect(within(table).getByRole('textbox', { name: 'Grade 5 name' })).toBeTruthy();
    expect(within(table).queryByText(gradeMessages.nameRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save grades' }));
    expect(await within(table).findByText(gradeMessages.nameRequired)).toBeTruthy();
    expect(within(table).getAllByText(gradeMessages.bounds)).toHaveLength(2);
    expect(api.callsTo('PUT /api/grades')).toHaveLength(0);
  });

  it('removes a row after asking, moves rows, and saves them in their order', async () => {
    const saved = {
      items: [
        { name: 'Low', start: 0, end: 49, order: 1 },
        { name: 'High', start: 50, end: 100, order: 2 },
      ],
      isDefault: false,
    };
    const api = gradesApi({ 'PUT /api/grades': () => json(200, saved) });
    await renderScreen(<GradesScreen />, { path, route });
    const table = await editor();
    for (const grade of ['Developing', 'Proficient']) {
      fireEvent.click(within(table).getByRole('button', { name: `Remove ${grade}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove grade' });
      expect(within(dialog).getByText(new RegExp(grade))).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    const set = (label: string, value: string) =>
      fireEvent.change(within(table).getByRole('textbox', { name: label }), {
        target: { value },
      });
    set('Grade 1 end', '49');
    set('Grade 2 start', '50');
    fireEvent.click(within(table).getByRole('button', { name: 'Move Advanced up' }));
    expect(
      (within(table).getByRole('textbox', { name: 'Grade 1 name' }) as HTMLInputElement).value,
    ).toBe('Advanced');
    fireEvent.click(screen.getByRole('button', { name: 'Save grades' }));
    await waitFor(() => expect(sentGrades(api)).toHaveLength(1));
    expect(sentGrades(api)[0]).toEqual({
      items: [
        { name: 'Advanced', start: 50, end: 100, order: 1 },
        { name: 'Needs Development', start: 0, end: 49, order: 2 },
      ],
    });
    expect(await screen.findByText(gradeMessages.saved)).toBeTruthy();
    expect(
      (within(table).getByRole('textbox', { name: 'Grade 1 name' }) as HTMLInputElement).value,
    ).toBe('Low');
    expect(screen.queryByText(/These are the default grades/)).toBeNull();
  });

  it("puts the server's field messages under their fields", async () => {
    gradesApi({
      'PUT /api/grades': () =>
        apiError(400, 'VALIDATION', accessMessages.validation, {
          'items.1.name': 'This name is taken by the server',
        }),
    });
    await renderScreen(<GradesScreen />, { path, route });
    const table = await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Save grades' }));
    expect(await within(table).findByText('This name is taken by the server')).toBeTruthy();
    expect(screen.getByText(accessMessages.validation)).toBeTruthy();
  });

  it('shows the super admin the grades read only, without asking for the account’s', async () => {
    const api = gradesApi({}, superAdmin);
    await renderScreen(<GradesScreen />, { path, route });
    const table = await screen.findByRole('table', { name: 'Grades' });
    expect(within(table).getByText('Needs Development')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Edit grades' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save grades' })).toBeNull();
    expect(api.callsTo('GET /api/grades')).toHaveLength(0);
  });

  it("shows 'Wrong Event' for another account's event and goes to the dashboard", async () => {
    gradesApi({ [`GET ${eventPath}`]: wrongEvent, [reportKey]: wrongEvent });
    const { router } = await renderScreen(<GradesScreen />, { path, route });
    expect(await screen.findByText(accessMessages.wrongEventTitle)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/dashboard'));
  });
});
