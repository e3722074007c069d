import { type ApiKey, apiKeyMessages, greenhouseMessages } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { ApiKeysScreen } from './api-keys-screen';

const admin = makeUser({ role: 'admin', email: 'ann@alpha.test' });
const SECRET = `ak_1a2b3c4d_${'x'.repeat(43)}`;

function key(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: '0190d3a4-7f7e-4c1a-9d2b-1f2e3d4c5b6a',
    name: 'Greenhouse',
    prefix: 'ak_1a2b3c4d',
    createdAt: '2026-03-05T09:07:00.000Z',
    createdBy: 'ann@alpha.test',
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

describe('API keys screen', () => {
  it('creates a key and shows it once, with a Copy button and a warning', async () => {
    let keys: ApiKey[] = [];
    const api = mockApi({
      'GET /api/auth/session': sessionOf(admin),
      'GET /api/api-keys': () => json(200, { keys }),
      'POST /api/api-keys': ({ body }) => {
        const created = key({ name: (body as { name: string }).name });
        keys = [created];
        return json(201, { key: SECRET, apiKey: created });
      },
    });
    await renderScreen(<ApiKeysScreen />, { path: '/admin/api-keys' });
    expect(await screen.findByText(apiKeyMessages.empty)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: apiKeyMessages.create }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: apiKeyMessages.create }));
    expect(await within(dialog).findByText(apiKeyMessages.nameRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/api-keys')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: ' Workday ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: apiKeyMessages.create }));
    expect(await within(dialog).findByText(SECRET)).toBeTruthy();
    expect(within(dialog).getByText(apiKeyMessages.shownOnce)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: apiKeyMessages.copy })).toBeTruthy();
    expect(JSON.parse(String(api.callsTo('POST /api/api-keys')[0]?.[1]?.body))).toEqual({
      name: 'Workday',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: apiKeyMessages.done }));
    const row = (await screen.findByText('Workday')).closest('tr');
    if (!row) {
      throw new Error('no row');
    }
    expect(within(row).getByText('ak_1a2b3c4d…')).toBeTruthy();
    expect(within(row).getByText(apiKeyMessages.neverUsed)).toBeTruthy();
    // The secret is never on the page again.
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('revokes a key after confirming, and shows revoked keys without the action', async () => {
    let keys = [
      key(),
      key({
        id: '0190d3a4-7f7e-4c1a-9d2b-1f2e3d4c5b6b',
        name: 'Old ATS',
        prefix: 'ak_99999999',
        lastUsedAt: '2026-03-06T10:00:00.000Z',
        revokedAt: '2026-03-07T10:00:00.000Z',
      }),
    ];
    const api = mockApi({
      'GET /api/auth/session': sessionOf(admin),
      'GET /api/api-keys': () => json(200, { keys }),
      [`DELETE /api/api-keys/${key().id}`]: () => {
        keys = keys.map((k) =>
          k.id === key().id ? { ...k, revokedAt: '2026-03-08T10:00:00.000Z' } : k,
        );
        return new Response(null, { status: 204 });
      },
    });
    await renderScreen(<ApiKeysScreen />, { path: '/admin/api-keys' });
    const old = (await screen.findByText('Old ATS')).closest('tr');
    if (!old) {
      throw new Error('no row');
    }
    expect(within(old).getByText(apiKeyMessages.revoked)).toBeTruthy();
    expect(within(old).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `${apiKeyMessages.revoke} Greenhouse` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(apiKeyMessages.revokeBody)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: apiKeyMessages.revoke }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/api-keys/${key().id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByText(apiKeyMessages.revoked)).toHaveLength(2));
  });

  it('shows one card per key on a phone, each with its own Revoke', async () => {
    const original = window.matchMedia;
    // The setup's stand-in is writable, not configurable: replaced for this test only.
    window.matchMedia = (query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    });
    try {
      mockApi({
        'GET /api/auth/session': sessionOf(admin),
        'GET /api/api-keys': () => json(200, { keys: [key()] }),
      });
      await renderScreen(<ApiKeysScreen />, { path: '/admin/api-keys' });
      // The key is named Greenhouse, like the Greenhouse card's title: its card is a list item.
      const card = await waitFor(() => {
        const item = screen
          .getAllByText('Greenhouse')
          .map((text) => text.closest('li'))
          .find((found) => found !== null);
        if (!item) {
          throw new Error('no card');
        }
        return item;
      });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Last used')).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Revoke Greenhouse' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe("the API keys screen's Greenhouse card", () => {
  it('gives the four addresses Greenhouse calls, on this server, each with a Copy button', async () => {
    mockApi({
      'GET /api/auth/session': sessionOf(admin),
      'GET /api/api-keys': () => json(200, { keys: [] }),
    });
    await renderScreen(<ApiKeysScreen />, { path: '/admin/api-keys' });
    const card = await screen.findByRole('region', { name: greenhouseMessages.cardTitle });
    for (const call of ['list_tests', 'send_test', 'test_status', 'response_error']) {
      expect(
        within(card).getByText(`${window.location.origin}/api/partners/greenhouse/${call}`),
      ).toBeTruthy();
    }
    expect(
      within(card).getByRole('button', {
        name: greenhouseMessages.copyUrl(greenhouseMessages.urlLabels.send_test),
      }),
    ).toBeTruthy();
  });
});
