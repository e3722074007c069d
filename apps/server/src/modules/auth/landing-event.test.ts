import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, anEvent } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

/** DESIGN §6.3: where an admin lands; DEFAULT_EVENT_ID belongs to one account, not to all. */
let app: FastifyInstance;
let ownerCookie: string;
let otherCookie: string;
const defaultEventId = '4321';
const file = useTestApp({ defaultEventId });

// Each test: account Land A owns the DEFAULT_EVENT_ID game; Land B has none.
beforeEach(async () => {
  app = file.app;
  const owner = await anAdmin(app, { email: 'owner@land.test', companyName: 'Land A' });
  ownerCookie = owner.cookie;
  otherCookie = (await anAdmin(app, { email: 'other@land.test', companyName: 'Land B' })).cookie;
  await anEvent(app, owner, {
    id: defaultEventId,
    assessmentName: 'Default game',
    assessmentFor: 'Everyone',
    companyName: 'Land A',
    projectType: 'ace',
    registrationFields: [],
  });
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
