import { planLimitMessages } from '@app/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, mockApi, sessionOf } from '../../test/api-mock';
import { aStanding } from '../billing/test-fixtures';
import { draftHandlers, infoOnly, renderEventScreen } from './test-fixtures';

const atLimit = aStanding({ used: { users: 0, assessments: 1 }, wayForward: 'upgrade' });

describe('a free account at its game limit is told on the first step, not at Create', () => {
  it.each([
    ['the wizard', '/assessment/info'],
    ['the easy flow', '/easy-flow/step1'],
  ])('%s says the limit, keeps the draft and offers the way forward', async (_name, path) => {
    mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      'GET /api/account/plan': () => json(200, atLimit),
      ...draftHandlers(infoOnly),
    });
    await renderEventScreen(path);
    expect(await screen.findByText(planLimitMessages.assessments(1, 'upgrade'))).toBeTruthy();
    expect(screen.getByText(planLimitMessages.draftKept)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade your plan' })).toBeTruthy();
    // The step's own form stays usable: the draft is kept for when the plan allows it.
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('says nothing while another game fits', async () => {
    const api = mockApi({
      'GET /api/auth/session': sessionOf(makeUser({ projectType: 'ace' })),
      'GET /api/account/plan': () => json(200, { ...atLimit, used: { users: 0, assessments: 0 } }),
      ...draftHandlers(infoOnly),
    });
    await renderEventScreen('/assessment/info');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/account/plan')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(planLimitMessages.draftKept)).toBeNull();
  });
});
