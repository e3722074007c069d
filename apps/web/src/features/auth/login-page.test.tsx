import { authMessages, ssoSignInMessages } from '@app/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InLocale } from '../../i18n/testing';
import { apiError, json, makeUser, mockApi, signedOut } from '../../test/api-mock';
import { renderApp, renderScreen } from '../../test/render';
import { LoginPage } from './login-page';

async function submitLogin() {
  fireEvent.change(await screen.findByLabelText(/^Email/), {
    target: { value: 'ada@example.com' },
  });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

/** The error text a field points at with aria-describedby. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('login page', () => {
  it("shows the API's message and keeps it until the next attempt", async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/login': () =>
        apiError(403, 'PERMISSION_REVOKED', authMessages.permissionRevoked),
    });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      { path: '/auth/login', route: '/auth/login' },
    );
    await submitLogin();
    expect(await screen.findByText(authMessages.permissionRevoked)).toBeTruthy();
  });

  it('offers a new verification e-mail to an unverified account', async () => {
    const api = mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/login': () =>
        apiError(403, 'EMAIL_NOT_VERIFIED', authMessages.accountNotVerified),
      'POST /api/auth/resend-verification': () =>
        json(200, { message: authMessages.registrationSuccess }),
    });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      { path: '/auth/login', route: '/auth/login' },
    );
    await submitLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(authMessages.registrationSuccess)).toBeTruthy();
    const [, init] = api.callsTo('POST /api/auth/resend-verification')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
    });
  });

  it("hides 'Invalid username or password' after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/login': () =>
        apiError(401, 'INVALID_CREDENTIALS', authMessages.invalidCredentials),
    });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      { path: '/auth/login', route: '/auth/login' },
    );
    await submitLogin();
    expect(await screen.findByText(authMessages.invalidCredentials)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText(authMessages.invalidCredentials)).toBeNull();
  });

  it('signs in and lands a super admin on Accounts', async () => {
    const user = makeUser({ role: 'superAdmin' });
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/login': () => json(200, { user }),
    });
    // Landing after sign-in is the app's routing, so this one mounts the whole app.
    const { router } = await renderApp('/auth/login');
    await submitLogin();
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/accounts');
  });

  it('shows the verified notice and the reset password form', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/request-password-reset': () =>
        apiError(400, 'VALIDATION', authMessages.resetEmailInvalid),
    });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      { path: '/auth/login?verified=1', route: '/auth/login' },
    );
    expect(await screen.findByText(authMessages.emailVerified)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    fireEvent.change(await screen.findByLabelText(/^Email/), {
      target: { value: 'nobody@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(authMessages.resetEmailInvalid)).toBeTruthy();
  });

  it('requires the e-mail and the password before anything is sent', async () => {
    const api = mockApi({ 'GET /api/auth/session': signedOut });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      { path: '/auth/login', route: '/auth/login' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText(authMessages.required)).toHaveLength(2);
    expect(errorOf(screen.getByLabelText(/^Email/))).toBe(authMessages.required);
    expect(errorOf(screen.getByLabelText(/^Password/))).toBe(authMessages.required);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText(authMessages.required)).toHaveLength(1);
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('shows the configured social links, opening in a new tab', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/auth/social-links': () =>
        json(200, {
          items: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/acme' }],
        }),
    });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      { path: '/auth/login', route: '/auth/login' },
    );
    const link = await screen.findByRole('link', { name: 'LinkedIn' });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/company/acme');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('shows no social links when none is set', async () => {
    const api = mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/auth/social-links': () => json(200, { items: [] }),
    });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      { path: '/auth/login', route: '/auth/login' },
    );
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(api.callsTo('GET /api/auth/social-links')).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: 'Social links' })).toBeNull();
  });
});

describe('company sign-in on the login page', () => {
  const openCompanySignIn = async () => {
    fireEvent.click(
      await screen.findByRole('button', { name: ssoSignInMessages.signInWithCompany }),
    );
    return screen.findByLabelText(new RegExp(`^${ssoSignInMessages.companyEmailLabel}`));
  };

  it('checks the work e-mail before anything is sent, and takes the e-mail typed so far', async () => {
    const api = mockApi({ 'GET /api/auth/session': signedOut });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      { path: '/auth/login', route: '/auth/login' },
    );
    fireEvent.change(await screen.findByLabelText(/^Email/), {
      target: { value: 'ada@' },
    });
    const email = await openCompanySignIn();
    expect(document.activeElement).toBe(email);
    expect((email as HTMLInputElement).value).toBe('ada@');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: ssoSignInMessages.continueToCompany }));
    expect(await screen.findByText(authMessages.required)).toBeTruthy();
    expect(errorOf(email)).toBe(authMessages.required);
    expect(api.callsTo('POST /api/auth/sign-in/sso')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: ssoSignInMessages.orPassword }));
    expect(await screen.findByLabelText(/^Password/)).toBeTruthy();
  });

  it("shows the server's message for an e-mail no company sign-in covers", async () => {
    const leaveFor = vi.fn();
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/sign-in/sso': () =>
        apiError(400, 'SSO_NO_PROVIDER', ssoSignInMessages.noProvider, {
          email: ssoSignInMessages.noProvider,
        }),
    });
    await renderScreen(
      <InLocale>
        <LoginPage leaveFor={leaveFor} />
      </InLocale>,
      {
        path: '/auth/login',
        route: '/auth/login',
      },
    );
    const email = await openCompanySignIn();
    fireEvent.change(email, { target: { value: 'ada@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: ssoSignInMessages.continueToCompany }));
    expect(await screen.findByText(ssoSignInMessages.noProvider)).toBeTruthy();
    expect(errorOf(email)).toBe(ssoSignInMessages.noProvider);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('shows a refusal that is not about the e-mail above the form', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/sign-in/sso': () =>
        apiError(429, 'RATE_LIMITED', authMessages.tooManyAttempts),
    });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      { path: '/auth/login', route: '/auth/login' },
    );
    fireEvent.change(await openCompanySignIn(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: ssoSignInMessages.continueToCompany }));
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.tooManyAttempts);
  });

  it("sends the browser to the company's identity provider", async () => {
    const leaveFor = vi.fn();
    const url = 'https://login.example.com/authorize?client_id=abc&state=xyz';
    const api = mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/sign-in/sso': () => json(200, { url }),
    });
    await renderScreen(
      <InLocale>
        <LoginPage leaveFor={leaveFor} />
      </InLocale>,
      {
        path: '/auth/login',
        route: '/auth/login',
      },
    );
    fireEvent.change(await openCompanySignIn(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: ssoSignInMessages.continueToCompany }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    const [, init] = api.callsTo('POST /api/auth/sign-in/sso')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });
    // The page stays busy while the browser leaves.
    expect(
      screen
        .getByRole('button', { name: ssoSignInMessages.continueToCompany })
        .getAttribute('data-loading'),
    ).toBe('true');
  });

  it('says why a return from the identity provider failed', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      {
        path: '/auth/login?ssoError=SSO_WRONG_DOMAIN',
        route: '/auth/login',
      },
    );
    expect(await screen.findByText(ssoSignInMessages.failed.SSO_WRONG_DOMAIN)).toBeTruthy();
  });

  it('says so when an unknown failure code comes back', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      {
        path: '/auth/login?ssoError=SOMETHING_NEW',
        route: '/auth/login',
      },
    );
    expect(await screen.findByText(ssoSignInMessages.failed.other)).toBeTruthy();
  });

  it('shows that password sign-in is off for the account, like any other refusal', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/login': () =>
        apiError(403, 'PASSWORD_SIGN_IN_OFF', ssoSignInMessages.passwordSignInOff),
    });
    await renderScreen(
      <InLocale>
        <LoginPage />
      </InLocale>,
      { path: '/auth/login', route: '/auth/login' },
    );
    await submitLogin();
    expect(await screen.findByText(ssoSignInMessages.passwordSignInOff)).toBeTruthy();
  });
});
