import {
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookMessages,
} from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { WebhooksScreen } from './webhooks-screen';

const admin = makeUser({ role: 'admin', email: 'ann@alpha.test' });
const SECRET = `whsec_${'s'.repeat(43)}`;
const ID = '0190d3a4-7f7e-4c1a-9d2b-1f2e3d4c5b6a';
const URL_ = 'https://ats.example.com/hooks';

function endpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: ID,
    url: URL_,
    eventTypes: ['participant.completed', 'participant.level_completed', 'candidate.submitted'],
    active: true,
    createdAt: '2026-03-05T09:07:00.000Z',
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '0190d3a4-7f7e-4c1a-9d2b-1f2e3d4c5b70',
    eventType: 'participant.completed',
    eventId: 'completed_1',
    status: 'failed',
    attempts: 6,
    createdAt: '2026-03-05T10:00:00.000Z',
    lastAttemptAt: '2026-03-06T10:00:00.000Z',
    nextAttemptAt: null,
    lastStatusCode: 500,
    lastResponse: 'down',
    lastError: null,
    ...overrides,
  };
}

describe('webhooks screen', () => {
  it('adds an endpoint and shows its secret once, with a Copy button', async () => {
    let endpoints: WebhookEndpoint[] = [];
    const api = mockApi({
      'GET /api/auth/session': sessionOf(admin),
      'GET /api/webhooks': () => json(200, { items: endpoints }),
      'POST /api/webhooks': ({ body }) => {
        const input = body as { url: string; eventTypes: WebhookEndpoint['eventTypes'] };
        const created = endpoint({ url: input.url, eventTypes: input.eventTypes });
        endpoints = [created];
        return json(201, { ...created, secret: SECRET } satisfies CreatedWebhookEndpoint);
      },
    });
    await renderScreen(<WebhooksScreen />, { path: '/admin/webhooks' });
    expect(await screen.findByText(webhookMessages.empty)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: webhookMessages.add }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), {
      target: { value: 'ftp://nope' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: webhookMessages.add }));
    expect(await within(dialog).findByText(webhookMessages.badUrl)).toBeTruthy();
    expect(api.callsTo('POST /api/webhooks')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), { target: { value: URL_ } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Candidate applied/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: webhookMessages.add }));
    expect(await within(dialog).findByText(SECRET)).toBeTruthy();
    expect(within(dialog).getByText(webhookMessages.secretOnce)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: webhookMessages.copy })).toBeTruthy();
    expect(JSON.parse(String(api.callsTo('POST /api/webhooks')[0]?.[1]?.body))).toEqual({
      url: URL_,
      eventTypes: ['participant.completed', 'participant.level_completed'],
    });

    fireEvent.click(within(dialog).getByRole('button', { name: webhookMessages.done }));
    expect(await screen.findByText(URL_)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it("shows an endpoint's deliveries and re-sends one", async () => {
    let rows = [delivery()];
    const base = `/api/webhooks/${ID}/deliveries`;
    const api = mockApi({
      'GET /api/auth/session': sessionOf(admin),
      'GET /api/webhooks': () => json(200, { items: [endpoint()] }),
      [`GET ${base}`]: () => json(200, { items: rows, total: 1, page: 1, pageSize: 10 }),
      [`POST ${base}/${delivery().id}/resend`]: () => {
        rows = [
          delivery({ status: 'pending', attempts: 0, nextAttemptAt: '2026-03-07T00:00:00Z' }),
        ];
        return json(200, rows[0]);
      },
    });
    await renderScreen(<WebhooksScreen />, { path: '/admin/webhooks' });
    fireEvent.click(await screen.findByRole('button', { name: webhookMessages.showDeliveries }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('failed')).toBeTruthy();
    expect(within(table).getByText('500')).toBeTruthy();
    expect(within(table).getByText('6')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: /Re-send/ }));
    await waitFor(() =>
      expect(api.callsTo(`POST ${base}/${delivery().id}/resend`)).toHaveLength(1),
    );
    expect(await within(table).findByText('pending')).toBeTruthy();
  });

  it('deletes an endpoint after confirming', async () => {
    let endpoints = [endpoint()];
    const api = mockApi({
      'GET /api/auth/session': sessionOf(admin),
      'GET /api/webhooks': () => json(200, { items: endpoints }),
      [`DELETE /api/webhooks/${ID}`]: () => {
        endpoints = [];
        return new Response(null, { status: 204 });
      },
    });
    await renderScreen(<WebhooksScreen />, { path: '/admin/webhooks' });
    fireEvent.click(
      await screen.findByRole('button', { name: `${webhookMessages.delete} ${URL_}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(webhookMessages.deleteConfirm(URL_))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: webhookMessages.delete }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/webhooks/${ID}`)).toHaveLength(1));
    expect(await screen.findByText(webhookMessages.empty)).toBeTruthy();
  });
});
