import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { accountOf, createTestApp, registerAndSignIn } from '../../test/harness';

/** DESIGN §6.3: where an admin lands; DEFAULT_EVENT_ID belongs to one account, not to all. */
let app: FastifyInstance;
let ownerCookie: string;
let otherCookie: string;
const defaultEventId = '4321';

beforeAll(async () => {
  app = await createTestApp({ defaultEventId });
  ownerCookie = await registerAndSignIn(app, { email: 'owner@land.test', companyName: 'Land A' });
  otherCookie = await registerAndSignIn(app, { email: 'other@land.test', companyName: 'Land B' });
  const { account } = await accountOf(app, 'owner@land.test');
  await app.ctx.db.insert(events).values({
    id: defaultEventId,
    accountId: account.id,
    source: 'adminForm',
    assessmentName: 'Default game',
    assessmentFor: 'Everyone',
    companyName: 'Land A',
    projectType: 'ace',
    selection: { competencies: [], games: [], cognitive: [], aptitude: [] },
  });
});
afterAll(async () => {
  await app.close();
});

async function landing(cookie: string): Promise<string | null> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie },
  });
  return response.json().user.defaultEventId;
}

describe('the landing event', () => {
  it('offers DEFAULT_EVENT_ID to the account that owns it', async () => {
    expect(await landing(ownerCookie)).toBe(defaultEventId);
  });

  it('does not send another account to an event it would be refused', async () => {
    expect(await landing(otherCookie)).toBeNull();
  });
});
