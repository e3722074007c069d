import { authMessages, LOCALE_COOKIE, ssoSignInMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InLocale } from '../../i18n/testing';
import { apiError, json, makeUser, mockApi, signedOut } from '../../test/api-mock';
import { renderApp, renderScreen } from '../../test/render';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';

/** The password field's label (its toggle's name and Confirm Password start the same). */
const PASSWORD = /^پاس ورڈ\s*\*?$/;

/** The error text a field points at with aria-describedby. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

afterEach(() => {
  // The chosen language is remembered by a cookie, and the document keeps what a page set.
  // biome-ignore lint/suspicious/noDocumentCookie: forgetting the test's choice.
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const loginAt = (path = '/auth/login', locale: 'en' | 'ur' = 'ur') =>
  renderScreen(
    <InLocale locale={locale}>
      <LoginPage />
    </InLocale>,
    { path, route: '/auth/login' },
  );

describe('the sign-in page in Urdu', () => {
  it('shows its form, the switch and the checks of the fields in Urdu', async () => {
    const api = mockApi({ 'GET /api/auth/session': signedOut });
    await loginAt();
    expect(await screen.findByRole('heading', { name: 'لاگ اِن' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اردو' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: 'زبان' })).toBeTruthy();
    expect(screen.getByText('ابھی تک اکاؤنٹ نہیں ہے؟')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'رجسٹر کریں' }).getAttribute('href')).toBe(
      '/auth/register?free=true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'لاگ اِن کریں' }));
    expect(await screen.findAllByText('یہ خانہ پُر کرنا ضروری ہے')).toHaveLength(2);
    expect(errorOf(screen.getByLabelText(PASSWORD))).toBe('یہ خانہ پُر کرنا ضروری ہے');
    fireEvent.change(screen.getByLabelText(/^ای میل/), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'لاگ اِن کریں' }));
    expect(await screen.findByText('براہِ کرم درست ای میل ایڈریس درج کریں')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it("says the server's refusals in Urdu by their code", async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/login': () => apiError(429, 'ACCOUNT_LOCKED', authMessages.accountLocked),
    });
    await loginAt();
    fireEvent.change(await screen.findByLabelText(/^ای میل/), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText(PASSWORD), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'لاگ اِن کریں' }));
    expect(await screen.findByText(/15 منٹ بعد دوبارہ کوشش کریں/)).toBeTruthy();
    expect(screen.queryByText(authMessages.accountLocked)).toBeNull();
  });

  it('says why a company sign-in failed, and the verified notice, in Urdu', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    await loginAt('/auth/login?verified=1&ssoError=SSO_NOT_READY');
    expect(
      await screen.findByText(
        'آپ کی کمپنی کا سائن اِن ابھی تیار نہیں ہے۔ اپنے اکاؤنٹ کے مالک سے رابطہ کریں۔',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/آپ کی ای میل کی تصدیق ہو گئی ہے/)).toBeTruthy();
    expect(screen.queryByText(ssoSignInMessages.failed.SSO_NOT_READY)).toBeNull();
  });

  it("puts the company sign-in's refusal under its field in Urdu", async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/sign-in/sso': () =>
        apiError(400, 'SSO_NO_PROVIDER', ssoSignInMessages.noProvider, {
          email: ssoSignInMessages.noProvider,
        }),
    });
    await loginAt();
    fireEvent.click(
      await screen.findByRole('button', { name: 'اپنی کمپنی کے ذریعے سائن اِن کریں' }),
    );
    const email = await screen.findByLabelText(/^دفتری ای میل/);
    fireEvent.change(email, { target: { value: 'ada@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'جاری رکھیں' }));
    await waitFor(() => expect(errorOf(email)).toMatch(/^اس ای میل ایڈریس کے لیے کمپنی/));
  });

  it('switches every text to Urdu and back without a reload, and remembers the choice', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    await loginAt('/auth/login', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText(authMessages.required)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'اردو' }));
    expect(await screen.findByRole('heading', { name: 'لاگ اِن' })).toBeTruthy();
    // The messages already shown are said again in the new language.
    expect(screen.getAllByText('یہ خانہ پُر کرنا ضروری ہے')).toHaveLength(2);
    expect(screen.queryByText(authMessages.required)).toBeNull();
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=ur`);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur-PK');
    await waitFor(() => expect(document.title).toBe('لاگ اِن · Assessment Console'));

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getAllByText(authMessages.required)).toHaveLength(2);
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe("the console's /auth pages", () => {
  it('open in the language chosen before, and the console after signing in is English again', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a choice made on an earlier visit.
    document.cookie = `${LOCALE_COOKIE}=ur; Path=/`;
    mockApi({
      'GET /api/auth/session': signedOut,
      'POST /api/auth/login': () => json(200, { user: makeUser({ role: 'superAdmin' }) }),
    });
    const { router } = await renderApp('/auth/login');
    expect(await screen.findByRole('heading', { name: 'لاگ اِن' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur-PK');
    fireEvent.change(screen.getByLabelText(/^ای میل/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(PASSWORD), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'لاگ اِن کریں' }));
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/accounts');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keep the language from the login page to the register page', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/plans': () => json(200, { items: [] }),
      'GET /api/public-config': () =>
        json(200, { edition: 'ace', paymentsEnabled: false, mailDelivery: 'outbox' }),
    });
    await renderApp('/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'اردو' }));
    fireEvent.click(await screen.findByRole('link', { name: 'رجسٹر کریں' }));
    expect(await screen.findByRole('heading', { name: 'رجسٹریشن' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اردو' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('say that a reset link without its token is invalid, in Urdu', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    await renderScreen(
      <InLocale locale="ur">
        <ResetPasswordPage />
      </InLocale>,
      { path: '/auth/reset-password', route: '/auth/reset-password' },
    );
    expect(await screen.findByRole('heading', { name: 'نیا پاس ورڈ منتخب کریں' })).toBeTruthy();
    expect(screen.getByText(/یہ ری سیٹ لنک درست نہیں/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'لاگ اِن پر جائیں' })).toBeTruthy();
  });
});

describe('the register page in Urdu', () => {
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

  it("says the length limit in the domain's English words, and in Urdu after a switch", async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/plans': () => json(200, plans),
      'GET /api/public-config': () =>
        json(200, { edition: 'ace', paymentsEnabled: false, mailDelivery: 'outbox' }),
    });
    await renderScreen(
      <InLocale>
        <RegisterPage />
      </InLocale>,
      { path: '/auth/register', route: '/auth/register' },
    );
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'x'.repeat(251) } });
    fireEvent.blur(name);
    expect(await screen.findByText(authMessages.tooLong(250))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'اردو' }));
    expect(await screen.findByText('زیادہ سے زیادہ 250 حروف لکھے جا سکتے ہیں')).toBeTruthy();
  });

  it('names the fields, the countries and the plan in Urdu, and sends the English country', async () => {
    const api = mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/plans': () => json(200, plans),
      'GET /api/public-config': () =>
        json(200, { edition: 'ace', paymentsEnabled: false, mailDelivery: 'outbox' }),
      'POST /api/auth/register': () =>
        apiError(409, 'EMAIL_EXISTS', authMessages.emailExists, {
          email: authMessages.emailExists,
        }),
    });
    await renderScreen(
      <InLocale locale="ur">
        <RegisterPage />
      </InLocale>,
      { path: '/auth/register?free=true', route: '/auth/register' },
    );
    expect(await screen.findByText('15 امیدواروں کے اسیسمنٹ')).toBeTruthy();
    expect(screen.getByText('1 اسیسمنٹ گیم')).toBeTruthy();
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });

    type(/^نام/, 'x'.repeat(251));
    fireEvent.blur(screen.getByLabelText(/^نام/));
    expect(await screen.findByText('زیادہ سے زیادہ 250 حروف لکھے جا سکتے ہیں')).toBeTruthy();

    type(/^نام/, 'Ada Lovelace');
    type(/^عہدہ/, 'Head of People');
    type(/^دفتری ای میل/, 'ada@example.com');
    type(/^کمپنی/, 'Acme');
    const country = screen.getByRole('combobox', { name: 'ملک' });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'پاکس' } });
    fireEvent.click(await screen.findByRole('option', { name: 'پاکستان' }));
    type(PASSWORD, 'long-enough-1');
    type(/^پاس ورڈ کی تصدیق کریں/, 'long-enough-2');
    fireEvent.blur(screen.getByLabelText(/^پاس ورڈ کی تصدیق کریں/));
    expect(await screen.findByText('دونوں پاس ورڈ ایک جیسے نہیں ہیں')).toBeTruthy();
    type(/^پاس ورڈ کی تصدیق کریں/, 'long-enough-1');
    fireEvent.click(screen.getByRole('button', { name: 'رجسٹر کریں' }));
    expect(await screen.findByText('شرائط و ضوابط قبول کرنا ضروری ہے')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('میں شرائط و ضوابط سے متفق ہوں'));
    fireEvent.click(screen.getByRole('button', { name: 'رجسٹر کریں' }));

    const email = screen.getByLabelText(/^دفتری ای میل/);
    await waitFor(() => expect(errorOf(email)).toBe('یہ ای میل پہلے سے موجود ہے'));
    const [, init] = api.callsTo('POST /api/auth/register')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ country: 'Pakistan' });
    const form = screen.getByRole('button', { name: 'رجسٹر کریں' }).closest('form');
    expect(within(form as HTMLElement).queryByRole('alert')).toBeNull();
  });
});
