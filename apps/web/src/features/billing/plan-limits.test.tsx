import { bannerMessages, type PricingPlan, planLimitMessages } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { FreePlanBanner } from './free-plan-banner';
import { PlanCard } from './plan-card';
import { aStanding } from './test-fixtures';

const free = aStanding({
  used: { users: 3, assessments: 1 },
  operatorContact: 'ops@platform.test',
});

describe('the way past a plan limit (no dead ends)', () => {
  it('lets a progress admin request a larger plan, says it was sent, and names the operator', async () => {
    const requests: unknown[] = [];
    mockApi({
      'GET /api/account/plan': () => json(200, free),
      'POST /api/account/plan/requests': (request) => {
        requests.push(request.body);
        return json(200, { ...free, upgradeRequestedAt: '2026-11-27T08:00:00.000Z' });
      },
    });
    renderWithProviders(
      <FreePlanBanner user={makeUser({ projectType: 'progress' })} pathname="/admin/index" />,
    );
    // Part B §6: no Upgrade in progress; the request is the way forward instead.
    const request = await screen.findByRole('button', {
      name: planLimitMessages.requestLargerPlan,
    });
    expect(screen.queryByRole('button', { name: bannerMessages.upgradeYourPlan })).toBeNull();
    expect(screen.getByRole('link', { name: 'ops@platform.test' }).getAttribute('href')).toBe(
      'mailto:ops@platform.test',
    );
    fireEvent.click(request);
    expect(await screen.findByText(planLimitMessages.requestSent('2026-11-27'))).toBeTruthy();
    expect(requests).toEqual([{ planId: null }]);
    expect(screen.queryByRole('button', { name: planLimitMessages.requestLargerPlan })).toBeNull();
  });

  it('says an expired paid plan expired, since when, even on the dashboard, with Renew', async () => {
    mockApi({
      'GET /api/account/plan': () =>
        json(200, {
          ...free,
          plan: 'standard',
          expired: true,
          expiry: '2026-10-31T12:00:00.000Z',
          wayForward: 'upgrade',
        }),
    });
    renderWithProviders(
      <FreePlanBanner user={makeUser({ plan: 'standard' })} pathname="/assessment/dashboard" />,
    );
    expect(
      await screen.findByText(planLimitMessages.expired('Standard', '2026-10-31')),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: planLimitMessages.renew })).toBeTruthy();
  });

  it('shows nothing about the plan to the super admin, and asks for no standing', async () => {
    const api = mockApi({ 'GET /api/account/plan': () => json(200, free) });
    renderWithProviders(
      <FreePlanBanner
        user={makeUser({ role: 'superAdmin', plan: 'premium' })}
        pathname="/admin/index"
      />,
    );
    await waitFor(() => expect(api.callsTo('GET /api/account/plan')).toHaveLength(0));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a pricing card', () => {
  it('states the limits a purchase grants before its other features', () => {
    const standard: PricingPlan = {
      id: 'standard',
      name: 'Standard',
      price: 49,
      features: ['Bulk invites'],
      orderPosition: 1,
      priceId: null,
      contactEmail: null,
      maxUsers: 250,
      maxAssessments: 3,
    };
    renderWithProviders(<PlanCard plan={standard} contactUs="Contact us" />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['3 assessment games', '250 candidate assessments', 'Bulk invites']);
  });
});
