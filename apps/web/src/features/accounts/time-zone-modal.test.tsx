import { accountMessages, authMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { UserMenu } from '../shell/user-menu';

async function openTimeZone() {
  renderWithProviders(<UserMenu user={makeUser()} />);
  fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Time zone' }));
  return screen.findByRole('combobox', { name: 'Time zone' });
}

async function choose(input: HTMLElement, search: string, option: string) {
  // Mantine treats a change to an unfocused input as autofill, not typing.
  input.focus();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('time zone (user menu)', () => {
  it("shows the account's zone and saves the one chosen from a search", async () => {
    const api = mockApi({
      'GET /api/account/time-zone': () => json(200, { timeZone: 'UTC' }),
      'PUT /api/account/time-zone': ({ body }) =>
        json(200, { message: accountMessages.timeZoneSaved, ...(body as object) }),
    });
    const input = await openTimeZone();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('UTC'));
    await choose(input, 'Karachi', 'Asia/Karachi');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(accountMessages.timeZoneSaved)).toBeTruthy();
    const [, init] = api.callsTo('PUT /api/account/time-zone')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ timeZone: 'Asia/Karachi' });
  });

  it("shows the server's refusal under the field and stays open", async () => {
    mockApi({
      'GET /api/account/time-zone': () => json(200, { timeZone: 'Europe/Paris' }),
      'PUT /api/account/time-zone': () =>
        apiError(400, 'VALIDATION', 'Please correct the highlighted fields.', {
          timeZone: authMessages.invalidTimeZone,
        }),
    });
    const input = await openTimeZone();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Europe/Paris'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(authMessages.invalidTimeZone)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeTruthy();
  });
});
