import { accountMessages, ssoMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { ssoProvider } from '../sso/test-fixtures';
import { AccountsScreen } from './screens';

import { account, accountsApi } from './test-fixtures';

const path = '/api/admin/accounts/0b8f3c1e-1d2a-4f5b-9c6d-7e8f9a0b1c2d';
const who = 'Priya Progress (priya@example.com)';

async function openDialog(action: string, title: string) {
  fireEvent.click(await screen.findByRole('button', { name: `${action} ${who}` }));
  return screen.findByRole('dialog', { name: title });
}

describe('Choose a plan', () => {
  it('hides the limits for Free and refuses 0 and 10000 users before sending', async () => {
    const api = accountsApi([account({ plan: 'standard', maxUsers: 50, maxAssessments: 1 })], {
      [`PUT ${path}/plan`]: () => json(200, { message: accountMessages.planSaved }),
    });
    await renderScreen(<AccountsScreen />, { path: '/admin/accounts', route: '/admin/accounts' });
    const dialog = await openDialog('Upgrade', 'Choose a plan');
    const users = within(dialog).getByLabelText(/^Max Users/);
    expect((users as HTMLInputElement).value).toBe('50');

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Free' }));
    expect(within(dialog).queryByLabelText(/^Max Users/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Max Assessments/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Premium' }));
    for (const value of ['0', '10000']) {
      fireEvent.change(within(dialog).getByLabelText(/^Max Users/), { target: { value } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Must be a whole number from 1 to 9999')).toBeTruthy();
    }
    expect(api.callsTo(`PUT ${path}/plan`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Max Users/), { target: { value: '250' } });
    fireEvent.change(within(dialog).getByLabelText(/^Max Assessments/), {
      target: { value: '5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(accountMessages.planSaved)).toBeTruthy();
    const [, init] = api.callsTo(`PUT ${path}/plan`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      plan: 'premium',
      maxUsers: 250,
      maxAssessments: 5,
      expiry: null,
    });
  });
});

describe('Change Email', () => {
  it('shows both spec messages without calling the API, then the success message', async () => {
    const api = accountsApi([account()], {
      [`POST ${path}/email`]: () => json(200, { message: accountMessages.checkResetEmail }),
    });
    await renderScreen(<AccountsScreen />, { path: '/admin/accounts', route: '/admin/accounts' });
    const dialog = await openDialog('Change Email', 'Change Email');
    expect(within(dialog).getByLabelText('Current Email').hasAttribute('readonly')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a new email address')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^New Email/), {
      target: { value: 'PRIYA@example.com ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Please enter a new email address different from the current one',
      ),
    ).toBeTruthy();
    expect(api.callsTo(`POST ${path}/email`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^New Email/), {
      target: { value: 'priya.new@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please check your password reset email')).toBeTruthy();
    const [, init] = api.callsTo(`POST ${path}/email`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ newEmail: 'priya.new@example.com' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an address in use on the field', async () => {
    accountsApi([account()], {
      [`POST ${path}/email`]: () =>
        apiError(409, 'EMAIL_EXISTS', accountMessages.emailInUse, {
          newEmail: accountMessages.emailInUse,
        }),
    });
    await renderScreen(<AccountsScreen />, { path: '/admin/accounts', route: '/admin/accounts' });
    const dialog = await openDialog('Change Email', 'Change Email');
    const field = within(dialog).getByLabelText(/^New Email/);
    fireEvent.change(field, { target: { value: 'taken@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(accountMessages.emailInUse)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Company sign-in', () => {
  it("opens the account's company sign-in, where the domain can be marked verified", async () => {
    const provider = ssoProvider();
    const api = accountsApi([account()], {
      [`GET ${path}/sso`]: () => json(200, { provider }),
      [`POST ${path}/sso/verify-domain`]: () =>
        json(200, {
          message: ssoMessages.domainVerified,
          provider: { ...provider, domainVerified: true },
        }),
    });
    await renderScreen(<AccountsScreen />, { path: '/admin/accounts', route: '/admin/accounts' });
    const dialog = await openDialog(ssoMessages.menuLabel, ssoMessages.cardTitle);
    expect(within(dialog).getByText(`${who}, Progress Demo Co`)).toBeTruthy();
    expect(await within(dialog).findByText(provider.verificationRecord.value)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: ssoMessages.checkRecord })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: ssoMessages.verifyByHand }));
    expect(await screen.findByText(ssoMessages.domainVerified)).toBeTruthy();
    const [, init] = api.callsTo(`POST ${path}/sso/verify-domain`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ byHand: true });
  });
});
