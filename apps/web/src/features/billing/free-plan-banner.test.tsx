import { bannerMessages, planLimitMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeUser, mockApi } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { FreePlanBanner } from './free-plan-banner';
import { aStanding } from './test-fixtures';

const plan = (id: string, name: string, price: number | null, contactEmail: string | null) => ({
  id,
  name,
  price,
  features: [`${name} features`],
  orderPosition: 0,
  priceId: null,
  contactEmail,
  maxUsers: null,
  maxAssessments: null,
});

/** The fallback case: the standing cannot be read (404 here), the session's edition decides. */
const standing = aStanding();

describe('free plan banner', () => {
  it('hides the upgrade button in the progress edition', () => {
    renderWithProviders(
      <FreePlanBanner user={makeUser({ projectType: 'progress' })} pathname="/admin/index" />,
    );
    expect(screen.getByText(bannerMessages.currentPlanFree)).toBeTruthy();
    expect(screen.queryByRole('button', { name: bannerMessages.upgradeYourPlan })).toBeNull();
  });

  it('is hidden on the dashboard and for paid plans', () => {
    const dashboard = renderWithProviders(
      <FreePlanBanner user={makeUser()} pathname="/assessment/dashboard" />,
    );
    expect(screen.queryByText(bannerMessages.currentPlanFree)).toBeNull();
    dashboard.unmount();
    renderWithProviders(
      <FreePlanBanner user={makeUser({ plan: 'premium' })} pathname="/admin/index" />,
    );
    expect(screen.queryByText(bannerMessages.currentPlanFree)).toBeNull();
  });

  it('lists the plans except Free and, without card payments, requests the plan chosen', async () => {
    const requests: unknown[] = [];
    mockApi({
      'GET /api/plans': () =>
        json(200, {
          items: [
            plan('free', 'Free', 0, null),
            plan('standard', 'Standard', 49, null),
            plan('business', 'Business', null, 'sales@example.com'),
          ],
        }),
      'GET /api/public-config': () =>
        json(200, { edition: 'ace', paymentsEnabled: false, mailDelivery: 'outbox' }),
      'POST /api/account/plan/requests': (request) => {
        requests.push(request.body);
        return json(200, { ...standing, upgradeRequestedAt: '2026-11-27T09:00:00.000Z' });
      },
    });
    renderWithProviders(<FreePlanBanner user={makeUser()} pathname="/admin/index" />);
    fireEvent.click(await screen.findByRole('button', { name: bannerMessages.upgradeYourPlan }));
    expect(await screen.findByText(bannerMessages.selectYourPlan)).toBeTruthy();
    expect(await screen.findByText('Standard')).toBeTruthy();
    expect(screen.queryByText('Free features')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      'mailto:sales@example.com',
    );
    // No button pretends to charge: the plan is asked of the operator.
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request this plan' }));
    expect(await screen.findByText(planLimitMessages.requestSent('2026-11-27'))).toBeTruthy();
    expect(requests).toEqual([{ planId: 'standard' }]);
  });

  it('sends the admin to the card checkout when payments are configured', async () => {
    const calls: unknown[] = [];
    mockApi({
      'GET /api/plans': () => json(200, { items: [plan('standard', 'Standard', 49, null)] }),
      'GET /api/public-config': () =>
        json(200, { edition: 'ace', paymentsEnabled: true, mailDelivery: 'outbox' }),
      'POST /api/billing/checkout': (request) => {
        calls.push(request.body);
        return json(200, { url: 'https://checkout.example/session/1' });
      },
    });
    const leaveFor = vi.fn();
    renderWithProviders(
      <FreePlanBanner user={makeUser()} pathname="/admin/index" leaveFor={leaveFor} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: bannerMessages.upgradeYourPlan }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://checkout.example/session/1'),
    );
    expect(calls).toEqual([{ planId: 'standard' }]);
  });
});
