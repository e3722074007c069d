import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { renderScreen } from '../../test/render';
import { PaymentsScreen } from './payments-screen';

const superAdmin = makeUser({ role: 'superAdmin', plan: 'premium' });

function payment(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: 'Priya Progress',
    email: 'priya@example.com',
    plan: 'standard',
    amount: 49,
    maxUsers: 250,
    maxAssessments: 1,
    nextPaymentDate: null,
    updatedAt: '2026-03-05T09:07:00.000Z',
    ...overrides,
  };
}

const standard = {
  id: 'standard',
  name: 'Standard',
  price: 49,
  features: ['Bulk invites', 'Reports'],
  orderPosition: 1,
  priceId: null,
  contactEmail: null,
  maxUsers: 250,
  maxAssessments: 3,
};

function paymentsApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': sessionOf(superAdmin),
    'GET /api/public-config': () =>
      json(200, { edition: 'ace', paymentsEnabled: false, mailDelivery: 'outbox' }),
    'GET /api/admin/payments': () =>
      json(200, {
        items: [
          payment('p1'),
          payment('p2', {
            name: 'Alex Ace',
            email: 'alex@example.com',
            plan: 'premium',
            amount: 1234.5,
            nextPaymentDate: '2026-07-01T00:00:00.000Z',
          }),
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      }),
    'GET /api/plans': () => json(200, { items: [standard] }),
    ...handlers,
  });
}

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) {
    throw new Error(`no row for ${text}`);
  }
  return row;
}

describe('payments screen', () => {
  it("shows 'Not a stripe user', a DD/MM/YYYY next payment and amounts in dollars", async () => {
    paymentsApi();
    await renderScreen(<PaymentsScreen />, { path: '/admin/payments', route: '/admin/payments' });
    expect(await screen.findByText('priya@example.com')).toBeTruthy();
    const priya = rowOf('priya@example.com');
    expect(within(priya).getByText('Not a stripe user')).toBeTruthy();
    expect(within(priya).getByText('$49.00')).toBeTruthy();
    const alex = rowOf('alex@example.com');
    expect(within(alex).getByText('01/07/2026')).toBeTruthy();
    expect(within(alex).getByText('$1,234.50')).toBeTruthy();
    expect(within(alex).getByText('Premium')).toBeTruthy();
  });

  it('edits a pricing plan with one feature a line and an empty price for contact-only', async () => {
    const api = paymentsApi({
      'PUT /api/admin/plans/standard': () =>
        json(200, { ...standard, price: null, contactEmail: 'sales@example.com' }),
    });
    await renderScreen(<PaymentsScreen />, { path: '/admin/payments', route: '/admin/payments' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Pricing Plans' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pricing Plan' });
    fireEvent.change(within(dialog).getByLabelText(/^Price$/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(/^Features/), {
      target: { value: 'Bulk invites\n\n  Custom artwork  \n' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Contact Email/), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(api.callsTo('PUT /api/admin/plans/standard')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Contact Email/), {
      target: { value: 'sales@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plan "Standard" saved')).toBeTruthy();
    const [, init] = api.callsTo('PUT /api/admin/plans/standard')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Standard',
      price: null,
      features: ['Bulk invites', 'Custom artwork'],
      orderPosition: 1,
      priceId: null,
      contactEmail: 'sales@example.com',
      maxUsers: 250,
      maxAssessments: 3,
    });
  });

  it("saves the operator's contact address, where requests for a larger plan are mailed", async () => {
    const api = paymentsApi({
      'GET /api/admin/operator-contact': () => json(200, { email: null }),
      'PUT /api/admin/operator-contact': () => json(200, { email: 'ops@platform.test' }),
    });
    await renderScreen(<PaymentsScreen />, { path: '/admin/payments', route: '/admin/payments' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Pricing Plans' }));
    const field = await screen.findByLabelText(/^Operator contact e-mail/);
    fireEvent.change(field, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(api.callsTo('PUT /api/admin/operator-contact')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'ops@platform.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Operator contact saved')).toBeTruthy();
    const [, init] = api.callsTo('PUT /api/admin/operator-contact')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ops@platform.test' });
  });
});
