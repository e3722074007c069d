import { authMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InLocale } from '../../i18n/testing';
import { apiError, json, mockApi, signedOut } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { RegisterPage } from './register-page';

const plans = {
  items: [
    {
      id: 'free',
      name: 'Free',
      price: 0,
      features: ['Single user invite'],
      orderPosition: 0,
      priceId: null,
      contactEmail: null,
      maxUsers: 15,
      maxAssessments: 1,
    },
  ],
};

function mockRegisterApi(
  register = () => json(201, { message: authMessages.registrationSuccess }),
) {
  return mockApi({
    'GET /api/auth/session': signedOut,
    'GET /api/plans': () => json(200, plans),
    'GET /api/public-config': () =>
      json(200, { edition: 'ace', paymentsEnabled: false, mailDelivery: 'outbox' }),
    'POST /api/auth/register': register,
  });
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('register page', () => {
  it("says 'Password do not match' before the form is submitted", async () => {
    const api = mockRegisterApi();
    await renderScreen(
      <InLocale>
        <RegisterPage />
      </InLocale>,
      {
        path: '/auth/register?free=true',
        route: '/auth/register',
      },
    );
    expect(await screen.findByText('15 candidate assessments')).toBeTruthy();
    type(/^Password/, 'long-enough-1');
    type(/^Confirm Password/, 'long-enough-2');
    fireEvent.blur(screen.getByLabelText(/^Confirm Password/));
    expect(await screen.findByText(authMessages.passwordMismatch)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('takes a message away once the value it is about is corrected, in this field or another', async () => {
    const api = mockRegisterApi(() =>
      apiError(409, 'COMPANY_EXISTS', authMessages.companyExists, {
        companyName: authMessages.companyExists,
      }),
    );
    await renderScreen(
      <InLocale>
        <RegisterPage />
      </InLocale>,
      {
        path: '/auth/register?free=true',
        route: '/auth/register',
      },
    );
    await fillAndSubmit();
    expect(await screen.findByText(authMessages.companyExists)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(1);

    // The confirmation no longer matches: said under Confirm Password; correcting the password
    // (not the confirmation) answers it.
    type(/^Password/, 'long-enough-2');
    fireEvent.blur(screen.getByLabelText(/^Confirm Password/));
    expect(await screen.findByText(authMessages.passwordMismatch)).toBeTruthy();
    type(/^Password/, 'long-enough-1');
    await waitFor(() => expect(screen.queryByText(authMessages.passwordMismatch)).toBeNull());

    // The server's message stays while other fields change, and goes when its own does.
    expect(screen.getByText(authMessages.companyExists)).toBeTruthy();
    type(/^Company/, 'Acme Two');
    await waitFor(() => expect(screen.queryByText(authMessages.companyExists)).toBeNull());
    expect(screen.getByLabelText(/^Company/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('sends the free flag and shows field errors from the API', async () => {
    const api = mockRegisterApi(() =>
      apiError(409, 'COMPANY_EXISTS', authMessages.companyExists, {
        companyName: authMessages.companyExists,
      }),
    );
    await renderScreen(
      <InLocale>
        <RegisterPage />
      </InLocale>,
      {
        path: '/auth/register?plan=free',
        route: '/auth/register',
      },
    );
    await screen.findByText('15 candidate assessments');
    type(/^Name/, 'Ada Lovelace');
    type(/^Job Title/, 'Head of People');
    type(/^Work E-mail/, 'ada@example.com');
    type(/^Company/, 'Acme');
    const country = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'Pakis' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Pakistan' }));
    type(/^Password/, 'long-enough-1');
    type(/^Confirm Password/, 'long-enough-1');
    fireEvent.click(screen.getByLabelText(/I accept the terms/));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(authMessages.companyExists)).toBeTruthy();
    const [, init] = api.callsTo('POST /api/auth/register')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      companyName: 'Acme',
      country: 'Pakistan',
      terms: true,
      free: true,
    });
  });

  async function fillAndSubmit() {
    await screen.findByText('15 candidate assessments');
    type(/^Name/, 'Ada Lovelace');
    type(/^Job Title/, 'Head of People');
    type(/^Work E-mail/, 'ada@example.com');
    type(/^Company/, 'Acme');
    const country = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'Pakis' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Pakistan' }));
    type(/^Password/, 'long-enough-1');
    type(/^Confirm Password/, 'long-enough-1');
    fireEvent.click(screen.getByLabelText(/I accept the terms/));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  }

  it("sends the browser's time zone with the registration", async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Asia/Karachi' };
    });
    try {
      const api = mockRegisterApi();
      await renderScreen(
        <InLocale>
          <RegisterPage />
        </InLocale>,
        {
          path: '/auth/register?free=true',
          route: '/auth/register',
        },
      );
      await fillAndSubmit();
      expect(await screen.findByText(authMessages.registrationSuccess)).toBeTruthy();
      const [, init] = api.callsTo('POST /api/auth/register')[0] ?? [];
      expect(JSON.parse(String(init?.body)).timeZone).toBe('Asia/Karachi');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("says 'Password/Email Incorrect' for a failure with no message of its own", async () => {
    mockRegisterApi(() => apiError(500, 'INTERNAL', 'Something went wrong. Please try again.'));
    await renderScreen(
      <InLocale>
        <RegisterPage />
      </InLocale>,
      {
        path: '/auth/register?free=true',
        route: '/auth/register',
      },
    );
    await fillAndSubmit();
    expect(await screen.findByText(authMessages.registrationFailed)).toBeTruthy();
  });

  it('keeps the registration limit its own message', async () => {
    mockRegisterApi(() => apiError(429, 'RATE_LIMITED', authMessages.tooManyRegistrations));
    await renderScreen(
      <InLocale>
        <RegisterPage />
      </InLocale>,
      {
        path: '/auth/register?free=true',
        route: '/auth/register',
      },
    );
    await fillAndSubmit();
    expect(await screen.findByText(authMessages.tooManyRegistrations)).toBeTruthy();
  });
});
