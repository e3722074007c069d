import { authMessages, catalogMessages } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { departments } from '../../db/schema';
import { useSignedInApp } from '../../test/signed-in-app';
import { seedCatalog } from '../catalog/seed';

const session = useSignedInApp();
const { call } = session;

describe.each([
  { path: '/api/departments', field: 'department', what: 'Department', max: 20 },
  { path: '/api/regions', field: 'region', what: 'Region', max: 20 },
])('$path', ({ path, field, what, max }) => {
  it('adds with the first letter upper-cased, edits, and deletes', async () => {
    const created = await call('POST', path, { [field]: '  north-west zone ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()[field]).toBe('North-west zone');
    const id = created.json().id;

    const edited = await call('PATCH', `${path}/${id}`, { [field]: 'far north' });
    expect(edited.json()).toEqual({ id, [field]: 'Far north' });
    const listed = (await call('GET', path, undefined, session.adminCookie)).json().items;
    expect(listed).toContainEqual({ id, [field]: 'Far north' });

    expect((await call('DELETE', `${path}/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${path}/${id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate in any case, an empty name and one over the limit', async () => {
    await call('POST', path, { [field]: 'Lahore office' });
    const clash = await call('POST', path, { [field]: 'LAHORE OFFICE' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(catalogMessages.duplicate(what, 'LAHORE OFFICE'));

    const empty = await call('POST', path, { [field]: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields[field]).toBe(authMessages.required);
    const long = await call('POST', path, { [field]: 'x'.repeat(max + 1) });
    expect(long.json().error.fields[field]).toBe(authMessages.tooLong(max));
  });

  it('answers 403 to an admin and 401 when signed out, and changes nothing', async () => {
    const before = (await call('GET', path)).json().items.length;
    expect((await call('POST', path, { [field]: 'Sneaky' }, session.adminCookie)).statusCode).toBe(
      403,
    );
    expect(
      (await session.app.inject({ method: 'POST', url: path, payload: { [field]: 'Sneaky' } }))
        .statusCode,
    ).toBe(401);
    expect((await call('GET', path)).json().items.length).toBe(before);
  });
});

describe('level difficulty', () => {
  it('is seeded with Easy 250, Medium 375, Hard 500', async () => {
    const items = (await call('GET', '/api/difficulties')).json().items;
    expect(
      items.map((d: { difficulty: string; passingScore: number }) => [
        d.difficulty,
        d.passingScore,
      ]),
    ).toEqual([
      ['Easy', 250],
      ['Medium', 375],
      ['Hard', 500],
    ]);
  });

  it('adds with an upper-cased name, edits only the passing score, within 0–9999', async () => {
    const created = await call('POST', '/api/difficulties', {
      difficulty: 'expert',
      passingScore: 600,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ difficulty: 'Expert', passingScore: 600 });
    const id = created.json().id;

    const edited = await call('PATCH', `/api/difficulties/${id}`, {
      difficulty: 'Renamed',
      passingScore: 9999,
    });
    expect(edited.json()).toMatchObject({ difficulty: 'Expert', passingScore: 9999 });
    const tooHigh = await call('PATCH', `/api/difficulties/${id}`, { passingScore: 10000 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.fields.passingScore).toBe(catalogMessages.scoreRange);
    const negative = await call('PATCH', `/api/difficulties/${id}`, { passingScore: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields.passingScore).toBe(catalogMessages.scoreRange);
    // Refused, never clamped: the stored score is still the last one accepted.
    const stored = (await call('GET', '/api/difficulties')).json().items;
    expect(stored.find((d: { id: string }) => d.id === id).passingScore).toBe(9999);

    const clash = await call('POST', '/api/difficulties', { difficulty: 'EASY', passingScore: 1 });
    expect(clash.statusCode).toBe(409);
    expect(
      (
        await call(
          'POST',
          '/api/difficulties',
          { difficulty: 'x', passingScore: 1 },
          session.adminCookie,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('question rewards and characters', () => {
  it('edits a reward value within 0–9999; the type is fixed', async () => {
    const items = (await call('GET', '/api/settings/question-rewards')).json().items;
    expect(items).toEqual([
      { type: 'Email', value: 500 },
      { type: 'Question', value: 500 },
      { type: 'SMS', value: 500 },
    ]);
    expect(
      (await call('PATCH', '/api/settings/question-rewards/SMS', { value: 750 })).json(),
    ).toEqual({ type: 'SMS', value: 750 });
    for (const value of [10000, -5]) {
      const bad = await call('PATCH', '/api/settings/question-rewards/SMS', { value });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.value).toBe(catalogMessages.scoreRange);
    }
    const after = (await call('GET', '/api/settings/question-rewards')).json().items;
    expect(after).toContainEqual({ type: 'SMS', value: 750 });
    expect(
      (await call('PATCH', '/api/settings/question-rewards/Video', { value: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/api/settings/question-rewards/SMS', { value: 1 }, session.adminCookie))
        .statusCode,
    ).toBe(403);
  });

  it('renames a character by key; the name is required', async () => {
    const items = (await call('GET', '/api/settings/characters')).json().items;
    expect(items[0]).toEqual({ key: 'manager', name: 'Sarah' });
    expect(
      (await call('PATCH', '/api/settings/characters/manager', { name: 'sana' })).json(),
    ).toEqual({ key: 'manager', name: 'Sana' });
    const empty = await call('PATCH', '/api/settings/characters/manager', { name: '' });
    expect(empty.json().error.fields.name).toBe(authMessages.required);
    expect((await call('PATCH', '/api/settings/characters/nobody', { name: 'X' })).statusCode).toBe(
      404,
    );
  });
});

describe('first-start seed', () => {
  it('adds nothing twice on a restart', async () => {
    const before = await session.app.ctx.db.select().from(departments);
    expect(await seedCatalog(session.app.ctx)).toBe(false);
    expect(await session.app.ctx.db.select().from(departments)).toHaveLength(before.length);
  });
});
