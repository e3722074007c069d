import { todayIn, wizardMessages } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { events } from '../../db/schema';
import { anAdmin, anEvent } from '../../test/factories';
import { accountOf } from '../../test/harness';
import { useTestApp } from '../../test/test-app';

/** The admin form's events (/admin/index): create, edit as owner, dates on the account's calendar. */
const file = useTestApp();
let app: FastifyInstance;
let ownerCookie: string;
let ownerAccountId: string;
let otherCookie: string;
const ownerEmail = 'owner@form.test';
const otherEmail = 'other@form.test';

// Each test: two accounts with room for 20 games and none yet.
beforeEach(async () => {
  app = file.app;
  const owner = await anAdmin(app, {
    email: ownerEmail,
    companyName: 'Form Owner',
    account: { maxAssessments: 20 },
  });
  ownerCookie = owner.cookie;
  ownerAccountId = owner.accountId;
  otherCookie = (
    await anAdmin(app, {
      email: otherEmail,
      companyName: 'Form Other',
      account: { maxAssessments: 20 },
    })
  ).cookie;
});
afterEach(() => {
  vi.restoreAllMocks();
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { cookie } });
}

/** A date `days` after `iso` (YYYY-MM-DD), by the calendar. */
function shift(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The test accounts keep the column's default zone, UTC, unless a test sets another. */
const today = () => todayIn('UTC');

function form(overrides: Record<string, unknown> = {}) {
  return {
    assessmentName: 'Interns 2026',
    assessmentFor: 'Interns',
    packageType: 'standard',
    launchDate: today(),
    closingDate: shift(today(), 30),
    ...overrides,
  };
}

describe('creating an event from the admin form (part B §4)', () => {
  it('gives a random 4-digit id from 1000 to 9999', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await call('POST', '/api/events', ownerCookie, form());
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    for (const id of ids) {
      expect(id).toMatch(/^\d{4}$/);
      expect(Number(id)).toBeGreaterThanOrEqual(1000);
      expect(Number(id)).toBeLessThanOrEqual(9999);
    }
    const detail = (await call('GET', `/api/events/${ids[0]}`, ownerCookie)).json();
    expect(detail).toMatchObject({
      id: ids[0],
      source: 'adminForm',
      assessmentName: 'Interns 2026',
      packageType: 'standard',
      launchDate: today(),
    });
  });

  it('uses the ends of the range and skips a number in use, by any account', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0);
    const first = await call('POST', '/api/events', ownerCookie, form());
    expect(first.json()).toEqual({ id: '1000' });
    // Another account draws 1000 first: taken, so it draws again (0.99999… → 9999).
    random.mockReturnValueOnce(0).mockReturnValueOnce(0.99999);
    const second = await call('POST', '/api/events', otherCookie, form());
    expect(second.json()).toEqual({ id: '9999' });
    const rows = await app.ctx.db.select().from(events).where(eq(events.id, '1000'));
    expect(rows.map((r) => r.accountId)).toEqual([(await accountOf(app, ownerEmail)).account.id]);
  });

  it("gives 'basic' when no package type is sent", async () => {
    const { packageType: _none, ...rest } = form();
    const response = await call('POST', '/api/events', ownerCookie, rest);
    expect(response.statusCode).toBe(201);
    const detail = (await call('GET', `/api/events/${response.json().id}`, ownerCookie)).json();
    expect(detail.packageType).toBe('basic');
  });

  it('refuses a launch date before today and a closing date before the launch', async () => {
    const past = await call(
      'POST',
      '/api/events',
      ownerCookie,
      form({ launchDate: shift(today(), -1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ launchDate: wizardMessages.launchInPast });
    const backwards = await call(
      'POST',
      '/api/events',
      ownerCookie,
      form({ launchDate: shift(today(), 5), closingDate: shift(today(), 4) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ closingDate: wizardMessages.invalidDates });
  });
});

describe('editing an event as its owner', () => {
  it('saves every form field', async () => {
    const { id } = (await call('POST', '/api/events', ownerCookie, form())).json();
    const changed = form({
      assessmentName: 'Graduates',
      assessmentFor: 'Class of 2026',
      packageType: 'premium',
      launchDate: shift(today(), 2),
      closingDate: shift(today(), 60),
    });
    expect((await call('PATCH', `/api/events/${id}`, ownerCookie, changed)).statusCode).toBe(204);
    expect((await call('GET', `/api/events/${id}`, ownerCookie)).json()).toMatchObject(changed);
  });

  it('lets a running game keep its past launch date while its closing date moves (item 10)', async () => {
    const { id } = (await call('POST', '/api/events', ownerCookie, form())).json();
    const launched = shift(today(), -5);
    // It launched five days ago.
    await app.ctx.db.update(events).set({ launchDate: launched }).where(eq(events.id, id));

    const keep = form({ launchDate: launched, closingDate: shift(today(), 90) });
    expect((await call('PATCH', `/api/events/${id}`, ownerCookie, keep)).statusCode).toBe(204);
    expect((await call('GET', `/api/events/${id}`, ownerCookie)).json()).toMatchObject({
      launchDate: launched,
      closingDate: shift(today(), 90),
    });

    // A changed launch date is still held to today, and closing still not before launch.
    const moved = await call(
      'PATCH',
      `/api/events/${id}`,
      ownerCookie,
      form({ launchDate: shift(today(), -3) }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toEqual({ launchDate: wizardMessages.launchInPast });
    const backwards = await call(
      'PATCH',
      `/api/events/${id}`,
      ownerCookie,
      form({ launchDate: launched, closingDate: shift(launched, -1) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ closingDate: wizardMessages.invalidDates });
    expect((await call('GET', `/api/events/${id}`, ownerCookie)).json().closingDate).toBe(
      shift(today(), 90),
    );
  });

  it('does not give a wizard game a package type it never had (item 12)', async () => {
    await anEvent(
      app,
      { accountId: ownerAccountId },
      {
        id: 'formowner_wizardgame',
        source: 'wizard',
        assessmentName: 'Wizard game',
        assessmentFor: 'All',
        companyName: 'Form Owner',
        projectType: 'ace',
        registrationFields: [],
        launchDate: shift(today(), -2),
        closingDate: shift(today(), 20),
      },
    );
    const { packageType: _none, ...edit } = form({
      assessmentName: 'Wizard game 2',
      launchDate: shift(today(), -2),
      closingDate: shift(today(), 25),
    });
    const response = await call('PATCH', '/api/events/formowner_wizardgame', ownerCookie, edit);
    expect(response.statusCode).toBe(204);
    expect(
      (await call('GET', '/api/events/formowner_wizardgame', ownerCookie)).json(),
    ).toMatchObject({ assessmentName: 'Wizard game 2', packageType: null });
  });

  it('keeps a form event’s package type when an edit sends none', async () => {
    const { id } = (await call('POST', '/api/events', ownerCookie, form())).json();
    const { packageType: _none, ...edit } = form({ assessmentFor: 'Everyone' });
    expect((await call('PATCH', `/api/events/${id}`, ownerCookie, edit)).statusCode).toBe(204);
    expect((await call('GET', `/api/events/${id}`, ownerCookie)).json()).toMatchObject({
      assessmentFor: 'Everyone',
      packageType: 'standard',
    });
  });
});

describe("launch dates on the account's calendar, not UTC's (item 11)", () => {
  // At any moment at least one of these differs from UTC's date: Kiritimati (UTC+14) is a day
  // ahead from 10:00 UTC, Pago Pago (UTC−11) a day behind until 11:00 UTC.
  it.each([
    ['Pacific/Kiritimati', 'kiri@zone.test', 'Kiri Co'],
    ['Pacific/Pago_Pago', 'pago@zone.test', 'Pago Co'],
  ])('in %s, launch today is accepted and yesterday refused', async (zone, email, companyName) => {
    const { cookie } = await anAdmin(app, {
      email,
      companyName,
      timeZone: zone,
      account: { maxAssessments: 20 },
    });
    const local = todayIn(zone);
    const accepted = await call(
      'POST',
      '/api/events',
      cookie,
      form({ launchDate: local, closingDate: shift(local, 10) }),
    );
    expect(accepted.statusCode, `launch ${local} in ${zone}`).toBe(201);
    const refused = await call(
      'POST',
      '/api/events',
      cookie,
      form({ launchDate: shift(local, -1), closingDate: shift(local, 10) }),
    );
    expect(refused.statusCode, `launch ${shift(local, -1)} in ${zone}`).toBe(400);
    expect(refused.json().error.message).toBe(wizardMessages.launchInPast);
  });
});
