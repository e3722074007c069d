import { catalogMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { SettingsScreen } from './screens';

const superAdmin = makeUser({ role: 'superAdmin' });

function settingsApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionOf(superAdmin),
    'GET /api/public-config': () =>
      json(200, { edition: 'progress', paymentsEnabled: false, mailDelivery: 'outbox' }),
    'GET /api/departments': () => json(200, { items: [{ id: 'd1', department: 'Sales' }] }),
    'GET /api/regions': () => json(200, { items: [{ id: 'r1', region: 'North' }] }),
    'GET /api/difficulties': () =>
      json(200, { items: [{ id: 'x1', difficulty: 'Easy', passingScore: 250 }] }),
    'GET /api/settings/question-rewards': () =>
      json(200, { items: [{ type: 'Email', value: 500 }] }),
    'GET /api/settings/characters': () => json(200, { items: [{ key: 'manager', name: 'Sarah' }] }),
    ...overrides,
  });
}

describe('settings screen', () => {
  it("sends the department as typed and shows the server's 409 message on the field", async () => {
    const message = catalogMessages.duplicate('Department', 'Sales');
    const api = settingsApi({
      'POST /api/departments': () => apiError(409, 'CONFLICT', message, { department: message }),
    });
    await renderScreen(<SettingsScreen />, { path: '/admin/settings', route: '/admin/settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Department' });
    fireEvent.change(within(dialog).getByLabelText(/^Department/), { target: { value: 'sales' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(message)).toBeTruthy();
    // The server capitalises; the form sends exactly what was typed.
    expect(api.callsTo('POST /api/departments').map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ department: 'sales' }),
    ]);
    expect(
      within(dialog)
        .getByLabelText(/^Department/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('asks for confirmation before deleting, then calls DELETE once', async () => {
    let items = [{ id: 'd1', department: 'Sales' }];
    const api = settingsApi({
      'GET /api/departments': () => json(200, { items }),
      'DELETE /api/departments/d1': () => {
        items = [];
        return json(204);
      },
    });
    await renderScreen(<SettingsScreen />, { path: '/admin/settings', route: '/admin/settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sales' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete department' });
    expect(
      within(dialog).getByText('Delete department “Sales”? This cannot be undone.'),
    ).toBeTruthy();
    expect(api.callsTo('DELETE /api/departments/d1')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No departments yet.')).toBeTruthy();
    expect(api.callsTo('DELETE /api/departments/d1')).toHaveLength(1);
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const api = settingsApi();
    await renderScreen(<SettingsScreen />, { path: '/admin/settings', route: '/admin/settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete region' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/regions/r1')).toHaveLength(0);
  });

  it('shows a failed list with its message and loads it again on retry', async () => {
    let fails = true;
    settingsApi({
      'GET /api/regions': () =>
        fails
          ? apiError(403, 'FORBIDDEN', 'You do not have permission to do this.')
          : json(200, { items: [{ id: 'r2', region: 'West' }] }),
    });
    await renderScreen(<SettingsScreen />, { path: '/admin/settings', route: '/admin/settings' });
    expect(await screen.findByText('The regions could not be loaded')).toBeTruthy();
    expect(screen.getByText('You do not have permission to do this.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('West')).toBeTruthy();
  });

  it('keeps read-only fields read-only and shows the edition', async () => {
    const api = settingsApi({
      'PATCH /api/difficulties/x1': () =>
        json(200, { id: 'x1', difficulty: 'Easy', passingScore: 300 }),
    });
    await renderScreen(<SettingsScreen />, { path: '/admin/settings', route: '/admin/settings' });
    const projectType = await screen.findByRole('textbox', { name: 'Project Type' });
    expect((projectType as HTMLInputElement).value).toBe('Progress');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Easy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Level Difficulty' });
    expect(within(dialog).getByLabelText('Difficulty').hasAttribute('readonly')).toBe(true);
    const score = within(dialog).getByLabelText(/^Passing Score/);
    fireEvent.change(score, { target: { value: '10000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(catalogMessages.scoreRange)).toBeTruthy();
    fireEvent.change(score, { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/difficulties/x1')).toHaveLength(1));
    const [, init] = api.callsTo('PATCH /api/difficulties/x1')[0] ?? [];
    expect(init?.body).toBe(JSON.stringify({ passingScore: 300 }));
  });

  it('refuses a passing score above 9999 with its message, keeps it as typed and sends nothing', async () => {
    const api = settingsApi({
      'PATCH /api/difficulties/x1': () =>
        json(200, { id: 'x1', difficulty: 'Easy', passingScore: 9999 }),
    });
    await renderScreen(<SettingsScreen />, { path: '/admin/settings', route: '/admin/settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Easy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Level Difficulty' });
    const score = within(dialog).getByLabelText(/^Passing Score/) as HTMLInputElement;
    fireEvent.change(score, { target: { value: '10000' } });
    // Leaving the field (as a click on Save does in a browser) must not change what was typed.
    fireEvent.blur(score);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(catalogMessages.scoreRange)).toBeTruthy();
    expect(score.value).toBe('10000');
    expect(api.callsTo('PATCH /api/difficulties/x1')).toHaveLength(0);

    // Corrected, the message goes at once and the value is sent as typed.
    fireEvent.change(score, { target: { value: '9999' } });
    await waitFor(() => expect(within(dialog).queryByText(catalogMessages.scoreRange)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/difficulties/x1')).toHaveLength(1));
    const [, init] = api.callsTo('PATCH /api/difficulties/x1')[0] ?? [];
    expect(init?.body).toBe(JSON.stringify({ passingScore: 9999 }));
  });

  it('refuses a negative reward with its message instead of dropping the minus sign', async () => {
    const api = settingsApi();
    await renderScreen(<SettingsScreen />, { path: '/admin/settings', route: '/admin/settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Question Reward' });
    const value = within(dialog).getByLabelText(/^Value/) as HTMLInputElement;
    fireEvent.change(value, { target: { value: '-5' } });
    fireEvent.blur(value);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(catalogMessages.scoreRange)).toBeTruthy();
    expect(value.value).toBe('-5');
    expect(api.callsTo('PATCH /api/settings/question-rewards/Email')).toHaveLength(0);
  });
});
