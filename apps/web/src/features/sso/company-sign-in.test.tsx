import { authMessages, type SsoProviderView, ssoMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen, renderWithProviders } from '../../test/render';
import { UserMenu } from '../shell/user-menu';
import { ownSsoBase } from './api';
import { CompanySignInSettings } from './company-sign-in-settings';
import { ssoProvider } from './test-fixtures';

const admin = makeUser();
const own = `/api/account/sso`;

/** The message a field points at with aria-describedby (its hint, then its error). */
function describedBy(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Mantine's label wraps the hint too: the switch's name starts with its label. */
const passwordSwitch = () =>
  screen.getByRole('switch', {
    name: new RegExp(`^${ssoMessages.passwordSignInLabel}`),
  }) as HTMLInputElement;

function renderCard(handlers: Parameters<typeof mockApi>[0], canVerifyByHand = false) {
  const api = mockApi({ 'GET /api/auth/session': sessionOf(admin), ...handlers });
  const view = renderScreen(
    <CompanySignInSettings base={ownSsoBase} canVerifyByHand={canVerifyByHand} />,
  );
  return { api, view };
}

describe('company sign-in, none set up', () => {
  it('refuses empty and malformed values before anything is sent', async () => {
    const { api } = renderCard({ [`GET ${own}`]: () => json(200, { provider: null }) });
    expect(await screen.findByText(ssoMessages.cardIntro)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: ssoMessages.save }));
    expect(await screen.findAllByText(authMessages.required)).toHaveLength(4);

    fireEvent.change(field(ssoMessages.issuerLabel), { target: { value: 'login.acme' } });
    fireEvent.change(field(ssoMessages.clientIdLabel), { target: { value: 'client-123' } });
    fireEvent.change(field(ssoMessages.clientSecretLabel), { target: { value: 's3cret' } });
    fireEvent.change(field(ssoMessages.domainLabel), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: ssoMessages.save }));
    expect(await screen.findByText(ssoMessages.invalidIssuer)).toBeTruthy();
    expect(describedBy(field(ssoMessages.issuerLabel))).toContain(ssoMessages.invalidIssuer);
    expect(describedBy(field(ssoMessages.domainLabel))).toContain(ssoMessages.invalidDomain);
    expect(screen.queryByText(authMessages.required)).toBeNull();
    expect(api.callsTo(`PUT ${own}`)).toHaveLength(0);
  });

  it('sets it up and moves on to proving the domain', async () => {
    let provider: SsoProviderView | null = null;
    const { api } = renderCard({
      [`GET ${own}`]: () => json(200, { provider }),
      [`PUT ${own}`]: () => {
        provider = ssoProvider();
        return json(201, { message: ssoMessages.saved, provider });
      },
    });
    await screen.findByRole('button', { name: ssoMessages.save });
    // The hints say what to type.
    expect(describedBy(field(ssoMessages.issuerLabel))).toContain(ssoMessages.issuerHint);
    expect(describedBy(field(ssoMessages.domainLabel))).toContain(ssoMessages.domainHint);
    expect(field(ssoMessages.clientSecretLabel).getAttribute('type')).toBe('password');

    fireEvent.change(field(ssoMessages.issuerLabel), {
      target: { value: 'https://login.acme.example/tenant' },
    });
    fireEvent.change(field(ssoMessages.clientIdLabel), { target: { value: 'client-123' } });
    fireEvent.change(field(ssoMessages.clientSecretLabel), { target: { value: 's3cret' } });
    fireEvent.change(field(ssoMessages.domainLabel), { target: { value: 'acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: ssoMessages.save }));

    expect(await screen.findByText(ssoMessages.saved)).toBeTruthy();
    expect(await screen.findByText(ssoMessages.verifyIntro('acme.example'))).toBeTruthy();
    const [, init] = api.callsTo(`PUT ${own}`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      issuer: 'https://login.acme.example/tenant',
      clientId: 'client-123',
      clientSecret: 's3cret',
      domain: 'acme.example',
    });
  });

  it("puts the server's refusal of a field under it, and any other above the form", async () => {
    let answer = apiError(400, 'SSO_DISCOVERY', ssoMessages.discoveryFailed, {
      issuer: ssoMessages.discoveryFailed,
    });
    renderCard({
      [`GET ${own}`]: () => json(200, { provider: null }),
      [`PUT ${own}`]: () => answer,
    });
    await screen.findByRole('button', { name: ssoMessages.save });
    fireEvent.change(field(ssoMessages.issuerLabel), {
      target: { value: 'https://login.acme.example' },
    });
    fireEvent.change(field(ssoMessages.clientIdLabel), { target: { value: 'client-123' } });
    fireEvent.change(field(ssoMessages.clientSecretLabel), { target: { value: 's3cret' } });
    fireEvent.change(field(ssoMessages.domainLabel), { target: { value: 'acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: ssoMessages.save }));
    expect(await screen.findByText(ssoMessages.discoveryFailed)).toBeTruthy();
    expect(describedBy(field(ssoMessages.issuerLabel))).toContain(ssoMessages.discoveryFailed);
    expect(screen.queryByRole('alert')).toBeNull();

    answer = apiError(409, 'SSO_DOMAIN_TAKEN', ssoMessages.domainTaken, {
      domain: ssoMessages.domainTaken,
    });
    fireEvent.click(screen.getByRole('button', { name: ssoMessages.save }));
    expect(await screen.findByText(ssoMessages.domainTaken)).toBeTruthy();
    expect(describedBy(field(ssoMessages.domainLabel))).toContain(ssoMessages.domainTaken);
    expect(screen.queryByRole('alert')).toBeNull();

    answer = apiError(409, 'SSO_EXISTS', ssoMessages.alreadySetUp);
    fireEvent.click(screen.getByRole('button', { name: ssoMessages.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(ssoMessages.alreadySetUp);
  });
});

describe('company sign-in, set up and not verified', () => {
  it('shows the record to add, and the password switch cannot be turned off yet', async () => {
    const provider = ssoProvider();
    renderCard({ [`GET ${own}`]: () => json(200, { provider }) });
    expect(await screen.findByText(ssoMessages.statusUnverified)).toBeTruthy();
    expect(screen.getByText(provider.issuer)).toBeTruthy();
    expect(screen.getByText(provider.clientId)).toBeTruthy();
    expect(screen.getByText(provider.redirectUri)).toBeTruthy();
    expect(screen.getByRole('heading', { name: ssoMessages.verifyTitle })).toBeTruthy();
    expect(screen.getByText(ssoMessages.verifyIntro(provider.domain))).toBeTruthy();
    expect(screen.getByText(provider.verificationRecord.name)).toBeTruthy();
    expect(screen.getByText(provider.verificationRecord.value)).toBeTruthy();
    // Redirect URI, record name and value each have a Copy button, described by their label.
    const copies = screen.getAllByRole('button', { name: 'Copy' });
    expect(copies.map((button) => describedBy(button))).toEqual([
      ssoMessages.redirectUriLabel,
      ssoMessages.recordName,
      ssoMessages.recordValue,
    ]);

    expect(passwordSwitch().checked).toBe(true);
    expect(passwordSwitch().disabled).toBe(true);
    expect(describedBy(passwordSwitch())).toBe(ssoMessages.passwordSignInHint);
    // Only the super admin may vouch for a domain.
    expect(screen.queryByRole('button', { name: ssoMessages.verifyByHand })).toBeNull();
  });

  it('says when the record is not there yet, and verifies once it is', async () => {
    const provider = ssoProvider();
    let found = false;
    const { api } = renderCard({
      [`GET ${own}`]: () =>
        json(200, { provider: found ? { ...provider, domainVerified: true } : provider }),
      [`POST ${own}/verify-domain`]: () =>
        found
          ? json(200, {
              message: ssoMessages.domainVerified,
              provider: { ...provider, domainVerified: true },
            })
          : apiError(
              400,
              'SSO_RECORD_NOT_FOUND',
              ssoMessages.recordNotFound(provider.verificationRecord.name),
            ),
    });
    fireEvent.click(await screen.findByRole('button', { name: ssoMessages.checkRecord }));
    expect(
      await screen.findByText(ssoMessages.recordNotFound(provider.verificationRecord.name)),
    ).toBeTruthy();

    found = true;
    fireEvent.click(screen.getByRole('button', { name: ssoMessages.checkRecord }));
    expect(await screen.findByText(ssoMessages.domainVerified)).toBeTruthy();
    expect(await screen.findByText(ssoMessages.statusVerified)).toBeTruthy();
    expect(screen.queryByText(provider.verificationRecord.value)).toBeNull();
    expect(passwordSwitch().disabled).toBe(false);
    const [, init] = api.callsTo(`POST ${own}/verify-domain`)[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({});
  });

  it('lets the super admin mark the domain verified by hand', async () => {
    const provider = ssoProvider();
    const { api } = renderCard(
      {
        [`GET ${own}`]: () => json(200, { provider }),
        [`POST ${own}/verify-domain`]: () =>
          json(200, {
            message: ssoMessages.domainVerified,
            provider: { ...provider, domainVerified: true },
          }),
      },
      true,
    );
    expect(await screen.findByRole('button', { name: ssoMessages.checkRecord })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ssoMessages.verifyByHand }));
    expect(await screen.findByText(ssoMessages.domainVerified)).toBeTruthy();
    const [, init] = api.callsTo(`POST ${own}/verify-domain`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ byHand: true });
  });
});

describe('company sign-in, verified', () => {
  it('turns password sign-in off', async () => {
    let provider = ssoProvider({ domainVerified: true });
    const { api } = renderCard({
      [`GET ${own}`]: () => json(200, { provider }),
      [`PATCH ${own}`]: ({ body }) => {
        provider = { ...provider, ...(body as { passwordSignIn: boolean }) };
        return json(200, { message: ssoMessages.passwordSignInSaved, provider });
      },
    });
    expect(await screen.findByText(ssoMessages.statusVerified)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: ssoMessages.verifyTitle })).toBeNull();
    fireEvent.click(passwordSwitch());
    expect(await screen.findByText(ssoMessages.passwordSignInSaved)).toBeTruthy();
    const [, init] = api.callsTo(`PATCH ${own}`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ passwordSignIn: false });
    await waitFor(() => expect(passwordSwitch().checked).toBe(false));
  });

  it('is removed after a confirmation, and the form is back', async () => {
    let provider: SsoProviderView | null = ssoProvider({ domainVerified: true });
    const { api } = renderCard({
      [`GET ${own}`]: () => json(200, { provider }),
      [`DELETE ${own}`]: () => {
        provider = null;
        return json(200, { message: ssoMessages.removed });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: ssoMessages.remove }));
    const dialog = await screen.findByRole('dialog', { name: ssoMessages.remove });
    expect(within(dialog).getByText(ssoMessages.removeConfirm)).toBeTruthy();
    expect(api.callsTo(`DELETE ${own}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: ssoMessages.remove }));
    expect(await screen.findByText(ssoMessages.removed)).toBeTruthy();
    expect(await screen.findByRole('button', { name: ssoMessages.save })).toBeTruthy();
    expect(api.callsTo(`DELETE ${own}`)).toHaveLength(1);
  });

  it("shows the server's refusal of a change", async () => {
    const provider = ssoProvider({ domainVerified: true });
    renderCard({
      [`GET ${own}`]: () => json(200, { provider }),
      [`PATCH ${own}`]: () => apiError(403, 'SSO_OWNER_ONLY', ssoMessages.ownerOnly),
    });
    await screen.findByText(ssoMessages.statusVerified);
    fireEvent.click(passwordSwitch());
    expect(await screen.findByText(ssoMessages.ownerOnly)).toBeTruthy();
    await waitFor(() => expect(passwordSwitch().checked).toBe(true));
  });
});

describe('company sign-in from the user menu', () => {
  it("opens the admin's own account's company sign-in", async () => {
    mockApi({ [`GET ${own}`]: () => json(200, { provider: null }) });
    renderWithProviders(<UserMenu user={admin} />);
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: ssoMessages.menuLabel }));
    const dialog = await screen.findByRole('dialog', { name: ssoMessages.cardTitle });
    expect(await within(dialog).findByRole('button', { name: ssoMessages.save })).toBeTruthy();
  });

  it('is not offered to the super admin, whose accounts have their own', async () => {
    mockApi({});
    renderWithProviders(<UserMenu user={makeUser({ role: 'superAdmin' })} />);
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await screen.findByRole('menuitem', { name: 'Time zone' });
    expect(screen.queryByRole('menuitem', { name: ssoMessages.menuLabel })).toBeNull();
  });
});
